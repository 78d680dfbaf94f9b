import { describe, expect, it } from 'vitest';
import { rowsInOrder } from './inOrder';

const row = (tx_id: string, seq: string) => ({ tx_id, seq });

describe('rowsInOrder', () => {
  it('returns rows already in (tx_id, position) order as they are', () => {
    const rows = [row('9', '5'), row('9', '10'), row('10', '2'), row('10', '11')];
    expect(rowsInOrder(rows)).toBe(rows);
  });

  it('sorts rows a plan returned out of order, comparing the decimals as numbers, not as text', () => {
    const rows = [row('10', '2'), row('9', '10'), row('9', '5'), row('100', '1')];
    expect(rowsInOrder(rows)).toEqual([row('9', '5'), row('9', '10'), row('10', '2'), row('100', '1')]);
  });
});
