import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { testServerUrl } from '@pawroute/platform/testing';

/**
 * The seeded database a default test server starts from. Migrating, seeding the reference data and the
 * demo people and projecting them took 3 s of every test server's start on a quiet machine (13 s beside
 * other work), in about 150 servers a run. It is made once per version of the code that writes it and
 * each test server's database is a copy of it (CREATE DATABASE … TEMPLATE, a fraction of a second):
 * the same tables, events and read models a fresh start would have made, so no test shares state.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The code that decides what a fresh, seeded database holds (schemas, deciders, projectors, the seed). */
const SOURCES = ['domain/src', 'platform/src', 'projections/src', 'command-api/src', 'query-api/src', 'ops/src'];
const PREFIX = 'pawroute_tpl_';
const KEEP_OLDER = 4;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
    });
}

/** Names the template by the code that made it: any change to that code makes (and uses) a new one. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of sourceFiles(join(root, dir))) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let made: Promise<string> | null = null;

/**
 * The template's name, made first if this version of the code has none: `build` seeds a fresh database
 * and returns its name once every connection to it is closed. Only a complete build is renamed to the
 * template's name, so a run killed mid-build leaves no half-made template.
 */
export function seededTemplate(build: () => Promise<string>): Promise<string> {
  made ??= (async () => {
    const name = templateName();
    const exists = await onServer(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
    if (exists) return name;
    const built = await build();
    await onServer(async (c) => {
      try {
        // The closed server's pools may still be letting their last connections go.
        await c.query(`ALTER DATABASE ${built} WITH ALLOW_CONNECTIONS false`);
        await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [built]);
        await c.query(`ALTER DATABASE ${built} RENAME TO ${name}`);
      } catch (error) {
        // Another run made it meanwhile: theirs stands.
        if ((error as { code?: string }).code !== '42P04') throw error;
        await c.query(`DROP DATABASE IF EXISTS ${built} WITH (FORCE)`);
        return;
      }
      // No connections (autovacuum's included), so a copy never finds it in use.
      await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
      // Templates of older code: the newest few stay (another run on other code may be copying one).
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2 ORDER BY oid DESC OFFSET ${KEEP_OLDER}`,
        [`${PREFIX}%`, name],
      );
      for (const old of rows) {
        await c.query(`ALTER DATABASE ${old.datname} WITH IS_TEMPLATE false`);
        await c.query(`DROP DATABASE IF EXISTS ${old.datname} WITH (FORCE)`);
      }
    });
    return name;
  })();
  made.catch(() => (made = null));
  return made;
}
