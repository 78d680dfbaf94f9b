/** Where to go after login: the dashboard path an unauthenticated visit was sent away from. */
const KEY = 'pawroute.redirectAfterLogin';

export function rememberRedirect(path: string): void {
  if (path.startsWith('/dashboard')) sessionStorage.setItem(KEY, path);
}

export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/dashboard') ? path : null;
}

export function peekRedirect(): string | null {
  const path = sessionStorage.getItem(KEY);
  return path && path.startsWith('/dashboard') ? path : null;
}
