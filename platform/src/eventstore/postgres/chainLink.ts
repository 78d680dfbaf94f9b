import { createHash } from 'node:crypto';
import { HORIZON_CTE, VISIBLE_BELOW_CTE } from './horizon';

/*
 * The link of one event, computed in JS (verification, sealing); chainSql.ts computes the same in SQL.
 *   link = sha256(link of the previous event of the same stream (empty for revision 0) || content)
 * where content is the canonical text of the row (the version, stream, revision, id, type, data,
 * metadata, tx_id, position, created_at).
 *
 * Version 2 (now written) is the parts as one PostgreSQL text array printed by array_out, which quotes
 * and escapes, so the parts cannot run into each other; building it costs an append less than version
 * 1's length-prefixed concatenation (chainRatio 0.93 against 0.86 on the bench). Events linked under
 * version 1 keep their links and still verify: rowLink tries both.
 */

export const CHAIN_VERSION = 'pawroute-event-v2';
export const CHAIN_VERSION_1 = 'pawroute-event-v1';

/** A row as verification reads it: every part of the content as the database prints it. */
export interface ChainRow {
  tx_id: string;
  seq: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: string;
  metadata: string;
  created_us: string;
  /** Hex; null only if the row was inserted with the trigger disabled. */
  hash: string | null;
  created_at: string;
}

type ContentParts = Pick<ChainRow, 'stream' | 'revision' | 'id' | 'type' | 'data' | 'metadata' | 'tx_id' | 'seq' | 'created_us'>;

const partsOf = (row: ContentParts) => [row.stream, row.revision, row.id, row.type, row.data, row.metadata, row.tx_id, row.seq, row.created_us];

// array_out's rule (arrayfuncs.c): quote an element that is empty, is NULL in any case, or holds a
// quote, a backslash, a brace, the comma or one of C's six spaces; escape quotes and backslashes.
const NEEDS_QUOTES = /[{}",\\ \t\n\r\v\f]/;

/** A text[] as PostgreSQL prints it (ARRAY[...]::text), byte for byte. */
export function pgTextArray(values: readonly string[]): string {
  const element = (value: string) =>
    value === '' || value.toUpperCase() === 'NULL' || NEEDS_QUOTES.test(value) ? `"${value.replace(/(["\\])/g, '\\$1')}"` : value;
  return `{${values.map(element).join(',')}}`;
}

/** The canonical content of a row, version 2 (chainSql.ts contentExpression, byte for byte). */
export function canonicalContent(row: ContentParts): string {
  return pgTextArray([CHAIN_VERSION, ...partsOf(row)]);
}

const field = (value: string) => `${Buffer.byteLength(value, 'utf8')}:${value}`;

/** Version 1's content: each part length-prefixed, one a line. */
export function canonicalContentV1(row: ContentParts): string {
  return [CHAIN_VERSION_1, ...partsOf(row).map(field)].join('\n');
}

/**
 * The link a row must have after `prev`: version 2's, or version 1's for a row linked under version 1
 * (its stored hash is that). A row matching neither gets version 2's, which then differs from its hash.
 */
export function rowLink(prev: string | null, row: ContentParts & Pick<ChainRow, 'hash'>): string {
  const current = linkOf(prev, canonicalContent(row));
  if (row.hash === null || row.hash === current) return current;
  const v1 = linkOf(prev, canonicalContentV1(row));
  return row.hash === v1 ? v1 : current;
}

/** sha256(prev || content), hex. `prev` is hex (or null for revision 0). */
export function linkOf(prev: string | null, content: string): string {
  const hash = createHash('sha256');
  if (prev) hash.update(Buffer.from(prev, 'hex'));
  hash.update(content, 'utf8');
  return hash.digest('hex');
}

/** The store-wide fold a checkpoint signs: sha256(global || link). */
export function foldGlobal(global: string | null, link: string): string {
  const hash = createHash('sha256');
  if (global) hash.update(Buffer.from(global, 'hex'));
  hash.update(Buffer.from(link, 'hex'));
  return hash.digest('hex');
}

/** created_at in microseconds since the epoch, as text (the content's last part). */
export function createdUsSql(column: string): string {
  return `((extract(epoch FROM ${column}) * 1000000)::bigint)::text`;
}

export const CHAIN_COLUMNS = `e.tx_id::text AS tx_id, e.position::text AS seq, e.stream, e.revision::text AS revision, e.id::text AS id,
  e.type, e.data::text AS data, e.metadata::text AS metadata, ${createdUsSql('e.created_at')} AS created_us,
  encode(e.hash, 'hex') AS hash, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The next batch of the final prefix (horizon.ts), in the readers' order. */
export const READ_CHAIN_TO_HORIZON = `WITH ${VISIBLE_BELOW_CTE}, ${HORIZON_CTE}
  SELECT ${CHAIN_COLUMNS} FROM public.events e, horizon h
  WHERE (e.tx_id, e.position) > ($1::text::xid8, $2::bigint) AND (e.tx_id, e.position) <= (h.tx_id, h.position)
  ORDER BY e.tx_id, e.position LIMIT $3`;

export const compareKey = (aTx: string, aSeq: string, bTx: string, bSeq: string): number => {
  const x = BigInt(aTx) - BigInt(bTx);
  if (x !== 0n) return x < 0n ? -1 : 1;
  const y = BigInt(aSeq) - BigInt(bSeq);
  return y === 0n ? 0 : y < 0n ? -1 : 1;
};
