import { z } from 'zod';
import { storableText } from './storable';

/**
 * The one schema of a list's table state in a query string (docs/DECISIONS.md "Input the store cannot
 * hold"): `sorted` [{id, desc}] and `filtered` [{id, value}] of every paged list (users/getCustomers,
 * transactions/getAll). A filter's text is `storableText`: NUL, control characters and lone surrogates
 * are a 400 with the storable message, never a database error (22021) nor a silently mangled search.
 */

export interface ListParamOptions {
  /** The 400 message of a list that is not JSON, not an array, too long, or names an unknown column. */
  message: string;
  /** The most entries the list may hold. */
  max: number;
  /**
   * Also read the list as repeated query parameters (`filtered=<json>&filtered=<json>`) and a single
   * object for a one-entry list (transactions/getAll's older clients). Off: JSON array text only.
   */
  lenient?: boolean;
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** A query parameter that carries a list of `item`s; absent or empty is []. */
export function listParam<Item extends z.ZodType>(item: Item, options: ListParamOptions) {
  const { message, max, lenient = false } = options;
  return z
    .unknown()
    .transform((raw, ctx): unknown => {
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return [];
      const fail = () => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof raw === 'string') {
        const parsed = parseJson(raw);
        if (!parsed.ok) return fail();
        // JSON null: no list for the lenient reads' older clients; the strict lists ask for an array.
        if (parsed.value === null) return lenient ? [] : fail();
        if (lenient && typeof parsed.value === 'object' && !Array.isArray(parsed.value)) return [parsed.value];
        return parsed.value;
      }
      if (!lenient) return fail();
      if (Array.isArray(raw)) {
        const items: unknown[] = [];
        for (const entry of raw) {
          if (typeof entry !== 'string') {
            items.push(entry);
            continue;
          }
          const parsed = parseJson(entry);
          if (!parsed.ok) return fail();
          items.push(parsed.value);
        }
        return items;
      }
      return typeof raw === 'object' ? [raw] : fail();
    })
    .pipe(z.array(item, { error: message }).max(max, { error: message }))
    .default([]);
}

/** One entry of `sorted`: a column of `ids`, ascending unless `desc` (true/false, or their text). */
export function sortItem<const Id extends string>(ids: readonly [Id, ...Id[]], message: string) {
  return z.object({
    id: z.enum(ids, { error: message }),
    desc: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
      .optional()
      .transform((desc) => desc === true || desc === 'true'),
  });
}

/**
 * One entry of `filtered`: a column of `ids` and its value, text (storable, at most `maxLength`
 * characters), a number or a flag. Text that PostgreSQL or a log line cannot hold answers the storable
 * message (a 400 that says what is wrong with the text), anything else `message`.
 */
export function filterItem<const Id extends string>(ids: readonly [Id, ...Id[]], message: string, maxLength = 100) {
  return z.object({
    id: z.enum(ids, { error: message }),
    value: z.union([z.string(), z.number(), z.boolean()], { error: message }).superRefine((value, ctx) => {
      if (typeof value !== 'string') return;
      const text = storableText().max(maxLength, { error: message }).safeParse(value);
      if (!text.success) ctx.addIssue({ code: 'custom', message: text.error.issues[0]?.message ?? message });
    }),
  });
}
