import { z } from 'zod';
import { fromSpecOrIsoDate, fromSpecTime } from './wire';

/**
 * A body's date and time fields as the spec sends them (wire.ts), read into what events keep: one rule
 * for every body, each with its own message (the spec's words for that field). Use as a zod transform
 * after the field's own handling of blanks and lengths: `.transform(wireDateToIso(M.invalidDate))`.
 */
function readOrIssue(read: (text: string) => string | null, message: string) {
  return <Value>(text: string, ctx: z.RefinementCtx<Value>): string => {
    const value = read(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  };
}

/** 'MM-DD-YYYY' (the API's) or 'YYYY-MM-DD' (a date input's) to 'YYYY-MM-DD'; anything else is `message`. */
export const wireDateToIso = (message: string) => readOrIssue(fromSpecOrIsoDate, message);

/** 'h:mm A' (or 24-hour 'HH:MM') to 'HH:MM'; anything else is `message`. */
export const wireTimeToIso = (message: string) => readOrIssue(fromSpecTime, message);
