import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterItem, listParam, sortItem } from './listParams';
import { STORABLE_MESSAGES } from './storable';

const MESSAGE = 'bad list';
const sorted = listParam(sortItem(['a', 'b'], MESSAGE), { message: MESSAGE, max: 2 });
const filtered = listParam(filterItem(['a', 'b'], MESSAGE), { message: MESSAGE, max: 2 });
const lenient = listParam(filterItem(['a', 'b'], MESSAGE), { message: MESSAGE, max: 2, lenient: true });
const messageOf = (schema: z.ZodType, raw: unknown) => {
  const result = schema.safeParse(raw);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the one list schema (sorted, filtered)', () => {
  it('reads JSON array text; absent or empty is no list', () => {
    expect(sorted.parse('[{"id":"a","desc":"true"},{"id":"b"}]')).toEqual([{ id: 'a', desc: true }, { id: 'b', desc: false }]);
    expect(filtered.parse('[{"id":"a","value":"x"},{"id":"b","value":2}]')).toEqual([{ id: 'a', value: 'x' }, { id: 'b', value: 2 }]);
    expect(filtered.parse(undefined)).toEqual([]);
    expect(filtered.parse('')).toEqual([]);
  });

  it.each([
    ['a\u0000b', STORABLE_MESSAGES.controlCharacters],
    ['a\uD800b', STORABLE_MESSAGES.loneSurrogate],
    ['\uDC00', STORABLE_MESSAGES.loneSurrogate],
  ])('filter text %j is refused with the storable message', (value, message) => {
    expect(messageOf(filtered, JSON.stringify([{ id: 'a', value }]))).toBe(message);
    expect(messageOf(lenient, [JSON.stringify({ id: 'a', value })])).toBe(message);
    expect(messageOf(lenient, { id: 'a', value })).toBe(message);
  });

  it.each([
    ['[{"id":', 'not JSON'],
    ['[{"id":"c","value":"x"}]', 'an unknown column'],
    ['[{"id":"a","value":{"$ne":1}}]', 'an object value'],
    [JSON.stringify([{ id: 'a', value: 'x'.repeat(101) }]), 'text past its length'],
    ['[{"id":"a","value":"1"},{"id":"a","value":"1"},{"id":"a","value":"1"}]', 'too many entries'],
  ])('%s (%s) is the list message', (raw) => {
    expect(messageOf(filtered, raw)).toBe(MESSAGE);
  });

  it('repeated parameters and a single object only where lenient', () => {
    expect(lenient.parse(['{"id":"a","value":"x"}', { id: 'b', value: true }])).toEqual([{ id: 'a', value: 'x' }, { id: 'b', value: true }]);
    expect(lenient.parse('{"id":"a","value":"x"}')).toEqual([{ id: 'a', value: 'x' }]);
    expect(messageOf(filtered, ['[]', '[]'])).toBe(MESSAGE);
  });
});
