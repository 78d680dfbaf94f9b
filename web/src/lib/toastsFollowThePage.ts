import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { toast, useSonner } from 'sonner';

/**
 * a success toast belongs to the page it was raised on. "Successfully saved address" still
 * covered the pet line two pages later. A success toast now goes when the user moves to another page,
 * unless it was raised just before the move (within NAVIGATION_GRACE_MS): then it reports the action that
 * moved them ("Successfully completed appointment" on the way to the dashboard) and lives its 5 seconds
 * there (part 2 §9's global toast). Errors, warnings, info (a queued action, an incoming call) are kept:
 * they carry something still to read or to do. docs/DECISIONS.md, "The web app".
 */
export const NAVIGATION_GRACE_MS = 1_000;

/** The success toasts to dismiss on a move at `now`: those first seen more than the grace before it. */
export function toastsLeftBehind(
  toasts: readonly { id: string | number; type?: string }[],
  seenAt: ReadonlyMap<string | number, number>,
  now: number,
): (string | number)[] {
  return toasts
    .filter((t) => t.type === 'success')
    .filter((t) => {
      const first = seenAt.get(t.id);
      // Not seen yet: raised in the same moment as the move, so it belongs to the move.
      return first !== undefined && now - first > NAVIGATION_GRACE_MS;
    })
    .map((t) => t.id);
}

/**
 * Rendered once inside the router: dismisses the success toasts the user has left behind. Only a move
 * the user makes (a link, a tab, back or forward: PUSH and POP) counts; a redirect or a replaced entry
 * (REPLACE, as /dashboard to the user's home) is the same step, so a toast raised just before it stays.
 */
export function useSuccessToastsFollowThePage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { toasts } = useSonner();
  const seenAt = useRef(new Map<string | number, number>());
  const path = useRef(pathname);

  // When each toast first shows; forgotten once it is gone.
  useEffect(() => {
    const live = new Set(toasts.map((t) => t.id));
    for (const id of seenAt.current.keys()) if (!live.has(id)) seenAt.current.delete(id);
    for (const t of toasts) if (!seenAt.current.has(t.id)) seenAt.current.set(t.id, Date.now());
  }, [toasts]);

  useEffect(() => {
    if (path.current === pathname) return;
    path.current = pathname;
    if (navigationType === NavigationType.Replace) return;
    for (const id of toastsLeftBehind(toast.getToasts() as { id: string | number; type?: string }[], seenAt.current, Date.now())) toast.dismiss(id);
  }, [pathname, navigationType]);
}
