/**
 * `pawroute bench`: the tracked benchmarks, in one run on one database. Writes bench/results.json.
 * Uses DATABASE_URL when set, else a throwaway database on the local PostgreSQL (never the embedded one:
 * the figures are about the production path).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchAppend } from '../../bench/append';
import { benchRebuild } from '../../bench/rebuild';

const ROOT = new URL('../../..', import.meta.url).pathname;

async function withBenchDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const admin = process.env.PAWROUTE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pawroute_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

export async function run(args: string[]): Promise<void> {
  const events = Number(args.find((a) => a.startsWith('--events='))?.split('=')[1] ?? 200_000);
  const results = await withBenchDatabase(async (url) => {
    console.log('Append: 32 concurrent writers vs raw INSERT ...');
    const append = await benchAppend(url);
    console.log(`Rebuild: ${events} events ...`);
    const rebuild = await benchRebuild(url, { events });
    return { append, rebuild };
  });
  const report = {
    ...results,
    machine: { cpus: cpus().length, node: process.version },
    measuredAt: new Date().toISOString(),
  };
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}
