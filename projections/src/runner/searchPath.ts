import type { SqlExecutor } from '@pawroute/platform';

/** The search path each open transaction was given (absent: the connection's, i.e. the live tables). */
const paths = new WeakMap<SqlExecutor, string>();

/**
 * Points the transaction's unqualified table names at `path` (a rebuild's or a verification's side
 * schema) and remembers it: what a table name means in this transaction (insertColumns keys the column
 * types it keeps by it).
 */
export async function setLocalSearchPath(tx: SqlExecutor, path: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${path}`);
  paths.set(tx, path);
}

export function searchPathOf(tx: SqlExecutor): string {
  return paths.get(tx) ?? '';
}
