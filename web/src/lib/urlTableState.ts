import { functionalUpdate, type PaginationState, type SortingState, type Updater } from '@tanstack/react-table';
import { useMemo } from 'react';

/**
 * A list's one-column sort kept in its URL list state (`sort`, `desc`), as TanStack Table's sorting
 * state and its change handler: a header click writes the new sort to the URL.
 */
export function useUrlSorting(sort: string, desc: boolean, setList: (patch: { sort: string; desc: boolean }) => void) {
  const sorting: SortingState = useMemo(() => [{ id: sort, desc }], [sort, desc]);
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    if (next) setList({ sort: next.id, desc: next.desc });
  };
  return [sorting, setSorting] as const;
}

/**
 * A list's page kept in its URL list state (`page`, 1-based as a person reads it), as TanStack Table's
 * pagination state (0-based) and its change handler.
 */
export function useUrlPagination(pageIndex: number, pageSize: number, setList: (patch: { page: number }) => void) {
  const pagination: PaginationState = useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);
  const setPagination = (updater: Updater<PaginationState>) => setList({ page: functionalUpdate(updater, pagination).pageIndex + 1 });
  return [pagination, setPagination] as const;
}
