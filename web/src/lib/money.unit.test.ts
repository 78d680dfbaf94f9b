import { describe, expect, it } from 'vitest';
import { centsToInput, dollars, inputToCents } from './money';

describe('money on screen', () => {
  it.each([
    [123450, undefined, '$1,234.50'],
    [-500, undefined, '-$5.00'],
    [null, undefined, '$0.00'],
    [null, '—', '—'],
    [1999.6, undefined, '$20.00'],
  ])('%s cents reads %j', (cents, none, text) => expect(dollars(cents, none)).toBe(text));

  it('an input shows cents as dollars and reads typed dollars back as cents', () => {
    expect(centsToInput(3900)).toBe('39.00');
    expect(centsToInput(0, true)).toBe('');
    expect(centsToInput(null)).toBe('');
    expect(centsToInput(-1250)).toBe('-12.50');
    expect(inputToCents('$1,234.567')).toBe(123456);
    expect(inputToCents('-5', true)).toBe(-500);
    expect(inputToCents('abc')).toBe(0);
  });
});
