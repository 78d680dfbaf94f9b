import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import { loadUserRecord, toRecord, USER_COLUMNS, type UserRecord, type UserRow } from '../auth/userRecord';
import { ALL_READ_MODELS_STAMP_SQL, scopeStampSql, type ReadModelScope } from '../readModelStamp';
import { findSession, isIssuedTokenShape, keyOf, toSessionState, type SessionRow } from './sessionStore';
import type { SessionState } from './sessionState';

export interface SessionWithUser {
  session: SessionState;
  /** The session's user as the read tables hold it now; null when anonymous or the user row is gone. */
  user: UserRecord | null;
  /** The read-cache stamp of the scope asked for, read in the same query; null when none was asked. */
  stamp: string | null;
}

/** Which read-cache stamp to read along (readCache.ts): every read model's, or a scope's. */
export type StampWanted = ReadModelScope | 'all';

const sessionWithUserSql = (stamp: string) => `SELECT s.csrf_token, s.user_id, s.expires_at, ${USER_COLUMNS}${stamp}
   FROM sessions s
   LEFT JOIN users u ON u.id = s.user_id
   LEFT JOIN user_types ut ON ut.id = u.user_type_id
  WHERE s.id = $1 AND s.expires_at > now()`;
const SESSION_WITH_USER_SQL = sessionWithUserSql('');
const WITH_ALL_STAMP_SQL = sessionWithUserSql(`, ${ALL_READ_MODELS_STAMP_SQL} AS stamp`);
const WITH_SCOPE_STAMP_SQL = sessionWithUserSql(`, ${scopeStampSql('$2', '$3')} AS stamp`);

type Row = SessionRow & Partial<UserRow> & { stamp?: string };

/** The prepared statement for what is wanted: its name, text and parameters. */
function statementFor(token: string, stamp: StampWanted | undefined): [string, string, unknown[]] {
  if (stamp === undefined) return ['pawroute_session_with_user', SESSION_WITH_USER_SQL, [keyOf(token)]];
  if (stamp === 'all') return ['pawroute_session_with_user_all_stamp', WITH_ALL_STAMP_SQL, [keyOf(token)]];
  return ['pawroute_session_with_user_scope_stamp', WITH_SCOPE_STAMP_SQL, [keyOf(token), [...stamp.projectors], [...stamp.tables]]];
}

/**
 * The session behind a cookie and its user in ONE round trip (every request asks for both): the same
 * rows findSession and loadUserRecord read, joined, so a signed-out session or a deleted user still
 * stops working on the very next request. Before the users read table exists (a fresh database whose
 * projectors have not started), the two queries apart, as before.
 *
 * `stamp`: also read that read-cache stamp, in the same snapshot (a cached read without
 * X-Pawroute-After saves its own stamp query; its answer is then as of this moment or later).
 */
export async function findSessionWithUser(db: Database, token: string, stamp?: StampWanted): Promise<SessionWithUser | null> {
  if (!isIssuedTokenShape(token)) return null;
  const [name, text, params] = statementFor(token, stamp);
  let rows: Row[];
  try {
    ({ rows } = await queryPrepared<Row>(db, name, text, params));
  } catch (error) {
    const code = (error as { code?: string }).code;
    // No checkpoint or users table yet: without the stamp, then apart.
    if (code === '42P01') return stamp === undefined ? findApart(db, token) : findSessionWithUser(db, token);
    throw error;
  }
  const row = rows[0];
  if (!row) return null;
  const session = toSessionState(token, row);
  const user = session.userId !== null && row.id !== null && row.id !== undefined ? toRecord(row as UserRow) : null;
  return { session, user, stamp: stamp === undefined ? null : (row.stamp ?? '') };
}

async function findApart(db: Database, token: string): Promise<SessionWithUser | null> {
  const session = await findSession(db, token);
  if (!session) return null;
  return { session, user: session.userId === null ? null : await loadUserRecord(db, session.userId), stamp: null };
}
