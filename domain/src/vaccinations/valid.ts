import { localDateOf } from '../pets';

/** One vaccination record as VAC-VALID reads it: business-local 'YYYY-MM-DD' dates. */
export interface VaccinationDates {
  vaccineId: number;
  givenOn: string;
  expiresOn: string;
}

/** VAC-VALID: a record is valid on D from its date given through its expiry date, both inclusive. */
export const isValidOn = (record: VaccinationDates, date: string): boolean => record.givenOn <= date && date <= record.expiresOn;

/**
 * VAC-VALID (docs/RULES.md): the required vaccines with no record valid on `date` (a business-local
 * 'YYYY-MM-DD'): none recorded, expired, or given after it. In the order of `required`.
 */
export function missingVaccines(required: readonly number[], records: readonly VaccinationDates[], date: string): number[] {
  return required.filter((vaccineId) => !records.some((r) => r.vaccineId === vaccineId && isValidOn(r, date)));
}

/**
 * VAC-VALID "in the business time zone": whether a record is expired at an instant is judged on the
 * business-local date of that instant, never the UTC one (an expiry of today in Chicago is still valid
 * at 9 PM, when it is already tomorrow in UTC).
 */
export const isExpiredAt = (record: Pick<VaccinationDates, 'expiresOn'>, now: string, timeZone: string): boolean =>
  record.expiresOn < localDateOf(now, timeZone);

/** VAC-VALID for an appointment starting at an instant: judged on its business-local date. */
export const missingVaccinesAt = (required: readonly number[], records: readonly VaccinationDates[], start: string, timeZone: string): number[] =>
  missingVaccines(required, records, localDateOf(start, timeZone));
