import { formatCents, truncatedMoneyToCents } from '@pawroute/domain';

/**
 * Money on screen, one way everywhere: cents in, '$1,234.50' out (part 2 §9: two decimals; domain
 * formatCents). `none` is what a missing amount reads as ('$0.00' unless the screen says '—').
 */
export const dollars = (cents: number | null | undefined, none = '$0.00'): string =>
  cents === null || cents === undefined ? none : formatCents(Math.round(cents));

/** Cents as the text a money input holds: '12.50'; '' for none, and for 0 when `blankZero`. */
export function centsToInput(cents: number | null | undefined, blankZero = false): string {
  if (cents === null || cents === undefined || (blankZero && cents === 0)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Part 2 §5.6: a typed amount truncated to two decimals, an empty one 0. A leading '-' is kept for the
 * signed Other fee; anything that is not an amount reads as 0 (the field shows what was typed).
 */
export function inputToCents(text: string, signed = false): number {
  const value = text.trim();
  if (signed && value.startsWith('-')) return -(truncatedMoneyToCents(value.slice(1)) ?? 0);
  return truncatedMoneyToCents(value.replace(/[$,]/g, '')) ?? 0;
}
