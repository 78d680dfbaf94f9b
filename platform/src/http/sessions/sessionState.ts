/** The session behind a request's cookie. */
export interface SessionState {
  /** The cookie value (a random token). Only its SHA-256 is stored. */
  token: string;
  csrfToken: string;
  userId: number | null;
  expiresAt: Date;
}
