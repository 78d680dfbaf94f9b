import { formatCents } from '@pawroute/domain';

/** Cents as '$1,234.50' (part 2 §9: money has two decimals). */
export const dollars = (cents: number | null | undefined): string => formatCents(Math.round(cents ?? 0));

/** Cents as dollars for a chart axis. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Rates as '40%, 50%'. */
export const ratesText = (rates: readonly number[]): string => rates.map((r) => `${r}%`).join(', ');
