/** The ledger export's money cells; the cells themselves are written by the one CSV writer (shared/csv.ts). */
/** Cents as dollars with two decimals, as a number cell ("-12.5" -> -12.5). */
export const centsToDollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Math.round(cents) / 100;
