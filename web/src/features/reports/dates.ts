import { toSpecDate } from '@pawroute/domain';
import { businessToday } from '../../lib/businessTime';

/** Part 2 §9: the current month (first to last day), 'MM-DD-YYYY'. */
export function currentMonthSpec(): { startDate: string; endDate: string } {
  const today = businessToday();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: toSpecDate(`${today.slice(0, 8)}01`), endDate: toSpecDate(`${today.slice(0, 8)}${String(last).padStart(2, '0')}`) };
}
