import { z } from 'zod';
import { ISO_DATE } from './calendarDates';
import { ISO_TIME } from './wire';

/**
 * Zod types for values the store and the read tables can hold. Every text field of a command, a query
 * and an event is built from `storableText`; every integer from the bounded integers below, so the
 * HTTP 400 and the column agree (a value the table cannot hold never reaches an event).
 */

/** The messages of these checks (ours: the spec names no message for them). */
export const STORABLE_MESSAGES = {
  controlCharacters: 'Text cannot contain control characters.',
  loneSurrogate: 'Text contains an invalid character.',
  integer: 'Please enter a whole number.',
  tooLarge: 'The number is too large.',
  tooSmall: 'The number is too small.',
} as const;

/** PostgreSQL int4: what an `integer` column holds. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** Integer cents kept in int4 columns: at most $21,474,836.47. */
export const CENTS_MAX = INT4_MAX;

// C0 controls except tab, newline and carriage return; DEL; C1 controls. NUL is among them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL text (UTF-8, no NUL) and a log line can hold `value` as it is. */
export function isStorableText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A string that refuses NUL, other control characters (tab, CR, LF allowed) and lone UTF-16
 * surrogates. Chain `.max()`, `.trim()` and the rest after it as with `z.string()`; `params` as
 * `z.string(params)` (e.g. `{ error }` for a value that is not a string).
 */
export function storableText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).superRefine((value, ctx) => {
    if (CONTROL.test(value)) ctx.addIssue({ code: 'custom', message: STORABLE_MESSAGES.controlCharacters });
    else if (LONE_SURROGATE.test(value)) ctx.addIssue({ code: 'custom', message: STORABLE_MESSAGES.loneSurrogate });
  }) as unknown as z.ZodString;
}

/**
 * A business-local calendar date as events and bodies keep it, 'YYYY-MM-DD' (docs/RULES.md: calendar dates
 * are the business's local dates). `message` for a body whose field shows the spec's words.
 */
export function storableLocalDate(message?: string): z.ZodString {
  return storableText().regex(ISO_DATE, message);
}

/**
 * A business-local wall-clock time as events and bodies keep it, 'HH:MM' (24 h). Only the shape: events
 * written with it must all parse again, so it never grows stricter (wire.ts fromSpecTime checks the range).
 */
export function storableLocalTime(message?: string): z.ZodString {
  return storableText().regex(/^\d{2}:\d{2}$/, message);
}

/** A real 24-hour time 'HH:MM' (00:00 to 23:59, wire.ts ISO_TIME), for the events that always checked the range. */
export function storableClockTime(message?: string): z.ZodString {
  return storableText().regex(ISO_TIME, message);
}

/** An integer an `integer` (int4) column can hold. */
export function int4(): z.ZodNumber {
  return z
    .number({ message: STORABLE_MESSAGES.integer })
    .int({ message: STORABLE_MESSAGES.integer })
    .min(INT4_MIN, { message: STORABLE_MESSAGES.tooSmall })
    .max(INT4_MAX, { message: STORABLE_MESSAGES.tooLarge });
}

/** A positive int4: every numeric id (ids come from int4 sequences). */
export function storableId(): z.ZodNumber {
  return int4().positive();
}

/** Integer cents, 0 or more, that an int4 money column can hold. */
export function storableCents(): z.ZodNumber {
  return int4().nonnegative();
}

/**
 * A numeric id as a query string or path carries it: digits only, within int4 ("abc", "%00", "-1"
 * and 2^31 are 400s, never a database error). A missing id is `message` too.
 */
export function idParam(message = 'Invalid id.'): z.ZodType<number> {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((raw, ctx) => {
      const text = String(raw);
      const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(value) || value < 1 || value > INT4_MAX) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    }) as unknown as z.ZodType<number>;
}
