import type { QueryClient } from '@tanstack/react-query';
import { peekRedirect } from '../../features/auth';
import { SESSION_KEY } from '../../lib/queryClient';
import type { SessionUser } from '../../lib/session';
import { warmDashboard } from './useWarmDashboard';

/**
 * the moment the session query learns who is signed in (the session check of a page load, or
 * the login's answer), the dashboard's code and the day's data are asked for, before React has rendered
 * anything of it. Bound for the page on screen, or from the sign-in page for where signing in leads.
 * Returns the unsubscribe.
 */
export function warmOnSignIn(client: QueryClient): () => void {
  // Once per sign-in: the session's later refetches (focus, permissions) are not a new arrival.
  let warmedFor: number | null = null;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== SESSION_KEY[0]) return;
    const user = event.query.state.data as SessionUser | null | undefined;
    if (!user || user.ID === warmedFor) {
      if (!user) warmedFor = null;
      return;
    }
    warmedFor = user.ID;
    const here = window.location.pathname;
    warmDashboard(client, user, here.startsWith('/dashboard') ? here : (peekRedirect() ?? '/dashboard'));
  });
}
