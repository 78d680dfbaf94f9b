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
  return runner ? runner<Row>(name, text, params) : db.query<Row>(text, params);
}
