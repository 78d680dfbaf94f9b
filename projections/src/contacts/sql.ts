import type { SqlExecutor } from '@pawroute/platform';
import type { Row } from './rows';

/** Many new rows in one statement (rows travel as one jsonb parameter); a replayed batch is harmless. */
export async function insertMany(tx: SqlExecutor, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const list = Object.keys(rows[0]!).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Insert or replace one record; `added_at` of an existing row is kept (an update is no new record). */
export async function upsertOne(tx: SqlExecutor, table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  const list = columns.join(', ');
  const updates = columns.filter((c) => c !== 'id' && c !== 'added_at').map((c) => `${c} = EXCLUDED.${c}`);
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM jsonb_populate_record(NULL::${table}, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(row)],
  );
}

/** One primary per user and kind: a primary record clears the flag on the user's others. */
export async function clearOtherPrimaries(tx: SqlExecutor, table: string, userId: number, keepId: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET is_primary = false WHERE user_id = $1 AND id <> $2 AND is_primary`, [userId, keepId]);
}

export async function deleteIds(tx: SqlExecutor, table: string, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`DELETE FROM ${table} WHERE user_id = $1 AND id = ANY($2::int[])`, [userId, ids]);
}
