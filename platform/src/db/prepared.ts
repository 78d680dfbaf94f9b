import { createHash } from 'node:crypto';
import type { Database, SqlExecutor, SqlResult } from './database';

/**
 * Named prepared statements, where the backend supports them (pg), without widening the shared
 * Database contract: openDatabase registers the capability here; other backends fall back to query().
 */
type PreparedRunner = <Row>(name: string, text: string, params: readonly unknown[]) => Promise<SqlResult<Row>>;

const runners = new WeakMap<SqlExecutor, PreparedRunner>();

export function registerPreparedRunner(db: Database, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/**
 * Runs `text` as the named prepared statement `name` (one name per distinct text, please). On anything
 * but an opened Database (a transaction, a test's executor) it is a plain query.
 */
export function queryPrepared<Row = Record<string, unknown>>(
  db: SqlExecutor,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<SqlResult<Row>> {
  const runner = runners.get(db);
  if (!runner) return db.query<Row>(text, params);
  return runner<Row>(name, text, params).catch((error: unknown) => {
    // 'cached plan must not change result type': a table rebuilt with other columns under a statement
    // this connection prepared before. The plain query is right; the stale statement stays unused.
    if ((error as { code?: string }).code === '0A000') return db.query<Row>(text, params);
    throw error;
  });
}

/** Texts given a prepared statement by queryPreparedByText so far (each pooled connection keeps them all). */
const namedTexts = new Map<string, string>();
const MOST_NAMED_TEXTS = 200;

/**
 * queryPrepared for a text built at run time (a list's filters and order): named by its hash, so each
 * distinct text is parsed and planned once per connection. Past MOST_NAMED_TEXTS distinct texts, a
 * plain query (the connections' memory stays bounded).
 */
export function queryPreparedByText<Row = Record<string, unknown>>(db: SqlExecutor, text: string, params: readonly unknown[]): Promise<SqlResult<Row>> {
  let name = namedTexts.get(text);
  if (name === undefined) {
    if (namedTexts.size >= MOST_NAMED_TEXTS) return db.query<Row>(text, params);
    name = `pawroute_text_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    namedTexts.set(text, name);
  }
  return queryPrepared<Row>(db, name, text, params);
}
