import { formatCents, truncatedMoneyToCents } from '@pawroute/domain';

/** Cents as '$1,234.50' (part 2 §9: money has two decimals). */
export const dollars = (cents: number | null | undefined): string => formatCents(Math.round(cents ?? 0));

/** Cents as the text a money input shows: '12.50', '' for 0 when `blankZero`. */
export function centsToInput(cents: number, blankZero = false): string {
  if (blankZero && cents === 0) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
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
