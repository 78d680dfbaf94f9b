import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListState, writeListState, type UrlListDefaults } from './urlListState';

export type UrlListPatch<T> = Partial<T> | ((current: T) => Partial<T>);

/** `{ on: false }` is a boolean to set later, not the literal `false`. */
type Widen<T> = { [K in keyof T]: T[K] extends boolean ? boolean : T[K] extends number ? number : T[K] extends string ? string : T[K] };

/**
 * Shared list state (filters, sort, page) kept in the URL; every list uses it so Back returns to the
 * list as it was. Changes replace the current history entry: typing a filter is not a page of history.
 * Changing anything but `page` goes back to the first page, as new filters or a new sort should.
 */
export function useUrlListState<D extends UrlListDefaults>(defaults: D): [Widen<D>, (patch: UrlListPatch<Widen<D>>) => void] {
  type T = Widen<D>;
  const [params, setParams] = useSearchParams();
  // Callers pass a fresh literal each render; the first one is the contract.
  const fixed = useRef(defaults as T).current;
  const state = useMemo(() => readListState(params, fixed), [params, fixed]);
  const update = useCallback(
    (patch: UrlListPatch<T>) =>
      setParams(
        (prev) => {
          const current = readListState(prev, fixed);
          const changes = typeof patch === 'function' ? patch(current) : patch;
          const resetsPage = 'page' in fixed && !('page' in changes) && Object.keys(changes).some((k) => changes[k] !== current[k]);
          const next = { ...current, ...changes, ...(resetsPage ? { page: fixed.page } : {}) } as T;
          return writeListState(prev, next, fixed);
        },
        { replace: true },
      ),
    [setParams, fixed],
  );
  return [state, update];
}
