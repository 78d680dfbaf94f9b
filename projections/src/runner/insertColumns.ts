import type { Transaction } from '@pawroute/platform';
import { searchPathOf } from './searchPath';

export interface InsertColumnsOptions {
  /** Unqualified: resolved on the search path, so a rebuild writes its side table. */
  table: string;
  columns: readonly string[];
  /** One object per row with a value (or null) for every column. */
  rows: readonly object[];
  /** `ON CONFLICT ...` (whole clause), or nothing for a plain insert. */
  onConflict?: string;
}

/**
 * `INSERT INTO table (columns) SELECT * FROM unnest($1::type[], $2::type[], ...)`: the rows go as one
 * array per column. PostgreSQL reads arrays far more cheaply than the same rows as one jsonb document,
 * whose input builds and sorts every object before jsonb_populate_recordset takes it apart again (that
 * was a sixth of a rebuild's CPU). The column types come from the table itself (columnTypes).
 */
export async function insertColumns(tx: Transaction, { table, columns, rows, onConflict = '' }: InsertColumnsOptions): Promise<void> {
  if (rows.length === 0) return;
  let typeOf = await columnTypes(tx, table);
  if (columns.some((column) => !typeOf.has(column))) typeOf = await columnTypes(tx, table, { fresh: true });
  const arrays = columns.map((column) => {
    const type = typeOf.get(column);
    if (!type) throw new Error(`insertColumns: ${table} has no column ${column}`);
    // unnest would flatten an array of arrays: such a column needs another way in.
    if (type.endsWith('[]')) throw new Error(`insertColumns: ${table}.${column} is an array (${type})`);
    return { type, literal: arrayLiteral(rows, column, type === 'json' || type === 'jsonb') };
  });
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT * FROM unnest(${arrays.map((a, i) => `$${i + 1}::${a.type}[]`).join(', ')})
     ${onConflict}`,
    arrays.map((a) => a.literal),
  );
}

/**
 * The types of a table's columns, as the table named so in this transaction has them, kept per search
 * path and name: asking the catalogue was one statement per insert, three per write under load. A table's
 * columns are its projector version's (createTables), which a process does not change while it runs: its
 * runner writes no table of an older version (a changed version is rebuilt aside, at this version, first),
 * and a rebuild's side tables are named by their own search path. A column not known is asked again.
 */
const typesKept = new Map<string, Map<string, string>>();
async function columnTypes(tx: Transaction, table: string, { fresh = false } = {}): Promise<Map<string, string>> {
  const key = `${searchPathOf(tx)}|${table}`;
  const kept = typesKept.get(key);
  if (kept && !fresh) return kept;
  const { rows } = await tx.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
       FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  const types = new Map(rows.map((c) => [c.name, c.type]));
  // A table not there yet is not kept: its types are asked again once it exists.
  if (types.size > 0) typesKept.set(key, types);
  return types;
}

/** Forgets the kept column types (after tables were swapped in: insurance, their shapes are this version's). */
export function forgetColumnTypes(): void {
  typesKept.clear();
}

/**
 * The column's values as one PostgreSQL array literal, built here rather than by the driver (which
 * quotes and escapes every element through two regular expressions: half of this helper's time). Numbers
 * and booleans go bare, text quoted with `"` and `\` escaped, null as NULL. json and jsonb values go as
 * their JSON text, escaped the same way; that costs more than a JSON document would, so tables whose rows
 * are mostly JSON (estimates, report_transactions) stay with json_populate_recordset.
 */
function arrayLiteral(rows: readonly object[], column: string, isJson: boolean): string {
  let literal = '{';
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) literal += ',';
    const value = (rows[i] as Record<string, unknown>)[column];
    if (value === null || value === undefined) literal += 'NULL';
    else if (typeof value === 'number' && !isJson) literal += String(value);
    else if (typeof value === 'boolean' && !isJson) literal += value ? 't' : 'f';
    else {
      const text = isJson ? JSON.stringify(value) : value instanceof Date ? value.toISOString() : String(value);
      literal += `"${text.replace(ESCAPED, '\\$&')}"`;
    }
  }
  return `${literal}}`;
}

const ESCAPED = /[\\"]/g;
