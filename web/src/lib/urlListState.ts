/**
 * A list's filters, sort and page as URL search parameters: Back from a row's page returns
 * to the list as it was left. Pure parse/write, so the rules are unit-tested without a router.
 */
export type UrlListValue = string | number | boolean;
export type UrlListDefaults = Record<string, UrlListValue>;

/** Reads each key from `params`, typed by its default; a missing or malformed value is the default. */
export function readListState<T extends UrlListDefaults>(params: URLSearchParams, defaults: T): T {
  const out: Record<string, UrlListValue> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) out[key] = fallback;
    else if (typeof fallback === 'number') out[key] = /^-?\d+$/.test(raw) ? Number(raw) : fallback;
    else if (typeof fallback === 'boolean') out[key] = raw === '1' || raw === 'true';
    else out[key] = raw;
  }
  return out as T;
}

/** Writes `state` over `params`; a value equal to its default leaves the URL, so a plain list has a plain URL. */
export function writeListState<T extends UrlListDefaults>(params: URLSearchParams, state: T, defaults: T): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = state[key];
    if (value === undefined || value === fallback || value === '') next.delete(key);
    else next.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return next;
}
