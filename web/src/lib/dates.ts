import { businessDateOf, fromSpecDate, toSpecDate } from '@pawroute/domain';
import { businessTimeZone } from './businessTime';

/** An instant (UTC ISO) as the business's calendar date 'MM-DD-YYYY'. */
export function instantDate(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : toSpecDate(businessDateOf(date, businessTimeZone()));
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// Built once: toLocaleDateString builds a formatter on every call (costly on a phone).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as 'dddd, LL' (e.g. 'Tuesday, March 4, 2025'), the day bars' heading. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'MM-DD-YYYY' to the 'YYYY-MM-DD' a date input holds ('' when not a date). */
export const specToInput = (spec: string): string => fromSpecDate(spec) ?? '';

/** A date input's 'YYYY-MM-DD' to 'MM-DD-YYYY' ('' when empty). */
export const inputToSpec = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? toSpecDate(iso) : '');

/** Part 2 §5.7: a query runs only with valid MM-DD-YYYY dates. */
export const isSpecDate = (spec: string): boolean => fromSpecDate(spec) !== null;
