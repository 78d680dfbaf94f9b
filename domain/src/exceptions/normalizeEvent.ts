import { DomainError } from '../shared/errors';
import type { ExceptionEvent } from './events';
import type { ExceptionEventInput } from './bodies';
import { ALL_DAY_END, ALL_DAY_START, EXCEPTION_DESCRIPTION_MAX, EXCEPTION_MESSAGES as M, EXCEPTION_TITLE_MAX } from './messages';
import { derivePattern, formatRule, parseRule } from './rrule';
import { fromSpecDate, fromSpecTime } from '../shared/wire';

const refuse = (field: string, message: string): never => {
  throw new DomainError(400, message, { [field]: message });
};

function validDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

// The spec's formats (MM-DD-YYYY, h:mm AM/PM) are taken beside ours (YYYY-MM-DD, HH:MM), as other routes do.
function date(value: string | null | undefined, field: string, required: string): string {
  const given = value?.trim() ?? '';
  const v = fromSpecDate(given) ?? given;
  if (!v) return refuse(field, required);
  if (!validDate(v)) return refuse(field, M.invalidDate);
  return v;
}

function time(value: string | null | undefined, field: string, required: string): string {
  const v = value?.trim() ?? '';
  if (!v) return refuse(field, required);
  if (/[AaPp][Mm]$/.test(v)) return fromSpecTime(v) ?? refuse(field, M.invalidTime);
  const m = /^(\d{1,2}):(\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return refuse(field, M.invalidTime);
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/**
 * Part 2 §5.7: title, start and end dates, and (unless all-day) start and end times are required; the
 * recurrence start date is required when recurring; all-day is 12:00 AM through 11:59 PM. The RRULE is
 * parsed, stored canonically, and the spec's RecurringPattern fields are derived from it.
 */
export function normalizeEvent(input: ExceptionEventInput): ExceptionEvent {
  const title = input.title?.trim() ?? '';
  if (!title) refuse('title', M.titleRequired);
  if (title.length > EXCEPTION_TITLE_MAX) refuse('title', M.titleTooLong);
  const description = input.description?.trim().slice(0, EXCEPTION_DESCRIPTION_MAX) || null;
  const startDate = date(input.startDate, 'startDate', M.startDateRequired);
  const endDate = date(input.endDate, 'endDate', M.endDateRequired);
  const isAllDay = input.isAllDay === true;
  const startTime = isAllDay ? ALL_DAY_START : time(input.startTime, 'startTime', M.startTimeRequired);
  const endTime = isAllDay ? ALL_DAY_END : time(input.endTime, 'endTime', M.endTimeRequired);
  if (`${endDate}T${endTime}` <= `${startDate}T${startTime}`) refuse('endDate', M.endBeforeStart);
  const isRecurring = input.isRecurring === true;
  if (!isRecurring) {
    return { title, description, startDate, endDate, startTime, endTime, isAllDay, isRecurring, RecurringPattern: null };
  }
  const pattern = input.RecurringPattern ?? {};
  const patternStart = date(pattern.startDate, 'RecurringPattern.startDate', M.recurrenceStartRequired);
  if (!pattern.rrule?.trim()) refuse('RecurringPattern.rrule', M.ruleRequired);
  const rule = parseRule(pattern.rrule!);
  const patternEndText = pattern.endDate?.trim() || rule.untilDate;
  const patternEnd = patternEndText ? date(patternEndText, 'RecurringPattern.endDate', M.invalidDate) : null;
  if (patternEnd !== null && patternEnd < patternStart) refuse('RecurringPattern.endDate', M.recurrenceEndBeforeStart);
  const canonical = { ...rule, untilDate: null };
  return {
    title,
    description,
    startDate,
    endDate,
    startTime,
    endTime,
    isAllDay,
    isRecurring,
    RecurringPattern: {
      rrule: formatRule(canonical),
      ...derivePattern(canonical, patternStart),
      startDate: patternStart,
      endDate: patternEnd,
    },
  };
}
