import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  const fromUrl = useMemo(() => readListState(params, fixed), [params, fixed]);
  // Shown at once: the URL follows through a router navigation, which React may commit a moment later;
  // meanwhile a checkbox or a select would show its old value (and a quick second click would be lost).
  const [state, setState] = useState(fromUrl);
  // Our own writes still on their way to the URL, oldest first. When one lands, the newer local state
  // stays (typing ahead of the router keeps every character); any other change (Back, a link) wins.
  const inFlight = useRef<string[]>([]);
  useEffect(() => {
    const landed = inFlight.current.indexOf(keyOf(fromUrl));
    if (landed >= 0) {
      inFlight.current = inFlight.current.slice(landed + 1);
      return;
    }
    inFlight.current = [];
    setState(fromUrl);
  }, [fromUrl]);
  const update = useCallback(
    (patch: UrlListPatch<T>) => {
      const apply = (current: T): T => {
        const changes = typeof patch === 'function' ? patch(current) : patch;
        const resetsPage = 'page' in fixed && !('page' in changes) && Object.keys(changes).some((k) => changes[k] !== current[k]);
        return { ...current, ...changes, ...(resetsPage ? { page: fixed.page } : {}) } as T;
      };
      setState(apply);
      setParams(
        (prev) => {
          const next = apply(readListState(prev, fixed));
          inFlight.current.push(keyOf(next));
          return writeListState(prev, next, fixed);
        },
        { replace: true },
      );
    },
    [setParams, fixed],
  );
  return [state, update];
}

/** The same list state, whatever the order of its keys. */
const keyOf = (state: object) => JSON.stringify(state, Object.keys(state).sort());
