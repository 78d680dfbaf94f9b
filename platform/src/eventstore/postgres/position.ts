import type { Position } from '../port';

/**
 * A Postgres position is the pair (transaction id, global sequence), written "tx/seq". Readers order
 * events by that pair, which is the order in which they become visible (see readAll.ts), and must
 * checkpoint both: resuming from the sequence alone skips events (ARCHITECTURE.md).
 */
export interface PgPosition {
  txId: string;
  seq: string;
}

export const START: PgPosition = { txId: '0', seq: '0' };

export function encodePosition(txId: string, seq: string): Position {
  return `${txId}/${seq}`;
}

export function parsePosition(position: Position): PgPosition {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event store position: ${position}`);
  return { txId: match[1], seq: match[2] };
}

export function comparePgPositions(a: Position, b: Position): number {
  const pa = parsePosition(a);
  const pb = parsePosition(b);
  return compareBigints(pa.txId, pb.txId) || compareBigints(pa.seq, pb.seq);
}

function compareBigints(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
