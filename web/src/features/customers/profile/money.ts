/** Cents as "$39.00" (part 2 §9: two decimals). */
export const dollars = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : `$${(cents / 100).toFixed(2)}`;

/** Cents as the text a money field holds ("39.00"), '' for none. */
export const centsToInput = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
