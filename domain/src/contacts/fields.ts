import { z } from 'zod';
import { INT4_MAX, STORABLE_MESSAGES, isStorableText, storableText } from '../shared/storable';
import { FIELD_MESSAGES } from '../shared/validators';

/**
 * Zod building blocks for the contacts bodies. Every failure carries our message (never zod's
 * default, which may describe the input), since card fields must not echo what was typed.
 */
export const MAX_ID = INT4_MAX;

/** A positive integer id, as a number or digits; anything else (or nothing) is `message`. */
export const idField = (message: string) =>
  z.unknown().optional().transform((value, ctx): number => {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** Text; '' and null mean none. Create: none -> null. */
const textOf = (value: unknown): string | null | undefined | false => {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

interface TextRules {
  max: number;
  /** Message when the value is missing (required field). */
  required?: string;
  /** Checks a present value (after `prepare`). */
  valid?: readonly [check: (value: string) => boolean, message: string];
  prepare?: (value: string) => string;
  /** Message for a value that is not text or too long (default: the length message). */
  invalid?: string;
}

function checkText(value: unknown, rules: TextRules, ctx: z.RefinementCtx): string | null | undefined | typeof z.NEVER {
  const text = textOf(value);
  const tooLong = rules.invalid ?? FIELD_MESSAGES.tooLong(rules.max);
  if (text === false) {
    // Something was sent, just not text: say it is invalid rather than missing where a message says so.
    ctx.addIssue({ code: 'custom', message: rules.invalid ?? rules.required ?? tooLong });
    return z.NEVER;
  }
  if (text === null || text === undefined) {
    if (rules.required) {
      ctx.addIssue({ code: 'custom', message: rules.required });
      return z.NEVER;
    }
    return text;
  }
  if (text.length > rules.max) {
    ctx.addIssue({ code: 'custom', message: tooLong });
    return z.NEVER;
  }
  // Card fields keep their own message: ours must not describe what was typed there either.
  if (!isStorableText(text)) {
    const storable = storableText().safeParse(text);
    ctx.addIssue({ code: 'custom', message: rules.invalid ?? storable.error?.issues[0]?.message ?? STORABLE_MESSAGES.controlCharacters });
    return z.NEVER;
  }
  const prepared = rules.prepare ? rules.prepare(text) : text;
  if (rules.valid && !rules.valid[0](prepared)) {
    ctx.addIssue({ code: 'custom', message: rules.valid[1] });
    return z.NEVER;
  }
  return prepared;
}

/** For create: required text comes out a string, optional text a string or null. */
export const requiredText = (rules: TextRules & { required: string }) =>
  z.unknown().optional().transform((value, ctx) => checkText(value, rules, ctx) as string);
export const optionalText = (rules: TextRules) =>
  z.unknown().optional().transform((value, ctx) => (checkText(value, rules, ctx) ?? null) as string | null);

/** For update: absent = keep (undefined), '' or null = clear (null); a required field cannot be cleared. */
export const updatedText = (rules: TextRules) =>
  z.unknown().optional().transform((value, ctx) => {
    if (value === undefined) return undefined;
    return checkText(value, rules, ctx) as string | null;
  }).optional();

/** true/false; absent or null = undefined. */
export const optionalBoolean = (message: string) =>
  z.unknown().optional().transform((value, ctx): boolean | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }).optional();

function parseOptionalId(value: unknown, ctx: z.RefinementCtx, message: string): number | null | undefined | typeof z.NEVER {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return n;
}

/** For update: an optional id, absent = keep (undefined), null/'' = clear (null). */
export const optionalId = (message: string) =>
  z.unknown().optional().transform((value, ctx) => parseOptionalId(value, ctx, message) as number | null | undefined).optional();

/** For create: an optional id, absent or empty = null. */
export const nullableId = (message: string) =>
  z.unknown().optional().transform((value, ctx) => (parseOptionalId(value, ctx, message) ?? null) as number | null);
