import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import { loadUserRecord, toRecord, USER_COLUMNS, type UserRecord, type UserRow } from '../auth/userRecord';
import { findSession, isIssuedTokenShape, keyOf, toSessionState, type SessionRow } from './sessionStore';
import type { SessionState } from './sessionState';

export interface SessionWithUser {
  session: SessionState;
  /** The session's user as the read tables hold it now; null when anonymous or the user row is gone. */
  user: UserRecord | null;
}

const SESSION_WITH_USER_SQL = `SELECT s.csrf_token, s.user_id, s.expires_at, ${USER_COLUMNS}
   FROM sessions s
   LEFT JOIN users u ON u.id = s.user_id
   LEFT JOIN user_types ut ON ut.id = u.user_type_id
  WHERE s.id = $1 AND s.expires_at > now()`;

/**
 * The session behind a cookie and its user in ONE round trip (every request asks for both): the same
 * rows findSession and loadUserRecord read, joined, so a signed-out session or a deleted user still
 * stops working on the very next request. Before the users read table exists (a fresh database whose
 * projectors have not started), the two queries apart, as before.
 */
export async function findSessionWithUser(db: Database, token: string): Promise<SessionWithUser | null> {
  if (!isIssuedTokenShape(token)) return null;
  let rows: (SessionRow & Partial<UserRow>)[];
  try {
    ({ rows } = await queryPrepared<SessionRow & Partial<UserRow>>(db, 'pawroute_session_with_user', SESSION_WITH_USER_SQL, [keyOf(token)]));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42P01') return findApart(db, token);
    // A users table rebuilt with other column types: this connection's prepared plan is stale; plain query.
    if (code === '0A000') ({ rows } = await db.query<SessionRow & Partial<UserRow>>(SESSION_WITH_USER_SQL, [keyOf(token)]));
    else throw error;
  }
  const row = rows[0];
  if (!row) return null;
  const session = toSessionState(token, row);
  const user = session.userId !== null && row.id !== null && row.id !== undefined ? toRecord(row as UserRow) : null;
  return { session, user };
}

async function findApart(db: Database, token: string): Promise<SessionWithUser | null> {
  const session = await findSession(db, token);
  if (!session) return null;
  return { session, user: session.userId === null ? null : await loadUserRecord(db, session.userId) };
}
