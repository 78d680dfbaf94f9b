import type { AppointmentRow } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { completionPath, currentAppointmentPath, directionsUrl, enRouteNote, missedNote, offersCompletion, offersStart, phoneHref, stylistDay, visitDate, visitTitle } from './model';

const row = (ID: number, over: Partial<AppointmentRow> = {}): AppointmentRow =>
  ({
    ID,
    appointmentDate: null,
    startTime: '9:00 AM',
    endTime: '10:30 AM',
    date: '2026-11-25',
    start: '09:00',
    end: '10:30',
    status: 'scheduled',
    statusId: 1,
    conflicts: [],
    employeeId: 7,
    Employee: { ID: 7, name: 'Sasha' },
    customerId: 3,
    customerUserId: 30,
    Customer: { ID: 3, userId: 30, name: 'Pat', rating: null, preferredStylistId: null },
    estimateId: 11,
    isStanding: false,
    standingId: null,
    Standing: null,
    pets: [],
    address: '1 Main St, Austin TX',
    lastComment: null,
    initialComment: null,
    timeStarted: null,
    timeEnded: null,
    pictureCount: 0,
    DateAdded: '2026-11-01T00:00:00Z',
    isDeleted: false,
    ...over,
  }) as AppointmentRow;

const TODAY = '2026-11-25';

describe('the stylist day (part 2 §4.2)', () => {
  it('the current appointment is the in-progress one, even when an upcoming one is earlier', () => {
    const day = stylistDay([row(1, { start: '08:00' }), row(2, { status: 'inProgress', start: '11:00' })], [], TODAY);
    expect(day.current?.ID).toBe(2);
    expect(day.upcoming.map((r) => r.ID)).toEqual([1]);
  });

  it('otherwise the earliest upcoming (scheduled or confirmed), today first, then by start time', () => {
    const day = stylistDay(
      [row(1, { date: '2026-11-26', start: '08:00' }), row(2, { status: 'confirmed', start: '13:00' }), row(3, { start: '10:00' })],
      [],
      TODAY,
    );
    expect(day.current?.ID).toBe(3);
    expect(day.upcoming.map((r) => r.ID)).toEqual([2, 1]);
  });

  it('completed ones of today are listed below, latest first; other statuses and deleted rows are left out', () => {
    const day = stylistDay(
      [],
      [
        row(1, { status: 'completed', start: '08:00' }),
        row(2, { status: 'completed', start: '12:00' }),
        row(3, { status: 'cancelled' }),
        row(4, { status: 'rescheduled' }),
        row(5, { status: 'scheduled', isDeleted: true }),
      ],
      TODAY,
    );
    expect(day.current).toBeNull();
    expect(day.upcoming).toEqual([]);
    expect(day.completed.map((r) => r.ID)).toEqual([2, 1]);
  });

  it('a conflicting appointment is listed but never current', () => {
    const day = stylistDay([row(1, { status: 'conflicting', start: '08:00' }), row(2, { start: '10:00' })], [], TODAY);
    expect(day.current?.ID).toBe(2);
    expect(day.upcoming.map((r) => r.ID)).toEqual([1]);
  });

  it('an appointment in both reads appears once', () => {
    const day = stylistDay([row(1)], [row(1)], TODAY);
    expect(day.current?.ID).toBe(1);
    expect(day.upcoming).toEqual([]);
  });
});

describe('the buttons (part 2 §4.2)', () => {
  it('Start: non-standing scheduled or confirmed; StartAppointments or the assigned stylist', () => {
    expect(offersStart(row(1), 7, false)).toBe(true);
    expect(offersStart(row(1, { status: 'confirmed' }), 7, false)).toBe(true);
    expect(offersStart(row(1), 8, false)).toBe(false);
    expect(offersStart(row(1), 8, true)).toBe(true);
    expect(offersStart(row(1, { isStanding: true }), 7, true)).toBe(false);
    expect(offersStart(row(1, { status: 'inProgress' }), 7, true)).toBe(false);
  });

  it('the completion actions only while in progress', () => {
    expect(offersCompletion(row(1, { status: 'inProgress' }))).toBe(true);
    expect(offersCompletion(row(1))).toBe(false);
    expect(offersCompletion(row(1, { status: 'completed' }))).toBe(false);
  });

  it('paths and directions', () => {
    expect(currentAppointmentPath(row(4))).toBe('/dashboard/schedule/currentAppointment/4/estimate/11/user/30');
    expect(completionPath(4, false)).toBe('/appointmentCompletion/4');
    expect(completionPath(4, true)).toBe('/appointmentCompletionWithoutCustomer/4');
    expect(directionsUrl(' 1 Main St, Austin TX ')).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Austin%20TX');
  });
});

describe("the stylist's appointment", () => {
  it('is titled by the customer and the time, never by its estimate', () => {
    expect(visitTitle(row(1, { Customer: { ID: 3, userId: 30, name: 'Casey Driver', rating: null, preferredStylistId: null } }))).toBe('Casey Driver · 9:00 AM');
    expect(visitTitle(row(1, { startTime: null }))).toBe('Pat');
  });

  it('names the day: a Saturday job shows its date, today says so', () => {
    expect(visitDate('2026-12-05', '2026-11-28')).toBe('Saturday, December 5, 2026');
    expect(visitDate('2026-11-28', '2026-11-28')).toBe('Today · Saturday, November 28, 2026');
    expect(visitDate(null, '2026-11-28')).toBe('No date yet');
  });

  it('dials the digits of the phone, with its extension', () => {
    expect(phoneHref('(214) 555-0199')).toBe('tel:2145550199');
    expect(phoneHref('+1 214 555 0199 x12')).toBe('tel:+12145550199,12');
  });
});

describe("the groomer's van: En Route and missed appointments", () => {
  it.each([
    ['scheduled, en route at 14:12Z (8:12 AM in Chicago)', row(1, { stylistEnRouteAt: '2026-11-25T14:12:00.000Z' }), 'On the way: the customer was told at 8:12 AM'],
    ['confirmed, en route', row(2, { status: 'confirmed', stylistEnRouteAt: '2026-11-25T15:05:00.000Z' }), 'On the way: the customer was told at 9:05 AM'],
    ['not en route', row(3), null],
    ['in progress (the start says more)', row(4, { status: 'inProgress', stylistEnRouteAt: '2026-11-25T14:12:00.000Z' }), null],
  ])('%s', (_name, r, expected) => {
    expect(enRouteNote(r, 'America/Chicago')).toBe(expected);
  });

  it.each([
    ['ended 10:30, now 17:45, never started', row(1), TODAY, '17:45', 'Missed: not started by 10:30 AM'],
    ['ends at 10:30, now 10:29', row(2), TODAY, '10:29', null],
    ['ends exactly now', row(3), TODAY, '10:30', 'Missed: not started by 10:30 AM'],
    ['started (in progress)', row(4, { status: 'inProgress', timeStarted: '2026-11-25T15:00:00Z' }), TODAY, '17:45', null],
    ['tomorrow', row(5, { date: '2026-11-26' }), TODAY, '23:00', null],
    ['a day gone by', row(6, { date: '2026-11-24' }), TODAY, '08:00', 'Missed: not started by 10:30 AM'],
    ['completed', row(7, { status: 'completed' }), TODAY, '17:45', null],
  ])('%s', (_name, r, today, now, expected) => {
    expect(missedNote(r, today, now)).toBe(expected);
  });
});
