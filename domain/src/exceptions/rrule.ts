import { DomainError } from '../shared/errors';
import { EXCEPTION_MESSAGES } from './messages';

/**
 * The part of RFC 5545 RRULE an exception may use, matching the spec's recurring types (weekly,
 * monthly, yearly). The rule is stored as a canonical string without DTSTART or UNTIL: the start is
 * the RecurringPattern's startDate at the event's start time, the end its endDate (local dates).
 */
/** The seeded recurring types (options/referenceData: weekly 1, monthly 2, yearly 3) by RRULE FREQ. */
export const RULE_RECURRING_TYPE_IDS = { WEEKLY: 1, MONTHLY: 2, YEARLY: 3 } as const;
export type Frequency = keyof typeof RULE_RECURRING_TYPE_IDS;
/** RRULE's weekday codes, Sunday first: the one list the server and every recurrence form use. */
export const RRULE_WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type RruleWeekday = (typeof RRULE_WEEKDAYS)[number];
type Weekday = RruleWeekday;

/** The RRULE weekday code of a local date 'YYYY-MM-DD'. */
export function weekdayCodeOf(date: string): RruleWeekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return RRULE_WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

export interface ByDay {
  /** 1..5 or -1 (last), monthly rules only; null for every such weekday. */
  ordinal: number | null;
  day: Weekday;
}

export interface ParsedRule {
  freq: Frequency;
  interval: number;
  byDay: ByDay[];
  byMonthDay: number[];
  byMonth: number[];
  count: number | null;
  /** From an UNTIL in the input, as a local date; the pattern's endDate then. */
  untilDate: string | null;
}

const invalid = () => new DomainError(400, EXCEPTION_MESSAGES.ruleInvalid, { rrule: EXCEPTION_MESSAGES.ruleInvalid });

function intList(value: string, min: number, max: number, allowNegativeOne = false): number[] {
  return value.split(',').map((part) => {
    if (!/^-?\d{1,2}$/.test(part)) throw invalid();
    const n = Number(part);
    if ((n < min || n > max) && !(allowNegativeOne && n === -1)) throw invalid();
    return n;
  });
}

/** Parses "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" (an "RRULE:" prefix is allowed); a 400 for anything else. */
export function parseRule(text: string): ParsedRule {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body || body.length > 200) throw invalid();
  const parts = new Map<string, string>();
  for (const piece of body.split(';')) {
    const match = /^([A-Z]+)=([A-Z0-9,+\-]+)$/i.exec(piece.trim());
    if (!match || parts.has(match[1].toUpperCase())) throw invalid();
    parts.set(match[1].toUpperCase(), match[2].toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') throw invalid();
  for (const key of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'COUNT', 'UNTIL', 'WKST'].includes(key)) throw invalid();
  }
  const interval = parts.has('INTERVAL') ? intList(parts.get('INTERVAL')!, 1, 99)[0] : 1;
  const byDay = (parts.get('BYDAY')?.split(',') ?? []).map((code): ByDay => {
    const m = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(code);
    if (!m) throw invalid();
    const ordinal = m[1] === undefined ? null : Number(m[1]);
    if (ordinal !== null && (freq !== 'MONTHLY' || !(ordinal === -1 || (ordinal >= 1 && ordinal <= 5)))) throw invalid();
    return { ordinal, day: m[2] as Weekday };
  });
  const byMonthDay = parts.has('BYMONTHDAY') ? intList(parts.get('BYMONTHDAY')!, 1, 31, true) : [];
  const byMonth = parts.has('BYMONTH') ? intList(parts.get('BYMONTH')!, 1, 12) : [];
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (count !== null && !(Number.isInteger(count) && count >= 1 && count <= 1000)) throw invalid();
  const until = parts.get('UNTIL');
  let untilDate: string | null = null;
  if (until !== undefined) {
    const m = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    if (!m) throw invalid();
    untilDate = `${m[1]}-${m[2]}-${m[3]}`;
  }
  if (count !== null && untilDate !== null) throw invalid();
  return { freq, interval, byDay, byMonthDay, byMonth, count, untilDate };
}

/** A stored rule as a form reads it: parsed, or null when it is not one this codec writes. */
export function readRule(text: string): ParsedRule | null {
  try {
    return parseRule(text);
  } catch {
    return null;
  }
}

/** A rule with only a frequency, an interval and weekdays (what the forms build). */
export const simpleRule = (freq: Frequency, interval: number, byDay: ByDay[] = [], byMonthDay: number[] = []): ParsedRule => ({
  freq,
  interval,
  byDay,
  byMonthDay,
  byMonth: [],
  count: null,
  untilDate: null,
});

/** The canonical stored form (no UNTIL: the pattern's endDate carries it). */
export function formatRule(rule: ParsedRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.ordinal ?? ''}${d.day}`).join(',')}`);
  if (rule.byMonthDay.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byMonth.length) parts.push(`BYMONTH=${rule.byMonth.join(',')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/** The spec's RecurringPattern (part 1 §3), derived from the rule and its start date. */
export interface RecurringPatternFields {
  recurringTypeId: number;
  separationCount: number;
  /** 7 flags, Sunday first, as a 0/1 string. */
  daysOfWeek: string;
  /** 31 flags, day 1 first. */
  daysOfMonth: string;
  /** 5 flags, week 1 first (the last week counts as the 5th). */
  weeksOfMonth: string;
  /** 12 flags, January first. */
  monthsOfYear: string;
}

const flags = (length: number, on: Iterable<number>): string => {
  const set = new Set(on);
  return Array.from({ length }, (_, i) => (set.has(i) ? '1' : '0')).join('');
};

/** `startDate` is YYYY-MM-DD; its weekday, day and month fill in what the rule leaves implicit (RFC 5545). */
export function derivePattern(rule: ParsedRule, startDate: string): RecurringPatternFields {
  const [y, m, d] = startDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const usesWeekdays = rule.byDay.length > 0;
  const days = usesWeekdays ? rule.byDay.map((b) => RRULE_WEEKDAYS.indexOf(b.day)) : rule.freq === 'WEEKLY' ? [weekday] : [];
  const monthDays = rule.byMonthDay.length ? rule.byMonthDay.map((n) => (n === -1 ? 30 : n - 1)) : !usesWeekdays && rule.freq !== 'WEEKLY' ? [d - 1] : [];
  const weeks = rule.byDay.filter((b) => b.ordinal !== null).map((b) => (b.ordinal === -1 ? 4 : b.ordinal! - 1));
  const months = rule.byMonth.length ? rule.byMonth.map((n) => n - 1) : rule.freq === 'YEARLY' ? [m - 1] : [];
  return {
    recurringTypeId: RULE_RECURRING_TYPE_IDS[rule.freq],
    separationCount: rule.interval,
    daysOfWeek: flags(7, days),
    daysOfMonth: flags(31, monthDays),
    weeksOfMonth: flags(5, weeks),
    monthsOfYear: flags(12, months),
  };
}
