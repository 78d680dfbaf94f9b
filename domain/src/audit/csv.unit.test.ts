import { describe, expect, it } from 'vitest';
import { centsToDollars } from './csv';

describe("the audit CSV's money cells", () => {
  it('writes cents as dollars (a number, so a spreadsheet sums it); nothing stays empty', () => {
    expect(centsToDollars(-1250)).toBe(-12.5);
    expect(centsToDollars(null)).toBeNull();
  });
});
