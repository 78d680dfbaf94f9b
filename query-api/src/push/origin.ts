/**
 * A browser always sends Origin with a WebSocket handshake; a page of another site could otherwise open
 * a socket with the user's cookie and read their pushes. Allowed: the server's own origin (same host),
 * or one listed in PAWROUTE_ALLOWED_ORIGINS. No Origin at all is not a browser, and brings no cookie
 * of a victim: allowed (the session still decides what it may see).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
