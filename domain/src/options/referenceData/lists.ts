/**
 * The small reference lists seeded on a fresh install. Ids are stable: other features refer to them
 * by these constants (e.g. ANIMAL_TYPE_IDS.dog, TRANSACTION_REASON_IDS.Appointment).
 */
export const ANIMAL_TYPES = [
  { id: 1, type: 'dog' },
  { id: 2, type: 'cat' },
] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number]['type'];
export const ANIMAL_TYPE_IDS: Record<AnimalType, number> = { dog: 1, cat: 2 };

/** Recurrence of schedule exceptions and standing appointments (part 1 §3 "Recurring type"). */
export const RECURRING_TYPES = [
  { id: 1, type: 'weekly', label: 'Weekly' },
  { id: 2, type: 'monthly', label: 'Monthly' },
  { id: 3, type: 'yearly', label: 'Yearly' },
] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number]['type'];
export const RECURRING_TYPE_IDS: Record<RecurringType, number> = { weekly: 1, monthly: 2, yearly: 3 };

/** How a customer likes to be reached; Text is the default (Management > other). */
export const CONTACT_METHODS = [
  { id: 1, method: 'Phone', isDefault: false },
  { id: 2, method: 'Text', isDefault: true },
  { id: 3, method: 'Email', isDefault: false },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]['method'];
export const CONTACT_METHOD_IDS: Record<ContactMethod, number> = { Phone: 1, Text: 2, Email: 3 };

export const TODO_CATEGORIES = [
  { id: 1, category: 'Call Back' },
  { id: 2, category: 'Schedule' },
  { id: 3, category: 'Estimate Request' },
  { id: 4, category: 'Web Lead' },
  { id: 5, category: 'Billing' },
  { id: 6, category: 'Follow Up' },
] as const;
export type SeededTodoCategory = (typeof TODO_CATEGORIES)[number]['category'];
export const TODO_CATEGORY_IDS = Object.fromEntries(TODO_CATEGORIES.map((c) => [c.category, c.id])) as Record<
  SeededTodoCategory,
  number
>;

export const TRANSACTION_REASONS = [
  { id: 1, reason: 'Appointment' },
  { id: 2, reason: 'Cancellation Fee' },
  { id: 3, reason: 'Returned Payment' },
  { id: 4, reason: 'Reprocess Fee' },
  { id: 5, reason: 'Account Credit' },
  { id: 6, reason: 'Refund' },
  { id: 7, reason: 'Gift Card Purchase' },
  { id: 8, reason: 'Other' },
] as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[number]['reason'];
export const TRANSACTION_REASON_IDS = Object.fromEntries(
  TRANSACTION_REASONS.map((r) => [r.reason, r.id]),
) as Record<TransactionReason, number>;

/**
 * Dallas-Fort Worth cities with their Mapsco letter (the letter after the page number in a Mapsco
 * grid like 123A-A names the city's map book). One letter per city.
 */
export const MAPSCO_CITIES = [
  { id: 1, city: 'Dallas', letter: 'D' },
  { id: 2, city: 'Plano', letter: 'P' },
  { id: 3, city: 'Richardson', letter: 'R' },
  { id: 4, city: 'Garland', letter: 'G' },
  { id: 5, city: 'Irving', letter: 'I' },
  { id: 6, city: 'Frisco', letter: 'F' },
  { id: 7, city: 'McKinney', letter: 'M' },
  { id: 8, city: 'Carrollton', letter: 'C' },
  { id: 9, city: 'Mesquite', letter: 'Q' },
  { id: 10, city: 'Allen', letter: 'A' },
  { id: 11, city: 'Addison', letter: 'B' },
  { id: 12, city: 'Rowlett', letter: 'W' },
  { id: 13, city: 'Rockwall', letter: 'K' },
  { id: 14, city: 'Coppell', letter: 'O' },
  { id: 15, city: 'Lewisville', letter: 'L' },
  { id: 16, city: 'Flower Mound', letter: 'H' },
  { id: 17, city: 'The Colony', letter: 'T' },
  { id: 18, city: 'Farmers Branch', letter: 'E' },
  { id: 19, city: 'Wylie', letter: 'Y' },
  { id: 20, city: 'Sachse', letter: 'S' },
  { id: 21, city: 'Grand Prairie', letter: 'N' },
  { id: 22, city: 'Arlington', letter: 'J' },
  { id: 23, city: 'University Park', letter: 'U' },
  { id: 24, city: 'Duncanville', letter: 'V' },
  { id: 25, city: 'Fort Worth', letter: 'X' },
  { id: 26, city: 'Murphy', letter: 'Z' },
] as const;
