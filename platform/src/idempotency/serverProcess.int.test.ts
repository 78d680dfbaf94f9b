import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { registerServerProcess, type ServerProcess } from './serverProcess';

/**
 * The owner of an Idempotency-Key claim is a server process, alive exactly while it holds its
 * advisory lock: a retry can tell a dead owner (take over now) from a live one (wait).
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.drop());

const alive = async (process: ServerProcess, bootId: string) =>
  (await test.database.query<{ alive: boolean }>(`SELECT ${process.aliveSql('$1::text')} AS alive`, [bootId])).rows[0]!.alive;

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

    // Its lock connection is cut (a network blip): dead for a moment, then it holds its lock again.
    await test.database.query(
      `SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN server_processes p ON l.objid = p.lock_key::oid
       WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND p.boot_id = $1`,
      [first.bootId],
    );
    await waitUntil('the cut connection let the lock go', async () => !(await alive(second, first.bootId)));
    await waitUntil('the first process holds its lock again', () => alive(second, first.bootId));

    await first.close(); // as a kill -9 would: its connection ends
    await waitUntil('the closed process is dead', async () => !(await alive(second, first.bootId)));
    expect(await alive(second, second.bootId)).toBe(true);
    await second.close();
  });
});
