/**
 * Field validators of part 1 §5. Each takes the raw text a form holds and says whether it is valid;
 * "empty values fail only if the field is required", so required-ness is the schema's job, not theirs.
 * The same functions run in the browser (forms) and on the server (zod schemas).
 */

/** The spec's messages for these fields, word for word (part 1 §5, part 2 §5). */
export const VALIDATION_MESSAGES = {
  zipcode: 'Please enter a valid zipcode.',
  mapsco: 'Please enter a valid Mapsco (Ex: 123-A or 123A-A)',
  creditCardInvalid: 'Credit card number is invalid',
  password: 'Password must be at least 10 characters long.',
  passwordSignUp: 'Password must be a minimum of 10 characters.',
  gratuityDollar: 'Invalid dollar amount for default gratuity dollar',
  tripCharge: 'Invalid dollar amount for default trip charge',
  billingZipcode: 'A valid billing zipcode for the credit card is required.',
} as const;

/** Our wording where the spec names a rule but gives no message. */
export const FIELD_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  date: 'Please enter a valid date (MM-DD-YYYY).',
  integer: 'Please enter a whole number.',
  positive: 'Please enter a number of 0 or more.',
  money: 'Please enter a valid dollar amount.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

/** Part 1 §5: text fields default to 50 characters, note areas to 250. */
export const TEXT_MAX = 50;
export const NOTE_MAX = 250;
export const ADDRESS_MAX = 100;
export const PASSWORD_MIN = 10;

// WHATWG's "valid e-mail address", plus a dot in the domain (a bare host is never a customer's address).
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// Optional leading (country) digit, 3-digit area code, 7 digits; common separators allowed.
const PHONE = /^(?:\+?\d[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const INTEGER = /^-?\d+$/;
const ZIPCODE = /^\d{5}(?:-\d{4})?$/;
// 3 digits, optional word character, hyphen, one word character: 123-A, 123A-A.
const MAPSCO = /^\d{3}\w?-\w$/;
const MONEY = /^(?:\d+(?:\.\d{1,2})?|\.\d{1,2})$/;
const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isPhone = (value: string): boolean => PHONE.test(value.trim());
export const isInteger = (value: string): boolean => INTEGER.test(value.trim());
export const isZipcode = (value: string): boolean => ZIPCODE.test(value.trim());
export const isMapsco = (value: string): boolean => MAPSCO.test(value.trim());
export const isMoney = (value: string): boolean => MONEY.test(value.trim());
export const isPassword = (value: string): boolean => value.length >= PASSWORD_MIN;

/** Positive in the spec's sense: a number >= 0. */
export const isPositive = (value: string): boolean => NUMBER.test(value.trim()) && Number(value) >= 0;

/** MM-DD-YYYY and a real calendar day (no 02-30). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value.trim());
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST edges.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Part 1 §9: a Mapsco longer than 6 characters loses its first two (a city prefix such as 'DA'). */
export const normalizeMapsco = (value: string): string => {
  const trimmed = value.trim();
  return trimmed.length > 6 ? trimmed.slice(2) : trimmed;
};

/** Digits only, e.g. for comparing phone numbers however they were typed. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** "12.5" -> 1250. Exact (no floating point). Call only on text that passed isMoney. */
export function moneyToCents(value: string): number {
  const [whole = '', fraction = ''] = value.trim().split('.');
  return Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
}

export type CardBrand = 'Visa' | 'MasterCard' | 'Amex' | 'Discover';

/** Brand by prefix (part 1 §5): Visa 4, MasterCard 51-55, Amex 34/37, Discover 6011/65. */
export function cardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^(?:6011|65)/.test(digits)) return 'Discover';
  return null;
}

/** The Luhn (mod 10) checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A known brand, 14-16 digits (spaces and hyphens ignored) and a valid Luhn checksum. */
export function isCreditCard(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{14,16}$/.test(digits) && cardBrand(digits) !== null && passesLuhn(digits);
}
