/** The repeat choices the form offers, to and from the RRULE the server stores (weekly, monthly, yearly). */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<WeekdayCode, string> = { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' };
export type Frequency = 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface Repeat {
  freq: Frequency;
  interval: number;
  days: WeekdayCode[];
}

export function toRule({ freq, interval, days }: Repeat): string {
  const parts = [`FREQ=${freq}`];
  if (interval > 1) parts.push(`INTERVAL=${interval}`);
  if (freq === 'WEEKLY' && days.length) parts.push(`BYDAY=${WEEKDAYS.filter((d) => days.includes(d)).join(',')}`);
  return parts.join(';');
}

export function fromRule(rule: string): Repeat {
  const parts = new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
  const freq = (['WEEKLY', 'MONTHLY', 'YEARLY'] as const).find((f) => f === parts.get('FREQ')) ?? 'WEEKLY';
  const days = (parts.get('BYDAY') ?? '').split(',').filter((d): d is WeekdayCode => (WEEKDAYS as readonly string[]).includes(d));
  return { freq, interval: Number(parts.get('INTERVAL') ?? 1) || 1, days };
}

/** The weekday code of a local date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): WeekdayCode {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
