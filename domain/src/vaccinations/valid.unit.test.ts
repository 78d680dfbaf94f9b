import { describe, expect, it } from 'vitest';
import { isExpiredAt, missingVaccines, missingVaccinesAt, type VaccinationDates } from './valid';
import { missingVaccinesMessage } from './messages';

const RABIES = 1;
const DHPP = 2;
const rabies = (givenOn: string, expiresOn: string): VaccinationDates => ({ vaccineId: RABIES, givenOn, expiresOn });
const dhpp = (givenOn: string, expiresOn: string): VaccinationDates => ({ vaccineId: DHPP, givenOn, expiresOn });

describe('VAC-VALID: the required vaccines with no record valid on date D', () => {
  // [given records, required, when D, then missing]
  const cases: [string, VaccinationDates[], number[], string, number[]][] = [
    ['nothing required: nothing missing', [], [], '2026-12-15', []],
    ['required and never recorded: missing', [], [RABIES], '2026-12-15', [RABIES]],
    ['valid through the expiry date itself (inclusive)', [rabies('2025-12-15', '2026-12-15')], [RABIES], '2026-12-15', []],
    ['valid on the date given itself (inclusive)', [rabies('2026-12-15', '2027-12-15')], [RABIES], '2026-12-15', []],
    ['expired the day before D: missing', [rabies('2025-12-14', '2026-12-14')], [RABIES], '2026-12-15', [RABIES]],
    ['given after D: missing', [rabies('2026-12-16', '2027-12-16')], [RABIES], '2026-12-15', [RABIES]],
    ['an old expired record and a renewal: the renewal counts', [rabies('2024-01-01', '2025-01-01'), rabies('2026-01-01', '2027-01-01')], [RABIES], '2026-12-15', []],
    ['another vaccine does not count', [dhpp('2026-01-01', '2027-01-01')], [RABIES], '2026-12-15', [RABIES]],
    ['each missing one named, in the order required', [], [DHPP, RABIES], '2026-12-15', [DHPP, RABIES]],
    ['a record not required changes nothing', [rabies('2026-01-01', '2027-01-01')], [DHPP], '2026-12-15', [DHPP]],
  ];
  it.each(cases)('VAC-VALID: %s', (_name, records, required, date, missing) => {
    expect(missingVaccines(required, records, date)).toEqual(missing);
  });
});

describe('VAC-VALID in the business time zone (America/Chicago)', () => {
  const zone = 'America/Chicago';
  // 2026-12-16T02:00Z is 8:00 PM on 12-15 in Chicago, already 12-16 in UTC.
  const eveningInChicago = '2026-12-16T02:00:00.000Z';
  const record = rabies('2025-12-15', '2026-12-15');

  it('VAC-VALID: an expiry date that is today in Chicago but yesterday in UTC is still valid', () => {
    expect(isExpiredAt(record, eveningInChicago, zone)).toBe(false);
    // The same instant judged in UTC would call it expired: the zone matters.
    expect(isExpiredAt(record, eveningInChicago, 'UTC')).toBe(true);
  });

  it('VAC-VALID: an appointment at 8 PM Chicago on the expiry date is on D = the local date, so nothing is missing', () => {
    expect(missingVaccinesAt([RABIES], [record], eveningInChicago, zone)).toEqual([]);
    expect(missingVaccinesAt([RABIES], [record], eveningInChicago, 'UTC')).toEqual([RABIES]);
  });

  it('VAC-VALID: the next local morning it is expired', () => {
    expect(isExpiredAt(record, '2026-12-16T15:00:00.000Z', zone)).toBe(true);
  });
});

describe('VAC-VALID refusal message', () => {
  it.each([
    [['Rabies'], 'Rabies is missing or expired for Biscuit on 12-15-2026.'],
    [['Rabies', 'DHPP'], 'Rabies and DHPP are missing or expired for Biscuit on 12-15-2026.'],
    [['Rabies', 'DHPP', 'Bordetella'], 'Rabies, DHPP and Bordetella are missing or expired for Biscuit on 12-15-2026.'],
  ])('VAC-VALID: names %j', (names, message) => {
    expect(missingVaccinesMessage(names, 'Biscuit', '12-15-2026')).toBe(message);
  });
});
