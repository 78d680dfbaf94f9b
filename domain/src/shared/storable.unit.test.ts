import { describe, expect, test } from 'vitest';
import { idParam, int4, storableCents, storableText } from './storable';

describe('storable types: what the store and the read tables can hold', () => {
  const name = storableText().trim().max(5);
  test.each([
    ['NUL', 'ab\u0000', false],
    ['a lone high surrogate', 'ab\uD800', false],
    ['a lone low surrogate', '\uDC00ab', false],
    ['an escape character', 'a\u001Bb', false],
    ['a C1 control', 'a\u0085b', false],
    ['an emoji (a valid surrogate pair)', 'a\uD83D\uDE00', true],
    ['tab and newline', 'a\tb\n', true],
    ['accents', 'Zoë', true],
  ])('%s', (_, value, ok) => {
    expect(name.safeParse(value).success).toBe(ok);
  });
  test('chains like z.string()', () => {
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('abcdefg').success).toBe(false);
  });
  test('int4 and cents stop at the column range', () => {
    expect(int4().safeParse(2 ** 31).success).toBe(false);
    expect(int4().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(storableCents().safeParse(-1).success).toBe(false);
    expect(storableCents().safeParse(1.5).success).toBe(false);
  });
  test.each([['abc'], ['%00'], ['\u0000'], ['-1'], ['0'], ['2147483648'], ['1e3'], ['']])('id %j is refused', (raw) => {
    expect(idParam().safeParse(raw).success).toBe(false);
  });
  test('ids parse to numbers', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(idParam().parse(7)).toBe(7);
  });
});
