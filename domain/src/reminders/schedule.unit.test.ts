import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/localTime';
import { DEFAULT_REMINDER_SETTINGS as D, localInstant, reminderHorizonDays, remindersDue, type ReminderAppointment, type ReminderSettings } from './schedule';

const TZ = 'America/Chicago';
const at = (iso: string): string => new Date(iso).toISOString();
const appt = (date: string, time: string, changedAt = '2026-01-01T00:00:00Z', open = true): ReminderAppointment => ({ appointmentDate: date, startTime: time, changedAt, open });
const only = (first: Partial<ReminderSettings['first']> | null, second: Partial<ReminderSettings['second']> | null, quiet: Partial<ReminderSettings> = {}): ReminderSettings => ({
  ...D,
  first: first ? { ...D.first, ...first } : { ...D.first, enabled: false },
  second: second ? { ...D.second, ...second } : { ...D.second, enabled: false },
  ...quiet,
});

type Row = { rule: string; given: string; settings: ReminderSettings; appointment: ReminderAppointment; channel?: 'text' | 'mail'; then: [string, string][] };

const rows: Row[] = [
  {
    rule: 'REM-OFFSET',
    given: 'defaults (2 days, 2 hours), Tuesday 10:00 CST: the first at Sunday 10:00, the second at 8:00',
    settings: D,
    appointment: appt('2026-01-13', '10:00'),
    then: [['first', '2026-01-11T16:00:00Z'], ['second', '2026-01-13T14:00:00Z']],
  },
  {
    rule: 'REM-OFFSET',
    given: '2 days before across spring forward in America/Chicago (Mar 8 2026): same local time, 47 hours',
    settings: only({}, null),
    appointment: appt('2026-03-09', '10:00'),
    then: [['first', '2026-03-07T16:00:00Z']],
  },
  {
    rule: 'REM-OFFSET',
    given: '48 hours before across spring forward: 48 × 60 minutes, an hour later on the wall clock',
    settings: only({ amount: 48, unit: 'hours' }, null),
    appointment: appt('2026-03-09', '10:00'),
    then: [['first', '2026-03-07T15:00:00Z']],
  },
  {
    rule: 'REM-OFFSET',
    given: '1 day before a 2:30 AM local time that does not exist that day (Mar 8): the first minute after the gap, 3:00 CDT',
    settings: only({ amount: 1 }, null, { quietStart: '00:00', quietEnd: '00:00' }),
    appointment: appt('2026-03-09', '02:30'),
    then: [['first', '2026-03-08T08:00:00Z']],
  },
  {
    rule: 'REM-OFFSET',
    given: '1 day before a 1:30 AM local time that occurs twice (Nov 1): the first, 1:30 CDT',
    settings: only({ amount: 1 }, null, { quietStart: '00:00', quietEnd: '00:00' }),
    appointment: appt('2026-11-02', '01:30'),
    then: [['first', '2026-11-01T06:30:00Z']],
  },
  {
    rule: 'REM-QUIET',
    given: 'a second reminder due 7:00 AM (inside 9 PM–8 AM) goes at 8:00, the end',
    settings: only(null, { amount: 2 }),
    appointment: appt('2026-01-13', '09:00'),
    then: [['second', '2026-01-13T14:00:00Z']],
  },
  {
    rule: 'REM-QUIET',
    given: 'due 6:30 AM for an 8:30 start: the end (8:00) is less than 60 minutes before the start, so at the beginning (9 PM the night before)',
    settings: only(null, { amount: 2 }),
    appointment: appt('2026-01-13', '08:30'),
    then: [['second', '2026-01-13T03:00:00Z']],
  },
  {
    rule: 'REM-QUIET',
    given: 'quiet hours\' first minute is inside (21:00 → 8:00 next day), their end is not (8:00 stays)',
    settings: only({ amount: 1 }, { amount: 1, unit: 'days' }, {}),
    appointment: appt('2026-01-13', '21:00'),
    then: [['second', '2026-01-13T14:00:00Z']],
  },
  {
    rule: 'REM-QUIET',
    given: 'mail is not held: the same 7:00 AM reminder by mail goes at 7:00',
    settings: only(null, { amount: 2 }),
    appointment: appt('2026-01-13', '09:00'),
    channel: 'mail',
    then: [['second', '2026-01-13T13:00:00Z']],
  },
  {
    rule: 'REM-PAST',
    given: 'booked 1 day before a 10:00 appointment: the 2-day reminder is past and not sent, the 2-hour one goes',
    settings: D,
    appointment: appt('2026-01-13', '10:00', '2026-01-12T15:00:00Z'),
    then: [['second', '2026-01-13T14:00:00Z']],
  },
  {
    rule: 'REM-PAST',
    given: 'a reminder at the very minute of booking is not later than it: not sent',
    settings: only(null, {}),
    appointment: appt('2026-01-13', '10:00', '2026-01-13T14:00:00Z'),
    then: [],
  },
  {
    rule: 'REM-PAST',
    given: 'first and second at the same minute after REM-QUIET (both held to 8:00): only the second goes',
    settings: only({ amount: 3, unit: 'hours' }, { amount: 2, unit: 'hours' }),
    appointment: appt('2026-01-13', '10:00'),
    then: [['second', '2026-01-13T14:00:00Z']],
  },
  {
    rule: 'REM-CHANGE',
    given: 'moved to Thursday 11:00 on Monday noon: recomputed from the new start',
    settings: D,
    appointment: appt('2026-01-15', '11:00', '2026-01-12T18:00:00Z'),
    then: [['first', '2026-01-13T17:00:00Z'], ['second', '2026-01-15T15:00:00Z']],
  },
  {
    rule: 'REM-CHANGE',
    given: 'cancelled or deleted: dropped',
    settings: D,
    appointment: appt('2026-01-13', '10:00', '2026-01-01T00:00:00Z', false),
    then: [],
  },
];

