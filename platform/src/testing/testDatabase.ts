import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';

export interface TestDatabase {
  url: string;
  database: Database;
  /** Closes `database` and drops the throwaway database (WITH FORCE: stray connections too). */
  drop(): Promise<void>;
}

export const testServerUrl = (): string =>
  process.env.PAWROUTE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database `pawroute_t_<random>` on the local test server, so tests never share state; a copy of
 * `template` (a database no one is connected to) when given.
 */
export async function createTestDatabase(options: { poolSize?: number; template?: string } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `pawroute_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  let dropped = false;
  return {
    url: url.toString(),
    database,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => undefined);
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
