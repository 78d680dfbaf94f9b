import type { SqlExecutor } from '@pawroute/platform';

/**
 * One multi-row INSERT per table and batch: the rows travel as one jsonb parameter shaped by the
 * table's own row type, so any batch size is one statement (no bind-parameter limit). Rows are new
 * facts keyed by fresh ids; DO NOTHING keeps a replayed batch harmless.
 */
export async function insertRows(
  tx: SqlExecutor,
  table: string,
  key: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const list = Object.keys(rows[0]).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key}) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
