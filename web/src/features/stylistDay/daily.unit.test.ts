import type { AppointmentRow } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { completionPath, currentAppointmentPath, directionsUrl, offersCompletion, offersStart, phoneHref, stylistDay, visitDate, visitTitle } from './model';

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

describe("the stylist's appointment (issue 28)", () => {
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
