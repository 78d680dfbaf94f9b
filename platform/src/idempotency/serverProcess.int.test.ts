import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { bootApplicationName, ensureServerProcessTable, registerServerProcess, type ServerProcess } from './serverProcess';

/**
 * The owner of an Idempotency-Key claim is a server process, alive exactly while it holds its
 * advisory lock: a retry can tell a dead owner (take over now) from a live one (wait).
 */
let test: TestDatabase;
let neighbour: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  neighbour = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
  await neighbour?.drop();
});

const alive = async (process: ServerProcess, bootId: string) =>
  (await test.database.query<{ alive: boolean }>(`SELECT ${process.aliveSql('$1::text')} AS alive`, [bootId])).rows[0]!.alive;

/** The backend holding a boot's lock, found by the name its lock connection carries. */
const lockBackends = async (bootId: string) =>
  (await test.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [bootApplicationName(bootId)])).rows[0]!.n;

async function waitUntil(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`waited in vain: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server processes', () => {
  it('alive while it runs, dead once closed; an unknown boot is dead; a lost lock connection is taken again', async () => {
    const first = await registerServerProcess(test.database, test.url);
    const second = await registerServerProcess(test.database, test.url);
    expect(await alive(second, first.bootId)).toBe(true);
    expect(await alive(first, 'no-such-boot')).toBe(false);
    // Each boot says which process it is, and its lock connection which boot it is.
    const { rows } = await test.database.query<{ pid: number; host: string }>('SELECT pid, host FROM server_processes WHERE boot_id = $1', [first.bootId]);
    expect(rows).toEqual([{ pid: process.pid, host: hostname() }]);
    expect(await lockBackends(first.bootId)).toBe(1);

    // Its lock connection is cut (a network blip): dead for a moment, then it holds its lock again.
    await test.database.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
      bootApplicationName(first.bootId),
    ]);
    await waitUntil('the cut connection let the lock go', async () => !(await alive(second, first.bootId)));
    await waitUntil('the first process holds its lock again', () => alive(second, first.bootId));

    await first.close(); // as a kill -9 would: its connection ends
    await waitUntil('the closed process is dead', async () => !(await alive(second, first.bootId)));
    expect(await alive(second, second.bootId)).toBe(true);
    await second.close();
  });

  it("a dead boot is dead although another database's boot holds the same lock key", async () => {
    // Every database numbers its boots from 1, and pg_locks lists every database's advisory locks.
    const dying = await registerServerProcess(test.database, test.url);
    const { rows } = await test.database.query<{ lock_key: number }>('SELECT lock_key FROM server_processes WHERE boot_id = $1', [dying.bootId]);
    const lockKey = rows[0]!.lock_key;
    await ensureServerProcessTable(neighbour.database);
    await neighbour.database.query(`SELECT setval('server_process_lock_seq', $1, false)`, [lockKey]);
    const other = await registerServerProcess(neighbour.database, neighbour.url);
    const { rows: its } = await neighbour.database.query<{ lock_key: number }>('SELECT lock_key FROM server_processes WHERE boot_id = $1', [other.bootId]);
    expect(its[0]!.lock_key).toBe(lockKey);

    const observer = await registerServerProcess(test.database, test.url);
    await dying.close();
    // Its backend has gone (the lock with it); the same key held in the neighbour database must not count.
    await waitUntil("the dying boot's lock connection has ended", async () => (await lockBackends(dying.bootId)) === 0);
    expect(await alive(observer, dying.bootId)).toBe(false);
    expect(await alive(observer, observer.bootId)).toBe(true);
    await observer.close();
    await other.close();
  });
});
