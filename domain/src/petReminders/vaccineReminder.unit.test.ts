import { describe, expect, it } from 'vitest';
import { vaccineRemindersDue, type VaccineReminderRecord } from './vaccineReminder';

const TZ = 'America/Chicago';
const RABIES = 1;
const DHPP = 2;
const rec = (recordId: number, expiresOn: string, enteredAt: string, vaccineId = RABIES): VaccineReminderRecord => ({ recordId, vaccineId, expiresOn, enteredAt });

type Row = { given: string; records: VaccineReminderRecord[]; required?: number[]; days?: number; then: [number, string][] };

const rows: Row[] = [
  {
    given: 'a Rabies record expiring Jan 29, entered long before: 10:00 AM CST on Jan 15, 14 days before',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z')],
    then: [[1, '2026-01-15T16:00:00Z']],
  },
  {
    given: 'daylight saving in America/Chicago: 14 days before Mar 22 is Mar 8, the spring-forward day, so 10:00 AM CDT (15:00 UTC)',
    records: [rec(1, '2026-03-22', '2026-01-01T12:00:00Z')],
    then: [[1, '2026-03-08T15:00:00Z']],
  },
  {
    given: 'daylight saving in America/Chicago: 14 days before Nov 15 is Nov 1, the fall-back day, so 10:00 AM CST (16:00 UTC)',
    records: [rec(1, '2026-11-15', '2026-01-01T12:00:00Z')],
    then: [[1, '2026-11-01T16:00:00Z']],
  },
  {
    given: 'the setting says 30 days: 10:00 AM local 30 calendar days before the expiry',
    records: [rec(1, '2026-04-20', '2026-01-01T12:00:00Z')],
    days: 30,
    then: [[1, '2026-03-21T15:00:00Z']],
  },
  {
    given: 'entered after the moment (Jan 20, 2:00 PM local): at the next 10:00 AM local, Jan 21',
    records: [rec(1, '2026-01-29', '2026-01-20T20:00:00Z')],
    then: [[1, '2026-01-21T16:00:00Z']],
  },
  {
    given: 'entered at the very moment (Jan 15, 10:00 AM local): at or after it, so the next 10:00 AM after the entry, Jan 16',
    records: [rec(1, '2026-01-29', '2026-01-15T16:00:00Z')],
    then: [[1, '2026-01-16T16:00:00Z']],
  },
  {
    given: 'entered after the moment at 8:00 AM local: 10:00 AM the same day',
    records: [rec(1, '2026-01-29', '2026-01-20T14:00:00Z')],
    then: [[1, '2026-01-20T16:00:00Z']],
  },
  {
    given: 'entered Jan 20 at 9:00 PM local (already Jan 21 in UTC): the next 10:00 AM local is Jan 21',
    records: [rec(1, '2026-01-29', '2026-01-21T03:00:00Z')],
    then: [[1, '2026-01-21T16:00:00Z']],
  },
  {
    given: 'entered on its expiry date before 10:00 AM local: reminded at 10:00 AM that day (on the expiry date)',
    records: [rec(1, '2026-01-29', '2026-01-29T15:00:00Z')],
    then: [[1, '2026-01-29T16:00:00Z']],
  },
  {
    given: 'entered on its expiry date after 10:00 AM local: the next 10:00 AM is after the expiry date, so never',
    records: [rec(1, '2026-01-29', '2026-01-29T17:00:00Z')],
    then: [],
  },
  {
    given: 'a renewal (new Rabies record) entered Jan 10, before the Jan 15 moment: the old record is not reminded, the renewal is',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z'), rec(2, '2027-01-29', '2026-01-10T12:00:00Z')],
    then: [[2, '2027-01-15T16:00:00Z']],
  },
  {
    given: 'a renewal entered Jan 16, after the moment: the old record was still reminded',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z'), rec(2, '2027-01-29', '2026-01-16T12:00:00Z')],
    then: [[1, '2026-01-15T16:00:00Z'], [2, '2027-01-15T16:00:00Z']],
  },
  {
    given: 'a renewal entered at the very moment is not before it: the old record is reminded',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z'), rec(2, '2027-01-29', '2026-01-15T16:00:00Z')],
    then: [[1, '2026-01-15T16:00:00Z'], [2, '2027-01-15T16:00:00Z']],
  },
  {
    given: 'a late record (reminded Jan 21 at 10:00) renewed Jan 20 at 6:00 PM local, before its moment: not reminded',
    records: [rec(1, '2026-01-29', '2026-01-20T20:00:00Z'), rec(2, '2027-01-29', '2026-01-21T00:00:00Z')],
    then: [[2, '2027-01-15T16:00:00Z']],
  },
  {
    given: 'a DHPP record entered before the moment is not a renewal of Rabies',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z'), rec(2, '2027-01-29', '2026-01-10T12:00:00Z', DHPP)],
    then: [[1, '2026-01-15T16:00:00Z'], [2, '2027-01-15T16:00:00Z']],
  },
  {
    given: 'a vaccine that is not required is not reminded',
    records: [rec(1, '2026-01-29', '2026-01-01T12:00:00Z', DHPP)],
    required: [RABIES],
    then: [],
  },
];

describe('vaccineRemindersDue (docs/RULES.md VAC-REMIND)', () => {
  it.each(rows)('VAC-REMIND: given $given', ({ records, required = [RABIES, DHPP], days = 14, then }) => {
    const due = vaccineRemindersDue(records, required, days, TZ);
    expect(due.map((r) => [r.recordId, r.dueAt])).toEqual(then.map(([id, iso]) => [id, new Date(iso).toISOString()]));
  });
});
