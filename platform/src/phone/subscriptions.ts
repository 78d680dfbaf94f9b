import type { SqlExecutor } from '../db/database';

/**
 * Which browser listens on which extension (GET phone/subscribeToPhone): one row per session (the
 * extension lives in the browser's local storage, and a browser is one session), so two browsers of
 * one user may listen on different extensions. In PostgreSQL, so whichever process answers the
 * subscription, every process that hears the PBX finds it.
 */
export async function ensurePhoneTables(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS phone_subscriptions (
    session_id text PRIMARY KEY,
    user_id integer NOT NULL,
    extension text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);
  await db.query(`CREATE INDEX IF NOT EXISTS phone_subscriptions_extension ON phone_subscriptions (extension)`);
  // One row per call and extension: when several processes hear the PBX, only the first one announces it.
  await db.query(`CREATE TABLE IF NOT EXISTS phone_call_announcements (
    call_key text PRIMARY KEY,
    announced_at timestamptz NOT NULL DEFAULT now()
  )`);
}

const ready = new WeakMap<object, Promise<void>>();
function ensured(db: SqlExecutor): Promise<void> {
  let promise = ready.get(db);
  if (!promise) {
    promise = ensurePhoneTables(db).catch((error: unknown) => {
      ready.delete(db);
      throw error;
    });
    ready.set(db, promise);
  }
  return promise;
}

/** Sets (or, with an empty extension, clears) the extension this session listens on. */
export async function subscribeSession(db: SqlExecutor, sessionId: string, userId: number, extension: string): Promise<void> {
  await ensured(db);
  if (extension === '') {
    await db.query(`DELETE FROM phone_subscriptions WHERE session_id = $1`, [sessionId]);
    return;
  }
  await db.query(
    `INSERT INTO phone_subscriptions (session_id, user_id, extension, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (session_id) DO UPDATE SET user_id = EXCLUDED.user_id, extension = EXCLUDED.extension, updated_at = now()`,
    [sessionId, userId, extension],
  );
}

export interface ExtensionListener {
  sessionId: string;
  userId: number;
}

/** The live sessions listening on `extension` (ended sessions are left out and forgotten). */
export async function listenersOf(db: SqlExecutor, extension: string): Promise<ExtensionListener[]> {
  await ensured(db);
  const { rows } = await db.query<{ session_id: string; user_id: number }>(
    `SELECT p.session_id, p.user_id FROM phone_subscriptions p
       JOIN sessions s ON s.id = p.session_id AND s.expires_at > now() AND s.user_id = p.user_id
      WHERE p.extension = $1`,
    [extension],
  );
  return rows.map((r) => ({ sessionId: r.session_id, userId: Number(r.user_id) }));
}

/** True for the first process to claim this (call, extension); the others stay quiet. */
export async function claimCallAnnouncement(db: SqlExecutor, callId: string, extension: string): Promise<boolean> {
  await ensured(db);
  const { rows } = await db.query(
    `INSERT INTO phone_call_announcements (call_key) VALUES ($1) ON CONFLICT (call_key) DO NOTHING RETURNING call_key`,
    [`${callId}|${extension}`],
  );
  if (rows.length > 0 && Math.random() < 0.01) {
    await db.query(`DELETE FROM phone_call_announcements WHERE announced_at < now() - interval '1 day'`);
  }
  return rows.length > 0;
}
