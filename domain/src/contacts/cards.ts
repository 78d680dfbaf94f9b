/**
 * Card rules of part 1 §9: expiry is read as MM/YY and lasts to the end of its month; a two-digit
 * year below the current year moves forward 100 years; brand by first digit (4, 5 or 6).
 */
export interface CardExpiry {
  /** 1-12 */
  month: number;
  /** Four digits. */
  year: number;
}

const EXPIRATION = /^(0[1-9]|1[0-2])\/?(\d{2})$/;

/** 'MM/YY' (or 'MMYY') as month and full year; null when it is not that shape. */
export function parseExpiration(value: string, currentYear: number): CardExpiry | null {
  const match = EXPIRATION.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  // A two-digit year read naively lands in the 1900s; below the current year it moves forward a century.
  let year = 1900 + Number(match[2]);
  if (year < currentYear) year += 100;
  return { month, year };
}

/** 'MM/YY' for display and forms. */
export const formatExpiration = ({ month, year }: CardExpiry): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** Expired once the month of expiry is over (cards are good to the end of their month). */
export function isCardExpired(expiry: CardExpiry, today: { year: number; month: number }): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

/** What a card form shows while typing: digits only, the slash added after the month (max 'MM/YY'). */
export function formatExpirationInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && raw.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Part 1 §9: brand by first digit. */
export function brandByFirstDigit(first: string): string | null {
  switch (first[0]) {
    case '3':
      return 'Amex';
    case '4':
      return 'Visa';
    case '5':
      return 'MasterCard';
    case '6':
      return 'Discover';
    default:
      return null;
  }
}

/** The card number as shown: masked to the last four. */
export const maskedCardNumber = (last4: string): string => `•••• •••• •••• ${last4}`;

/** Digits of a typed card number (spaces and hyphens dropped). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');
