import { businessDateOf, fromSpecDate, toSpecDate } from '@pawroute/domain';
import { businessTimeZone } from '../../lib/businessTime';

/** Today on the business's calendar, 'MM-DD-YYYY'. */
export const todaySpec = (): string => toSpecDate(businessDateOf(new Date(), businessTimeZone()));

/** Part 2 §9: the current month (first to last day), 'MM-DD-YYYY'. */
export function currentMonthSpec(): { startDate: string; endDate: string } {
  const today = businessDateOf(new Date(), businessTimeZone());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: toSpecDate(`${today.slice(0, 8)}01`), endDate: toSpecDate(`${today.slice(0, 8)}${String(last).padStart(2, '0')}`) };
}

export const specToInput = (spec: string): string => fromSpecDate(spec) ?? '';
export const inputToSpec = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? toSpecDate(iso) : '');
export const isSpecDate = (spec: string): boolean => fromSpecDate(spec) !== null;