describe('remindersDue (docs/RULES.md)', () => {
  it.each(rows)('$rule: $given', ({ settings, appointment, channel, then }) => {
    const due = remindersDue(appointment, settings, TZ, channel);
    expect(due.map((r) => [r.which, r.dueAt])).toEqual(then.map(([w, iso]) => [w, at(iso)]));
  });

  it('REM-OFFSET: local times in America/Chicago, gap and repeated hour', () => {
    expect(new Date(localInstant('2026-03-08', '02:30', TZ)).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(localInstant('2026-11-01', '01:30', TZ)).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(new Date(localInstant('2026-07-01', '09:15', TZ)).toISOString()).toBe('2026-07-01T14:15:00.000Z');
  });
});

describe('reminderHorizonDays: how far ahead the sender looks', () => {
  const off = { enabled: false, amount: 0, unit: 'days' } as const;
  it.each([
    // given the two offsets, then the days ahead
    ['the defaults (2 days, 2 hours)', D, 4],
    ['30 days and 2 hours', { ...D, first: { enabled: true, amount: 30, unit: 'days' } }, 32],
    ['first off, 49 hours', { ...D, first: off, second: { enabled: true, amount: 49, unit: 'hours' } }, 5],
    ['both off', { ...D, first: off, second: { ...off, unit: 'hours' } }, 2],
  ] as [string, ReminderSettings, number][])('%s', (_, settings, days) => {
    expect(reminderHorizonDays(settings)).toBe(days);
  });

  it('no appointment past the horizon has a reminder due by the end of today (REM-OFFSET, REM-QUIET), by text or mail', () => {
    const zone = 'America/Chicago';
    const today = '2026-11-01'; // the day the clocks go back: the longest local day
    const endOfToday = localInstant(addDays(today, 1), '00:00', zone);
    const settingsList: ReminderSettings[] = [
      D,
      { ...D, first: { enabled: true, amount: 1, unit: 'days' }, second: { enabled: true, amount: 23, unit: 'hours' }, quietStart: '12:00', quietEnd: '11:59' },
      { ...D, first: { enabled: true, amount: 7, unit: 'days' }, quietStart: '00:00', quietEnd: '23:59' },
      // A text due at 00:30 inside quiet hours that end 15 minutes before the next midnight goes at their
      // beginning the evening before: a day earlier than its offset says.
      { ...D, first: off, second: { enabled: true, amount: 24, unit: 'hours' }, quietStart: '23:50', quietEnd: '23:45' },
    ];
    const early: string[] = [];
    for (const settings of settingsList) {
      const firstDate = addDays(today, reminderHorizonDays(settings) + 1);
      for (let h = 0; h < 24; h += 1) {
        for (const channel of ['text', 'mail'] as const) {
          const appointment = { appointmentDate: firstDate, startTime: `${String(h).padStart(2, '0')}:30`, changedAt: '2026-01-01T00:00:00Z', open: true };
          for (const r of remindersDue(appointment, settings, zone, channel)) if (Date.parse(r.dueAt) < endOfToday) early.push(`${firstDate} ${appointment.startTime} ${channel} ${r.which} ${r.dueAt}`);
        }
      }
    }
    expect(early).toEqual([]);
  });
});
