import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { decideOnlineBooking, decideOnlineChange, obCutoffAllows, obWindowAllows, type OnlineBookingFacts } from './decider';
import { ONLINE_BOOKING_MESSAGES as M } from './messages';
import { DEFAULT_BOOKING_SETTINGS, bookingSettingsDecider } from './settings';

const TZ = 'America/Chicago';
const ON = { ...DEFAULT_BOOKING_SETTINGS, enabled: true, employeeIds: [4], packages: ['b&b' as const] };
// 2026-03-02 09:00 local (CST, UTC-6) is 15:00Z.
const facts = (over: Partial<OnlineBookingFacts> = {}): OnlineBookingFacts => ({
  settings: ON, timeZone: TZ, packages: ['b&b'], employeeId: 4, date: '2026-03-02', start: '09:00',
  gridStarts: ['08:00', '09:00', '10:30'], openStarts: ['09:00', '10:30'], ...over,
});
const outcome = (run: () => void): string => {
  try {
    run();
    return 'ok';
  } catch (e) {
    return e instanceof DomainError ? `${e.statusCode} ${e.message}` : String(e);
  }
};

describe('OB-WINDOW: notice and horizon', () => {
  it.each([
    ['exactly the shortest notice before: offered', '2026-03-01T15:00:00Z', '2026-03-02', '09:00', true],
    ['one minute short of the notice: not offered', '2026-03-01T15:01:00Z', '2026-03-02', '09:00', false],
    ['at the horizon (60 days after today): offered', '2026-01-01T15:00:00Z', '2026-03-02', '09:00', true],
    ['a day past the horizon: not offered', '2026-01-01T15:00:00Z', '2026-03-03', '09:00', false],
    ['elapsed hours across the spring change (23-hour day)', '2026-03-07T15:00:00Z', '2026-03-08', '10:00', true],
  ])('%s', (_rule, now, date, start, offered) => {
    expect(obWindowAllows(ON, now, TZ, date, start)).toBe(offered);
  });
});

describe('OB-CUTOFF: the cutoff minute included', () => {
  it.each([
    ['at the cutoff minute (59 s in): allowed', '2026-03-01T15:00:59Z', true],
    ['the minute after: refused', '2026-03-01T15:01:00Z', false],
    ['a day before the cutoff: allowed', '2026-02-28T15:00:00Z', true],
  ])('%s', (_rule, now, allowed) => {
    expect(obCutoffAllows(24, now, TZ, '2026-03-02', '09:00')).toBe(allowed);
    expect(outcome(() => decideOnlineChange(ON, TZ, '2026-03-02', '09:00', now))).toBe(allowed ? 'ok' : `409 ${M.afterCutoff}`);
  });
});

describe('an online booking (given facts, when booked, then)', () => {
  const now = '2026-02-20T15:00:00Z';
  it.each([
    ['OB-SAME: an open slot of an online stylist is booked', facts(), 'ok'],
    ['booking off', facts({ settings: { ...ON, enabled: false } }), `409 ${M.off}`],
    ['a package not bookable online', facts({ packages: ['deluxe'] }), `400 ${M.packageNotOnline}`],
    ['a stylist not bookable online', facts({ employeeId: 9 }), `400 ${M.stylistNotOnline}`],
    ['OB-SAME: a stylist the office engine leaves out for these pets (weight, cats, breed)', facts({ petsEligible: false }), `400 ${M.notOffered}`],
    ['a time off the grid (OB-SAME)', facts({ start: '09:17' }), `400 ${M.notOffered}`],
    ['a past time', facts({ date: '2026-02-19' }), `400 ${M.past}`],
    ['OB-WINDOW: inside the notice', facts({ date: '2026-02-21', start: '08:00', gridStarts: ['08:00'], openStarts: ['08:00'] }), `400 ${M.notOffered}`],
    ['OB-SAME: a grid time just taken, with the next open times', facts({ start: '08:00' }), `409 ${M.taken} The next open times: 9:00 AM, 10:30 AM.`],
  ])('%s', (_rule, given, then) => {
    expect(outcome(() => decideOnlineBooking(given, now))).toBe(then);
  });
});

describe('the settings stream', () => {
  it('records a change once; the same settings again write nothing', () => {
    const ctx = { now: '2026-01-01T00:00:00Z', actorUserId: 1 };
    const events = bookingSettingsDecider.decide({ type: 'SetBookingSettings', data: ON }, DEFAULT_BOOKING_SETTINGS, ctx);
    expect(events).toHaveLength(1);
    const state = bookingSettingsDecider.evolve(DEFAULT_BOOKING_SETTINGS, events[0]!);
    expect(bookingSettingsDecider.decide({ type: 'SetBookingSettings', data: ON }, state, ctx)).toEqual([]);
  });
});
