import { describe, expect, it } from 'vitest';
import { comparePgPositions, encodePosition, parsePosition } from './position';

describe('PostgreSQL positions (transaction id / sequence)', () => {
  it('order by transaction id first, numerically, then by sequence', () => {
    // A smaller sequence in a later transaction comes after: that is the commit-order cure.
    expect(comparePgPositions('100/50', '101/7')).toBe(-1);
    expect(comparePgPositions('99/1', '100/1')).toBe(-1);
    expect(comparePgPositions('100/9', '100/10')).toBe(-1);
    expect(comparePgPositions('100/10', '100/10')).toBe(0);
  });

  it('round-trip and refuse garbage', () => {
    expect(parsePosition(encodePosition('18446744073709551615', '9007199254740993'))).toEqual({
      txId: '18446744073709551615',
      seq: '9007199254740993',
    });
    expect(() => parsePosition('12')).toThrow();
  });
});
