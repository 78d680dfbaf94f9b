import type { SqlExecutor } from '@pawroute/platform';

/**
 * One multi-row upsert per table: the rows travel as a single jsonb parameter and
 * `jsonb_populate_recordset` shapes them by the table's own row type, so a batch of any size is one
 * statement (no bind-parameter limit). Keys of each row are the table's column names.
 */
export async function upsertRows(
  tx: SqlExecutor,
  table: string,
  rows: readonly Record<string, unknown>[],
  key = 'id',
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.join(', ');
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`);
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key}) DO ${updates.length > 0 ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
    [JSON.stringify(rows)],
  );
}
