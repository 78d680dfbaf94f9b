import { useEffect } from 'react';

/**
 * Steps a 0-based page back when the list shrank under it (a live change removed the last row of the
 * last page), so nobody stares at an empty page that is not the first.
 */
export function useClampedPage(page: number, pageCount: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pageCount !== undefined && pageCount > 0 && page > pageCount - 1) setPage(pageCount - 1);
  }, [page, pageCount, setPage]);
}
