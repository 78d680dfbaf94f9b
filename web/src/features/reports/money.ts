/** Cents as dollars for a chart axis. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Rates as '40%, 50%'. */
export const ratesText = (rates: readonly number[]): string => rates.map((r) => `${r}%`).join(', ');
