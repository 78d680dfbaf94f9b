import { useQuery } from '@tanstack/react-query';
import type { Permission, SessionUser, SignedInAnswer } from '@pawroute/domain';
import { apiGetPreloaded, isApiError } from './apiClient';
import { SESSION_KEY } from './queryClient';

export type { SessionUser } from '@pawroute/domain';

export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    // index.html preloads this URL as the page opens; this fetch takes over that answer.
    const body = await apiGetPreloaded<SignedInAnswer>('/api/v4/entrance/check-session-user');
    return body?.user ?? null;
  } catch (e) {
    if (isApiError(e) && e.statusCode === 401) return null;
    throw e;
  }
}

/** The session query: read by the guards, started by the app as it starts (so index.html's preload is used on every page). */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: fetchSessionUser,
  staleTime: 60_000,
  // No retries: the login page must not wait on a server that is down; the guards offer 'Try again'.
  retry: false,
} as const;

/** `undefined` while loading, `null` when nobody is signed in. */
export function useSessionUser() {
  return useQuery(sessionQuery);
}

export const can = (user: SessionUser | null | undefined, permission: Permission): boolean =>
  Boolean(user?.permissions?.[permission]);

export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim();

/**
 * Whether the signed-in user holds a permission (for showing a control; the server checks again).
 * Usable by any feature: the session is app-wide state, not the auth feature's.
 */
export function useCan(permission: Permission): boolean {
  const { data } = useSessionUser();
  return can(data, permission);
}
