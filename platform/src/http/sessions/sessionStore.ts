import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../../db/database';
import type { SessionState } from './sessionState';

/** The session table's operations. Tokens are 256 random bits; only their hash is stored. */

export const newToken = (): string => randomBytes(32).toString('base64url');
export const keyOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const expiry = (ttlHours: number): Date => new Date(Date.now() + ttlHours * 3_600_000);

export interface SessionRow {
  csrf_token: string;
  user_id: number | null;
  expires_at: Date | string;
}

/** A value shaped like a token we issue (43 base64url characters). */
export const isIssuedTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function findSession(db: SqlExecutor, token: string): Promise<SessionState | null> {
  // A cookie we never issued: skip the query (also keeps absurd values out of the logs).
  if (!isIssuedTokenShape(token)) return null;
  const { rows } = await db.query<SessionRow>(
    'SELECT csrf_token, user_id, expires_at FROM sessions WHERE id = $1 AND expires_at > now()',
    [keyOf(token)],
  );
  const row = rows[0];
  return row ? toSessionState(token, row) : null;
}

export function toSessionState(token: string, row: SessionRow): SessionState {
  return {
    token,
    csrfToken: row.csrf_token,
    userId: row.user_id === null ? null : Number(row.user_id),
    expiresAt: new Date(row.expires_at),
  };
}

export async function createSession(db: SqlExecutor, ttlHours: number): Promise<SessionState> {
  const session: SessionState = { token: newToken(), csrfToken: newToken(), userId: null, expiresAt: expiry(ttlHours) };
  await db.query('INSERT INTO sessions (id, user_id, csrf_token, expires_at) VALUES ($1, NULL, $2, $3)', [
    keyOf(session.token),
    session.csrfToken,
    session.expiresAt,
  ]);
  return session;
}

/**
 * Signs the session in under a NEW id (session fixation: a token planted before login is worthless
 * after it). The CSRF token is kept so the tab's cached token stays valid.
 */
export async function rotateSession(
  db: SqlExecutor,
  session: SessionState,
  userId: number,
  ttlHours: number,
): Promise<SessionState> {
  const next: SessionState = { token: newToken(), csrfToken: session.csrfToken, userId, expiresAt: expiry(ttlHours) };
  const { rowCount } = await db.query(
    'UPDATE sessions SET id = $2, user_id = $3, expires_at = $4, created_at = now() WHERE id = $1',
    [keyOf(session.token), keyOf(next.token), userId, next.expiresAt],
  );
  // The session vanished meanwhile (logout in another tab): start a fresh one instead.
  if (rowCount === 0) {
    await db.query('INSERT INTO sessions (id, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)', [
      keyOf(next.token),
      userId,
      next.csrfToken,
      next.expiresAt,
    ]);
  }
  // Opportunistic cleanup; logins are rare enough for this to be cheap.
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  return next;
}

/** Pushes the expiry out (sliding sessions); returns the new expiry. */
export async function extendSession(db: SqlExecutor, session: SessionState, ttlHours: number): Promise<Date> {
  const expiresAt = expiry(ttlHours);
  await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [keyOf(session.token), expiresAt]);
  return expiresAt;
}

export async function deleteSession(db: SqlExecutor, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [keyOf(token)]);
}
