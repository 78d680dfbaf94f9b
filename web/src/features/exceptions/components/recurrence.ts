import { formatRule, readRule, RRULE_WEEKDAYS, simpleRule, weekdayCodeOf, type RruleWeekday } from '@pawroute/domain';

/** The repeat choices the form offers, to and from the RRULE the server stores (domain exceptions/rrule.ts). */
export const WEEKDAYS = RRULE_WEEKDAYS;
export type WeekdayCode = RruleWeekday;
export const WEEKDAY_LABELS: Record<WeekdayCode, string> = { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' };
export type Frequency = 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface Repeat {
  freq: Frequency;
  interval: number;
  days: WeekdayCode[];
}

export function toRule({ freq, interval, days }: Repeat): string {
  const byDay = freq === 'WEEKLY' ? WEEKDAYS.filter((d) => days.includes(d)).map((day) => ({ ordinal: null, day })) : [];
  return formatRule(simpleRule(freq, Math.max(1, interval), byDay));
}

/** A stored rule the form shows; one it cannot read starts as every week. */
export function fromRule(rule: string): Repeat {
  const parsed = readRule(rule);
  if (!parsed) return { freq: 'WEEKLY', interval: 1, days: [] };
  return { freq: parsed.freq, interval: parsed.interval, days: parsed.byDay.map((b) => b.day) };
}

/** The weekday code of a local date 'YYYY-MM-DD'. */
export const weekdayOf = weekdayCodeOf;

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
