import pg from 'pg';
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { benchRebuild } from './rebuild';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pawroute_rbench_${Date.now().toString(36)}`;
const c = new pg.Client({ connectionString: admin }); await c.connect();
await c.query(`CREATE DATABASE ${name}`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
try {
  console.log(JSON.stringify(await benchRebuild(url, { events: 200000 })));
  const db = await openDatabase({ url }); const store = await createPostgresEventStore(db);
  for (const limit of [5000, 10000]) {
    let after: string | null = null; let n = 0; const t0 = Date.now();
    for (;;) { const b = await store.readAll({ after, limit }); n += b.length; if (b.length < limit) break; after = b[b.length-1].position; }
    console.log('read only', limit, n, Math.round(n / ((Date.now() - t0) / 1000)), 'ev/s');
  }
  await store.close(); await db.close();
} finally { await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await c.end(); }
