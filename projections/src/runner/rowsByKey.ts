import type { Transaction } from '@pawroute/platform';

/**
 * The rows of `table` whose integer `key` is one of `ids`, each found by its own index probe (OFFSET 0
 * keeps the planner from flattening it): with a rebuild batch's thousands of ids, `key = ANY($1)` may
 * choose a scan of the whole table (appointments/projector.ts found it so). `select` is the select list
 * over the table (alias `t`), e.g. `t.*` or `t.appointment_id, t.changed_at::text AS changed_at`.
 * Unqualified table: resolved on the search path, so a rebuild reads its side table.
 */
export async function rowsByKey<Row extends object>(tx: Transaction, table: string, key: string, ids: Iterable<number>, select = 't.*'): Promise<Row[]> {
  const list = [...new Set(ids)];
  if (list.length === 0) return [];
  const { rows } = await tx.query<Row>(
    `SELECT ${select} FROM (SELECT unnest($1::int[]) AS k) keys CROSS JOIN LATERAL (SELECT * FROM ${table} WHERE ${key} = keys.k OFFSET 0) t`,
    [list],
  );
  return rows;
}
