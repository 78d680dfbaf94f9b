/**
 * The bad values the fuzz test puts into a valid request, one field at a time: what the store cannot
 * hold (NUL, lone surrogates), what no field should take (100,000 characters), integers just past
 * int4 and below zero, and ids that are not ids. Pure: the e2e test sends what these build.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Leaf {
  path: (string | number)[];
  value: Json;
  /** Named like an id (userId, petID, ID, addonIds[0]). */
  isId: boolean;
}

export interface Variant<Value> {
  label: string;
  value: Value;
}

const ID_KEY = /(?:^ID$|^id$|[a-z](?:Id|ID|Ids|IDs)$)/;
const HUGE = 'x'.repeat(100_000);
const LONG = 'x'.repeat(10_000);
const INT4_PAST = 2 ** 31;

/** Every scalar of `sample` (null counts: a field the sample leaves empty still takes text). */
export function leavesOf(sample: Json, path: (string | number)[] = [], key = ''): Leaf[] {
  if (Array.isArray(sample)) return sample.flatMap((item, index) => leavesOf(item, [...path, index], key));
  if (sample !== null && typeof sample === 'object') {
    return Object.entries(sample).flatMap(([k, v]) => leavesOf(v, [...path, k], k));
  }
  return [{ path, value: sample, isId: ID_KEY.test(key) }];
}

/** The bad JSON values for one leaf of a body (or of JSON carried in a query parameter). */
export function jsonVariants(leaf: Leaf): Variant<Json>[] {
  const integers: Variant<Json>[] = [
    { label: '2^31', value: INT4_PAST },
    { label: '-1', value: -1 },
  ];
  if (leaf.isId) {
    return [...integers, { label: "'abc'", value: 'abc' }, { label: "'%00'", value: '%00' }, { label: 'NUL', value: '\u0000' }];
  }
  if (typeof leaf.value === 'boolean') return [{ label: 'NUL', value: '\u0000' }];
  const text: Variant<Json>[] = [
    { label: 'NUL', value: 'Rex\u0000' },
    { label: 'lone high surrogate', value: 'Rex\uD800' },
    { label: 'lone low surrogate', value: '\uDC00Rex' },
    { label: 'control character', value: 'Rex\u0007' },
    { label: '100,000 characters', value: HUGE },
  ];
  if (typeof leaf.value === 'number') return [...integers, ...text.slice(0, 1)];
  return typeof leaf.value === 'string' || leaf.value === null ? text : [];
}

/**
 * The bad raw (already percent-encoded) values of one query parameter: a browser cannot send some of
 * them (a lone surrogate as CESU-8, broken UTF-8), an attacker can.
 */
export function queryVariants(leaf: Leaf): Variant<string>[] {
  const integers = [
    { label: '2^31', value: String(INT4_PAST) },
    { label: '-1', value: '-1' },
  ];
  if (leaf.isId) {
    return [...integers, { label: "'abc'", value: 'abc' }, { label: '%00', value: '%00' }, { label: "'%00' literally", value: '%2500' }];
  }
  const text = [
    { label: 'NUL', value: 'Rex%00' },
    { label: 'lone surrogate (CESU-8)', value: 'Rex%ED%A0%80' },
    { label: 'broken UTF-8', value: 'Rex%F0%9F' },
    { label: 'control character', value: 'Rex%07' },
    { label: '100,000 characters', value: HUGE },
    // 100,000 characters overflow the server's 16 KB header limit (a 431 before any route runs).
    { label: '10,000 characters', value: LONG },
  ];
  return typeof leaf.value === 'number' ? [...integers, ...text.slice(0, 1)] : text;
}

/** A deep copy of `sample` with the value at `path` replaced. */
export function withValue<T extends Json>(sample: T, path: (string | number)[], value: Json): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(sample) ? [...sample] : { ...(sample as JsonObject) }) as Record<string | number, Json>;
  copy[head!] = withValue(copy[head!] as Json, rest, value);
  return copy as unknown as T;
}
