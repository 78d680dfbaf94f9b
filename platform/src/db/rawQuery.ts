import { CompiledQuery, type Kysely } from 'kysely';
import type { SqlResult } from './database';

/** Runs plain SQL through a Kysely instance (or transaction), so it shares Kysely's connection handling. */
export async function rawQuery<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kysely: Kysely<any>,
  text: string,
  params: readonly unknown[] = [],
): Promise<SqlResult<Row>> {
  const result = await kysely.executeQuery<Row>(CompiledQuery.raw(text, [...params]));
  // Kysely reports numAffectedRows only for writes; a SELECT's count is its row count.
  const rowCount = result.numAffectedRows !== undefined ? Number(result.numAffectedRows) : result.rows.length;
  return { rows: [...result.rows], rowCount };
}
