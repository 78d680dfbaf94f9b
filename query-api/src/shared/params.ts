import { APPOINTMENT_MESSAGES as M, APPOINTMENT_STATUSES, fromSpecOrIsoDate, fromSpecTime, idParam, type AppointmentStatus } from '@pawroute/domain';
import { z } from 'zod';

/**
 * Querystring parameters of the appointment reads. Dates arrive as the spec's 'MM-DD-YYYY' (the
 * contract's wire format) or ISO 'YYYY-MM-DD' (the calendar's), times as 'h:mm A' or 'HH:MM'; both
 * become ISO. Anything else is a 400 with the message, never a 500.
 */
const text = (message: string) => z.union([z.string(), z.number()], { error: message }).transform(String);

export const dateParam = (message: string = M.invalidDate) =>
  text(message).transform((value, ctx) => {
    const date = value.length <= 40 ? fromSpecOrIsoDate(value) : null;
    if (date === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

export const timeParam = (message: string = M.invalidTime) =>
  text(message).transform((value, ctx) => {
    const time = value.length <= 20 ? fromSpecTime(value) : null;
    if (time === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return time;
  });

export const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), idParam(message).optional());

const STATUS_NAMES = new Set<string>(APPOINTMENT_STATUSES.map((s) => s.status));
export const UNKNOWN_STATUS = 'Unknown appointment status.';

/** 'waiting,rescheduled' or statuses=waiting&statuses=rescheduled (also statuses[]=...). */
export const statusesParam = z
  .union([z.string(), z.array(z.string()).max(20)], { error: UNKNOWN_STATUS })
  .transform((value, ctx) => {
    const names = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    if (names.length === 0 || names.length > 20 || names.some((name) => !STATUS_NAMES.has(name))) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_STATUS });
      return z.NEVER;
    }
    return [...new Set(names)] as AppointmentStatus[];
  });

export const PAGE_MESSAGE = 'page must be a whole number of 0 or more.';
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_MESSAGE = `pageSize must be between 1 and ${MAX_PAGE_SIZE}.`;

export const pageParam = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int({ error: PAGE_MESSAGE })
  .min(0, { error: PAGE_MESSAGE })
  .max(1_000_000, { error: PAGE_MESSAGE })
  .optional();

export const pageSizeParam = z.coerce
  .number({ error: PAGE_SIZE_MESSAGE })
  .int({ error: PAGE_SIZE_MESSAGE })
  .min(1, { error: PAGE_SIZE_MESSAGE })
  .max(MAX_PAGE_SIZE, { error: PAGE_SIZE_MESSAGE })
  .optional();

export const flagParam = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: message })
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1');

/** At least one page, so a table shows "1 of 1" rather than "1 of 0". */
export const pagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
