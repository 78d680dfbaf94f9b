import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { createSession, deleteSession, extendSession, findSession, rotateSession } from './sessionStore';
import { ensureSessionTables } from './sessionTables';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSessionTables(database.database);
  await ensureSessionTables(database.database); // idempotent
});
afterAll(async () => database?.drop());

describe('session store', () => {
  it('creates an anonymous session and finds it by its token', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    expect(session.userId).toBeNull();
    expect(await findSession(db, session.token)).toMatchObject({ csrfToken: session.csrfToken, userId: null });
    expect(await findSession(db, 'x'.repeat(43))).toBeNull();
    expect(await findSession(db, 'not a token')).toBeNull();
  });

  it('rotation signs in under a new token, keeps the CSRF token, and kills the old token', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    const rotated = await rotateSession(db, session, 42, 1);
    expect(rotated.token).not.toBe(session.token);
    expect(rotated.csrfToken).toBe(session.csrfToken);
    expect(await findSession(db, session.token)).toBeNull();
    expect(await findSession(db, rotated.token)).toMatchObject({ userId: 42, csrfToken: session.csrfToken });
  });

  it('an expired session is not found, and extending one keeps it', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    await db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE csrf_token = $1", [session.csrfToken]);
    expect(await findSession(db, session.token)).toBeNull();

    const other = await createSession(db, 1);
    const later = await extendSession(db, other, 48);
    expect(later.getTime()).toBeGreaterThan(other.expiresAt.getTime());
    expect((await findSession(db, other.token))!.expiresAt.getTime()).toBe(later.getTime());
  });

  it('deleting ends the session', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    await deleteSession(db, session.token);
    expect(await findSession(db, session.token)).toBeNull();
  });
});
