import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { createSession, deleteSession, rotateSession } from './sessionStore';
import { ensureSessionTables } from './sessionTables';
import { ReadCache } from '../readCache';
import { readModelStamp } from '../readModelStamp';
import { findSessionWithUser } from './sessionWithUser';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSessionTables(database.database);
});
afterAll(async () => database?.drop());

/** The columns of the users and user_types read tables that the session's user is read from. */
async function createUserTables(): Promise<void> {
  const db = database.database;
  await db.query(`CREATE TABLE user_types (id integer PRIMARY KEY, name text NOT NULL, permissions jsonb NOT NULL)`);
  await db.query(`CREATE TABLE users (
    id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, email_address text NOT NULL,
    user_type_id integer NOT NULL, customer_id integer NULL, is_account boolean NOT NULL DEFAULT false,
    is_deleted boolean NOT NULL DEFAULT false, profile_picture text NULL)`);
  await db.query(`INSERT INTO user_types VALUES (1, 'Office', '["ViewCustomers"]')`);
  await db.query(`INSERT INTO users (id, first_name, last_name, email_address, user_type_id) VALUES (42, 'Ann', 'Lee', 'ann@example.com', 1)`);
}

describe('session with its user, one query', () => {
  it('before the users table exists, finds the anonymous session alone', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    expect(await findSessionWithUser(db, session.token)).toMatchObject({ session: { userId: null, csrfToken: session.csrfToken }, user: null });
    expect(await findSessionWithUser(db, 'not a token')).toBeNull();
  });

  it('reads the user and permissions as they are now, on every call', async () => {
    await createUserTables();
    const db = database.database;
    const anonymous = await createSession(db, 1);
    expect(await findSessionWithUser(db, anonymous.token)).toMatchObject({ session: { userId: null }, user: null });

    const session = await rotateSession(db, anonymous, 42, 1);
    const first = await findSessionWithUser(db, session.token);
    expect(first?.session).toMatchObject({ userId: 42, csrfToken: anonymous.csrfToken });
    expect(first?.user).toMatchObject({ id: 42, firstName: 'Ann', userTypeName: 'Office', isDeleted: false });
    expect(first?.user?.permissions.ViewCustomers).toBe(true);

    await db.query(`UPDATE user_types SET permissions = '[]' WHERE id = 1`);
    expect((await findSessionWithUser(db, session.token))?.user?.permissions.ViewCustomers).toBe(false);

    await db.query(`UPDATE users SET is_deleted = true WHERE id = 42`);
    expect((await findSessionWithUser(db, session.token))?.user?.isDeleted).toBe(true);

    await db.query(`DELETE FROM users WHERE id = 42`);
    expect(await findSessionWithUser(db, session.token)).toMatchObject({ session: { userId: 42 }, user: null });

    await deleteSession(db, session.token);
    expect(await findSessionWithUser(db, session.token)).toBeNull();
  });

  it('an expired session is not found', async () => {
    const db = database.database;
    const session = await createSession(db, 1);
    await db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE csrf_token = $1", [session.csrfToken]);
    expect(await findSessionWithUser(db, session.token)).toBeNull();
  });

  it('reads the read-cache stamp asked for in the same query: the one the read cache would read apart', async () => {
    const db = database.database;
    const session = await rotateSession(db, await createSession(db, 1), 42, 1);
    const scope = { projectors: ['customers'], tables: ['users'] };
    // No checkpoint table yet: the session alone, no stamp.
    expect(await findSessionWithUser(db, session.token, 'all')).toMatchObject({ session: { userId: 42 }, stamp: null });

    await db.query(`CREATE TABLE public.projection_checkpoints (name text PRIMARY KEY, version integer NOT NULL, checkpoint text)`);
    await db.query(`INSERT INTO public.projection_checkpoints VALUES ('customers', 1, '1:5'), ('estimates', 1, '1:6')`);
    const cache = new ReadCache(db);
    expect((await findSessionWithUser(db, session.token))?.stamp).toBeNull();
    expect((await findSessionWithUser(db, session.token, 'all'))?.stamp).toBe(await cache.stamp());
    expect((await findSessionWithUser(db, session.token, scope))?.stamp).toBe(await readModelStamp(db, scope));
    await db.query(`UPDATE public.projection_checkpoints SET checkpoint = '1:7' WHERE name = 'customers'`);
    expect((await findSessionWithUser(db, session.token, scope))?.stamp).toBe(await readModelStamp(db, scope));
    expect((await findSessionWithUser(db, session.token, scope))?.stamp).toContain('customers:1:1:7');
  });
});
