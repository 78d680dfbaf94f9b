import { jsonVariants, leavesOf, queryVariants, withValue, type JsonObject } from './mutations';
import type { FuzzRequest } from './requestTable';
import type { Sendable } from './sendVariant';
import type { ServerRoute } from './serverRoutes';

export const UNKNOWN_PARAMETER = 'unknown parameter with NUL';

export interface LabelledRequest {
  label: string;
  request: Sendable;
}

/** Names a picture could be uploaded under that no stored name may ever be. */
const BAD_FILE_NAMES = [
  { label: 'NUL', value: 'rex\u0000.png' },
  { label: 'lone surrogate', value: 'rex\uD800.png' },
  { label: 'path', value: '../../etc/passwd' },
  { label: 'control character', value: 'rex\u0007.png' },
  { label: '10,000 characters', value: `${'x'.repeat(10_000)}.png` },
];

/**
 * Every broken copy of one valid request: each field of the query, the body and the form replaced in
 * turn by each bad value of its kind; a route without fields gets an unknown parameter holding a NUL.
 */
export function variantsOf(route: ServerRoute, valid: FuzzRequest): LabelledRequest[] {
  const query = valid.query ?? {};
  const base: Sendable = { method: route.method, url: route.url, rawQuery: encodeQueryOf(query) };
  const out: LabelledRequest[] = [];
  const add = (label: string, request: Partial<Sendable>) => out.push({ label, request: { ...base, body: valid.body, ...request } });

  for (const leaf of leavesOf(query)) {
    const [key, ...inner] = leaf.path as [string, ...(string | number)[]];
    if (inner.length === 0) {
      for (const variant of queryVariants(leaf)) add(`?${key}=${variant.label}`, { rawQuery: encodeQueryOf(query, { key, value: variant.value }) });
    } else {
      // A JSON value carried in a parameter (getCustomers' sorted, filtered): break it inside.
      for (const variant of jsonVariants(leaf)) add(`?${leaf.path.join('.')}=${variant.label}`, { rawQuery: encodeQueryOf(withValue(query, leaf.path, variant.value)) });
    }
  }
  if (valid.body) {
    for (const leaf of leavesOf(valid.body)) {
      for (const variant of jsonVariants(leaf)) add(`${leaf.path.join('.')}=${variant.label}`, { body: withValue(valid.body, leaf.path, variant.value) });
    }
  }
  if (valid.multipart) {
    const fields = Object.fromEntries(Object.entries(valid.multipart).map(([k, v]) => [k, String(v)]));
    const form = (changed: Record<string, string>, fileName = 'rex.png') => ({ multipart: { fields: { ...fields, ...changed }, fileName }, body: undefined });
    for (const leaf of leavesOf(valid.multipart as JsonObject)) {
      const key = String(leaf.path[0]);
      for (const variant of jsonVariants(leaf)) add(`form ${key}=${variant.label}`, form({ [key]: String(variant.value) }));
    }
    for (const name of BAD_FILE_NAMES) add(`file name ${name.label}`, form({}, name.value));
  }
  // Only where nothing else is sent: beside valid fields it would be a valid request, really written.
  if (out.length === 0) add(UNKNOWN_PARAMETER, { rawQuery: encodeQueryOf(query, { key: 'fuzz', value: '%00' }) });
  return out;
}

/** The valid request itself, as sent. */
export function sendableOf(route: ServerRoute, valid: FuzzRequest): Sendable {
  const multipart = valid.multipart
    ? { fields: Object.fromEntries(Object.entries(valid.multipart).map(([k, v]) => [k, String(v)])), fileName: 'rex.png' }
    : undefined;
  return { method: route.method, url: route.url, rawQuery: encodeQueryOf(valid.query ?? {}), body: valid.body, multipart };
}

function encodeQueryOf(query: JsonObject, raw?: { key: string; value: string }): string {
  const parts = Object.entries(query).map(([key, value]) => {
    if (raw && raw.key === key) return `${key}=${raw.value}`;
    const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `${key}=${encodeURIComponent(text)}`;
  });
  if (raw && !(raw.key in query)) parts.push(`${raw.key}=${raw.value}`);
  return parts.join('&');
}
