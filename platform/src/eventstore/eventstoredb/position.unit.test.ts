import { describe, expect, it } from 'vitest';
import { compareEsPositions, decodeEsPosition, encodeEsPosition } from './position';

describe('EventStoreDB positions', () => {
  it('round-trip commit and prepare, beyond 2^53', () => {
    const p = { commit: 2n ** 60n + 1n, prepare: 2n ** 60n };
    expect(decodeEsPosition(encodeEsPosition(p))).toEqual(p);
  });

  it('order by commit, then prepare, numerically', () => {
    expect(compareEsPositions('9/9', '10/0')).toBe(-1);
    expect(compareEsPositions('10/2', '10/11')).toBe(-1);
    expect(compareEsPositions('10/11', '10/11')).toBe(0);
    expect(compareEsPositions('11/0', '10/99')).toBe(1);
  });
});
