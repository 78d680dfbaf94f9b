import type { Position as EsPosition } from '@eventstore/db-client';
import type { Position } from '../port';

/** An EventStoreDB $all position, written "commit/prepare"; both parts are kept (a checkpoint needs both). */
export function encodeEsPosition(p: EsPosition): Position {
  return `${p.commit}/${p.prepare}`;
}

export function decodeEsPosition(position: Position): EsPosition {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new Error(`Not an EventStoreDB position: ${position}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export function compareEsPositions(a: Position, b: Position): number {
  const pa = decodeEsPosition(a);
  const pb = decodeEsPosition(b);
  return cmp(pa.commit, pb.commit) || cmp(pa.prepare, pb.prepare);
}

const cmp = (x: bigint, y: bigint) => (x < y ? -1 : x > y ? 1 : 0);
