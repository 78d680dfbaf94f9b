import { describe, expect, it } from 'vitest';
import { brandByFirstDigit, formatExpiration, formatExpirationInput, isCardExpired, maskedCardNumber, parseExpiration } from './cards';
import { formatPhoneNumber } from './format';

describe('card expiry (part 1 §9)', () => {
  it.each([
    ['12/30', 2026, { month: 12, year: 2030 }],
    ['01/26', 2026, { month: 1, year: 2026 }],
    ['0125', 2026, { month: 1, year: 2025 }],
    ['05/99', 2026, { month: 5, year: 2099 }],
    ['13/30', 2026, null],
    ['1/30', 2026, null],
    ['12/2030', 2026, null],
  ])('parseExpiration(%j) in %i = %j', (value, year, expected) => {
    expect(parseExpiration(value, year)).toEqual(expected);
  });

  it.each([
    [{ month: 11, year: 2026 }, { year: 2026, month: 11 }, false], // good to the end of its month
    [{ month: 10, year: 2026 }, { year: 2026, month: 11 }, true],
    [{ month: 1, year: 2027 }, { year: 2026, month: 12 }, false],
    [{ month: 12, year: 2025 }, { year: 2026, month: 1 }, true],
  ])('isCardExpired(%j, today %j) = %s', (expiry, today, expired) => {
    expect(isCardExpired(expiry, today)).toBe(expired);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
    ['ab12cd30', '12/30'],
  ])('formatExpirationInput(%j) = %j (auto-formatted MM/YY)', (raw, shown) => {
    expect(formatExpirationInput(raw)).toBe(shown);
  });

  it('formats and masks for display', () => {
    expect(formatExpiration({ month: 3, year: 2031 })).toBe('03/31');
    expect(maskedCardNumber('1111')).toBe('•••• •••• •••• 1111');
  });

  it.each([
    ['4', 'Visa'],
    ['5', 'MasterCard'],
    ['6', 'Discover'],
    ['3', 'Amex'],
    ['9', null],
  ])('brand by first digit %s = %s', (digit, brand) => {
    expect(brandByFirstDigit(digit)).toBe(brand);
  });
});

describe('phone display (part 1 §9)', () => {
  it.each([
    ['2145551234', '(214) 555-1234'],
    ['214-555-1234', '(214) 555-1234'],
    ['12145551234', '+1 (214) 555-1234'],
    ['+1 214 555 1234', '+1 (214) 555-1234'],
    ['555-1234', '555-1234'],
    [null, ''],
  ])('%j -> %j', (value, shown) => {
    expect(formatPhoneNumber(value)).toBe(shown);
  });
});
