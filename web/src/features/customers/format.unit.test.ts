import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';

describe('formatPhone (part 1 §9)', () => {
  it.each([
    ['2145550142', '(214) 555-0142'],
    ['(214) 555-0142', '(214) 555-0142'],
    ['214.555.0142', '(214) 555-0142'],
    ['12145550142', '+1 (214) 555-0142'],
    ['+1 214 555 0142', '+1 (214) 555-0142'],
    ['555-0142', '555-0142'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});
