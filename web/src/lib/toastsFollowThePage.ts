import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toast, useSonner } from 'sonner';

/**
 * Issue 28: a success toast belongs to the page it was raised on. "Successfully saved address" still
 * covered the pet line two pages later. A success toast now goes when the user moves to another page,
 * unless it was raised just before the move (within NAVIGATION_GRACE_MS): then it reports the action that
 * moved them ("Successfully completed appointment" on the way to the dashboard) and lives its 5 seconds
 * there (part 2 §9's global toast). Errors, warnings, info (a queued action, an incoming call) are kept:
 * they carry something still to read or to do. docs/DECISIONS.md, "The web app".
 */
export const NAVIGATION_GRACE_MS = 1_000;

export interface SeenToast {
  /** The page (pathname) the toast was first seen on. */
  path: string;
  /** When it was first seen (ms). */
  at: number;
}

/** The success toasts to dismiss on arriving at `path` at `now`: raised on another page, before the grace. */
export function toastsLeftBehind(
  toasts: readonly { id: string | number; type?: string }[],
  seen: ReadonlyMap<string | number, SeenToast>,
  path: string,
  now: number,
): (string | number)[] {
  return toasts
    .filter((t) => t.type === 'success')
    .filter((t) => {
      const first = seen.get(t.id);
      // Not seen yet: raised in the same moment as the move, so it belongs to the move.
      return first !== undefined && first.path !== path && now - first.at > NAVIGATION_GRACE_MS;
    })
    .map((t) => t.id);
}

/** Rendered once inside the router: dismisses the success toasts the user has left behind. */
export function useSuccessToastsFollowThePage(): void {
  const { pathname } = useLocation();
  const { toasts } = useSonner();
  const seen = useRef(new Map<string | number, SeenToast>());
  const path = useRef(pathname);

  // Each toast's page and time, when it first shows; forgotten once it is gone.
  useEffect(() => {
    const live = new Set(toasts.map((t) => t.id));
    for (const id of seen.current.keys()) if (!live.has(id)) seen.current.delete(id);
    for (const t of toasts) if (!seen.current.has(t.id)) seen.current.set(t.id, { path: path.current, at: Date.now() });
  }, [toasts]);

  useEffect(() => {
    if (path.current === pathname) return;
    path.current = pathname;
    for (const id of toastsLeftBehind(toast.getToasts() as { id: string | number; type?: string }[], seen.current, pathname, Date.now())) toast.dismiss(id);
  }, [pathname]);
}
