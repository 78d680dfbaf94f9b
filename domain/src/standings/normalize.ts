import { derivePattern, formatRule, parseRule } from '../exceptions';
import { DomainError } from '../shared/errors';
import type { StandingEvent } from './events';
import type { StandingEventInput } from './bodies';
import { STANDING_DESCRIPTION_MAX, STANDING_EVERY_MAX, STANDING_MESSAGES as M, STANDING_TITLE_MAX } from './messages';

const refuse = (field: string, message: string): never => {
  throw new DomainError(400, message, { [field]: message });
};

function validDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A business-local 'YYYY-MM-DD' or a 400 naming the field. */
export function standingDate(value: string | null | undefined, field: string, required: string): string {
  const v = value?.trim() ?? '';
  if (!v) return refuse(field, required);
  if (!validDate(v)) return refuse(field, M.invalidDate);
  return v;
}

/** 'H:MM' or 'HH:MM' (24 h) padded to 'HH:MM', or a 400 naming the field. */
export function standingTime(value: string | null | undefined, field: string, required: string): string {
  const v = value?.trim() ?? '';
  if (!v) return refuse(field, required);
  const m = /^(\d{1,2}):(\d{2})$/.exec(v);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return refuse(field, M.invalidTime);
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/** Part 1 §5: a standing needs a starting time; the ending time (ours) must come after it, same day. */
export function standingTimes(startTime: string | null | undefined, endTime: string | null | undefined): { startTime: string; endTime: string } {
  const start = standingTime(startTime, 'startTime', M.startTimeRequired);
  const end = standingTime(endTime, 'endTime', M.endTimeRequired);
  if (end <= start) refuse('endTime', M.endBeforeStart);
  return { startTime: start, endTime: end };
}

/** 'Every' (the pattern's separationCount, or the rule's INTERVAL): a positive integer, at most 99. */
function every(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return refuse('RecurringPattern.separationCount', M.everyPositive);
  if (Number(text) > STANDING_EVERY_MAX) return refuse('RecurringPattern.separationCount', M.everyTooLarge);
  return Number(text);
}

/**
 * Part 1 §5 for the recurrence dialogs: 'Title is required', 'A start date is required for the
 * recurrence', 'Every' a positive integer. The RRULE (every N weeks on given days, monthly by weekday
 * or by day, yearly) is parsed by the exceptions' rrule.ts, stored canonically, and the spec's
 * RecurringPattern fields derived from it. The start date is the event's or the pattern's (the same
 * date once normalized); the end date the pattern's, the event's or the rule's UNTIL, else open-ended.
 */
export function normalizeStandingEvent(input: StandingEventInput): StandingEvent {
  const title = input.title?.trim() ?? '';
  if (!title) refuse('title', M.titleRequired);
  if (title.length > STANDING_TITLE_MAX) refuse('title', M.titleTooLong);
  const description = input.description?.trim().slice(0, STANDING_DESCRIPTION_MAX) || null;
  const pattern = input.RecurringPattern ?? {};
  const startDate = standingDate(input.startDate?.trim() || pattern.startDate, 'startDate', M.recurrenceStartRequired);
  const separation = every(pattern.separationCount);
  const ruleText = pattern.rrule?.trim() ?? '';
  if (!ruleText) refuse('RecurringPattern.rrule', M.ruleRequired);
  // An INTERVAL that is not a positive integer is a bad 'Every', said as such (not "the rule is not valid").
  const interval = /(?:^|[;:])\s*INTERVAL=([^;]*)/i.exec(ruleText);
  if (interval) every(interval[1]);
  const rule = parseRule(ruleText);
  const endText = pattern.endDate?.trim() || input.endDate?.trim() || rule.untilDate;
  const endDate = endText ? standingDate(endText, 'endDate', M.invalidDate) : null;
  if (endDate !== null && endDate < startDate) refuse('endDate', M.recurrenceEndBeforeStart);
  const canonical = { ...rule, interval: separation ?? rule.interval, untilDate: null };
  return {
    title,
    description,
    startDate,
    endDate,
    isRecurring: true,
    RecurringPattern: { rrule: formatRule(canonical), ...derivePattern(canonical, startDate), startDate, endDate },
  };
}
