import { createHash } from 'node:crypto';
import type { SqlExecutor } from '../../db/database';

/**
 * Ending sessions reaches the live sockets too: logout and a deleted user NOTIFY this channel, and
 * every query process closes the sockets of those sessions (query-api/src/push).
 */
export const SESSIONS_ENDED_CHANNEL = 'pawroute_sessions_ended';

/** Which sockets to close: one session's, or every session of a user. */
export type SessionsEnded = { sessionId: string } | { userId: number };

/** The stored id of a session (the cookie token's SHA-256): what sockets are filed under. */
export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function announceSessionsEnded(db: SqlExecutor, ended: SessionsEnded): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [SESSIONS_ENDED_CHANNEL, JSON.stringify(ended)]);
}

/** A user was deleted: every session of theirs ends now, sockets included. */
export async function endSessionsOfUser(db: SqlExecutor, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await announceSessionsEnded(db, { userId });
}

export function parseSessionsEnded(payload: string): SessionsEnded | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.userId === 'number') return { userId: value.userId };
  } catch {
    // unreadable: ignored
  }
  return null;
}
