import { useSessionUser, type SessionUser } from './session';

/** Inside the dashboard the user is known (RequireAuth rendered it); this reads it without the null case. */
export function useCurrentUser(): SessionUser {
  const { data } = useSessionUser();
  if (!data) throw new Error('useCurrentUser used outside RequireAuth');
  return data;
}
