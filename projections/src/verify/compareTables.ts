import type { SqlExecutor } from '@pawroute/platform';
import { quoteIdent } from '../rebuild/sideSchema';

/** One row that is not the same live and rebuilt; null on the side that has no such row. */
export interface RowDifference {
  /** The row's primary key (column -> value), or the whole row when the table has none. */
  key: Record<string, unknown>;
  live: Record<string, unknown> | null;
  rebuilt: Record<string, unknown> | null;
}

export interface TableDifference {
  table: string;
  /** Rows only live plus rows only rebuilt (a changed row counts on both sides). */
  differingRows: number;
  /** The first few, paired by primary key. */
  rows: RowDifference[];
}

/** How many differing rows of a table are named. */
export const ROWS_NAMED = 5;

async function primaryKey(tx: SqlExecutor, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = to_regclass($1) AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

/**
 * Every row of `public.<table>` against `<schema>.<table>`, as jsonb (so json columns compare too, and
 * column order does not matter), as multisets (EXCEPT ALL: a duplicated row is a difference). `ignore`
 * names columns that record when a row was written rather than what the events say.
 */
export async function compareTable(tx: SqlExecutor, schema: string, table: string, ignore: readonly string[] = []): Promise<TableDifference | null> {
  const keyColumns = await primaryKey(tx, table);
  // Ordered by key, so a row changed on one side meets its other version in the first rows named.
  const order = keyColumns.length > 0 ? keyColumns.map((_, i) => `r -> $${i + 3}::text`).join(', ') : 'r::text';
  const live = `public.${quoteIdent(table)}`;
  const rebuilt = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  const { rows } = await tx.query<{ side: 'live' | 'rebuilt'; r: Record<string, unknown>; n: string }>(
    `WITH l AS (SELECT to_jsonb(t) - $1::text[] AS r FROM ${live} t),
          s AS (SELECT to_jsonb(t) - $1::text[] AS r FROM ${rebuilt} t),
          d AS (SELECT 'live' AS side, r FROM (SELECT r FROM l EXCEPT ALL SELECT r FROM s) x
                UNION ALL
                SELECT 'rebuilt' AS side, r FROM (SELECT r FROM s EXCEPT ALL SELECT r FROM l) y)
     SELECT side, r, count(*) OVER ()::text AS n FROM d ORDER BY ${order}, side LIMIT $2`,
    [[...ignore], ROWS_NAMED * 2, ...keyColumns],
  );
  if (rows.length === 0) return null;
  const keyOf = (r: Record<string, unknown>) => (keyColumns.length > 0 ? Object.fromEntries(keyColumns.map((c) => [c, r[c]])) : r);
  const paired = new Map<string, RowDifference>();
  for (const { side, r } of rows) {
    const key = keyOf(r);
    const id = JSON.stringify(key);
    const entry = paired.get(id) ?? { key, live: null, rebuilt: null };
    entry[side] = r;
    paired.set(id, entry);
  }
  return { table, differingRows: Number(rows[0]!.n), rows: [...paired.values()].slice(0, ROWS_NAMED) };
}
