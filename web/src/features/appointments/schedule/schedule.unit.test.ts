import { describe, expect, it } from 'vitest';
import type { AppointmentRow, DaySchedule, OpenSlot, StandingPlaceholder } from '../api/types';
import { readBooking } from './booking';
import { dayColumns, firstOfferedEmployee, placingOf, visibleRange } from './calendarEvents';
import { addDays, longDate } from '../../../lib/dates';
import { isIsoDate } from './dates';
import { MIN_DAY_ROWS, dayRows } from './dayRows';

const customer = { ID: 1, userId: 4, name: 'Casey Carter', rating: null, preferredStylistId: null };

function row(over: Partial<AppointmentRow>): AppointmentRow {
  return {
    ID: 1, appointmentDate: '11-25-2026', startTime: '8:00 AM', endTime: '9:30 AM', date: '2026-11-25', start: '08:00', end: '09:30',
    status: 'scheduled', statusId: 2, conflicts: [], employeeId: 3, Employee: { ID: 3, name: 'Sam Stone' }, customerId: 1, customerUserId: 4,
    Customer: customer, estimateId: 1, isStanding: false, standingId: null, Standing: null, pets: [{ ID: 1, name: 'Biscuit' }], address: null,
    lastComment: null, initialComment: null, timeStarted: null, timeEnded: null, pictureCount: 0, paymentVoided: false, DateAdded: '2026-11-20T10:00:00Z', isDeleted: false,
    ...over,
  };
}

const placeholder = (over: Partial<StandingPlaceholder>): StandingPlaceholder => ({
  isPlaceholder: true, standingId: 2, date: '2026-11-25', appointmentDate: '11-25-2026', startTime: '7:30 AM', endTime: '9:00 AM',
  start: '07:30', end: '09:00', startsAt: '2026-11-25T13:30:00Z', endsAt: '2026-11-25T15:00:00Z',
  employeeId: 32, Employee: { ID: 32, name: 'Nora Newcut' }, Customer: customer, customerUserId: 4, Standing: { title: 'Weekly' },
  pets: [], estimateId: 1, instanceAppointmentId: null, ...over,
});

const day: DaySchedule = {
  date: '2026-11-25',
  appointmentDate: '11-25-2026',
  appointments: [row({ ID: 1 }), row({ ID: 2, start: '14:00', end: '18:30', employeeId: 9, Employee: { ID: 9, name: 'Off Today' } }), row({ ID: 3, date: null, start: null, end: null })],
  standings: [placeholder({}), placeholder({ standingId: 5, instanceAppointmentId: 44 })],
  stylists: [
    { employeeId: 3, name: 'Sam Stone', isNoLongerWorking: false, hours: [{ start: '08:00', end: '17:00' }], off: [{ start: '12:00', end: '13:00' }], minutesPerPet: 90 },
    { employeeId: 32, name: 'Nora Newcut', isNoLongerWorking: false, hours: [{ start: '09:00', end: '16:00' }], off: [], minutesPerPet: 60 },
  ],
};

describe('the day as calendar columns', () => {
  it('makes one column per working stylist, plus one for a stylist who has an appointment but does not work', () => {
    const columns = dayColumns(day, { editable: () => true });
    expect(columns.map((c) => c.name)).toEqual(['Sam Stone', 'Nora Newcut', 'Off Today']);
    expect(columns[0]!.businessHours).toEqual([{ daysOfWeek: [3], startTime: '08:00', endTime: '17:00' }]);
    expect(columns[2]!.businessHours).toEqual([]);
  });

  it('puts appointments, time off, open placeholders and open slots in their stylist column', () => {
    const slots: OpenSlot[] = [{ employeeId: 32, stylistName: 'Nora Newcut', startTime: '10:00 AM', endTime: '11:30 AM', start: '10:00', end: '11:30', eligibility: { offered: true, blocked: false, warnings: [] } }];
    const [sam, nora] = dayColumns(day, { editable: (r) => r.ID !== 1, openSlots: slots });
    expect(sam!.events.map((e) => e.id)).toEqual(['o-3-0', 'a-1']);
    expect(sam!.events[1]).toMatchObject({ start: '2026-11-25T08:00:00', end: '2026-11-25T09:30:00', editable: false, title: 'Casey Carter' });
    expect(sam!.events[1]!.classNames).toContain('appt-status--scheduled');
    // The placeholder whose instance exists is not drawn again; the slot is a background event.
    expect(nora!.events.map((e) => [e.id, e.display ?? 'auto'])).toEqual([
      ['p-2-2026-11-25', 'auto'],
      ['s-32-0', 'background'],
    ]);
    expect(nora!.events[0]).toMatchObject({ start: '2026-11-25T07:30:00', editable: false, classNames: ['appt-placeholder'] });
  });

  it('a phone opens booking on the first stylist offered for the estimate, not on a column without slots', () => {
    const slot = (employeeId: number, offered = true): OpenSlot => ({
      employeeId, stylistName: '', startTime: '10:00 AM', endTime: '11:30 AM', start: '10:00', end: '11:30', eligibility: { offered, blocked: false, warnings: [] },
    });
    const columns = dayColumns(day, { editable: () => true });
    expect(firstOfferedEmployee(columns, [slot(32)])).toBe(32);
    expect(firstOfferedEmployee(columns, [slot(32), slot(3)])).toBe(3);
    expect(firstOfferedEmployee(columns, [slot(3, false), slot(32)])).toBe(32);
    expect(firstOfferedEmployee(columns, [])).toBeNull();
  });

  it('draws one appointment once, even when the day answers its row twice', () => {
    const twice: DaySchedule = { ...day, appointments: [row({ ID: 1 }), row({ ID: 1 }), row({ ID: 7, start: '10:00', end: '11:00' })] };
    const [sam] = dayColumns(twice, { editable: () => true });
    expect(sam!.events.filter((e) => e.extendedProps?.kind === 'appointment').map((e) => e.id)).toEqual(['a-1', 'a-7']);
  });

  it('shows whole hours around everything on the day, the same for every column', () => {
    expect(visibleRange(day)).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '19:00:00' });
    expect(visibleRange({ date: '2026-11-25', appointmentDate: '11-25-2026', appointments: [], standings: [], stylists: [] })).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '18:00:00' });
  });

  it("reads a dropped event's local date and times (the calendars run in UTC)", () => {
    expect(placingOf(new Date('2026-11-25T14:30:00Z'), new Date('2026-11-25T17:00:00Z'), 90)).toEqual({ date: '2026-11-25', start: '14:30', end: '17:00' });
    expect(placingOf(new Date('2026-11-25T09:00:00Z'), null, 90)).toEqual({ date: '2026-11-25', start: '09:00', end: '10:30' });
    expect(placingOf(new Date('2026-11-25T23:00:00Z'), new Date('2026-11-26T00:00:00Z'), 60).end).toBe('23:59');
  });
});

describe('the day table', () => {
  it('lists appointments and open placeholders by start time; it keeps at least 15 rows', () => {
    expect(dayRows(day).map((r) => r.key)).toEqual(['p-2-2026-11-25', 'a-1', 'a-2', 'a-3']);
    expect(MIN_DAY_ROWS).toBe(15);
  });
});

describe('dates and the booking state', () => {
  it("formats the date bar as 'dddd, LL' and steps days across months", () => {
    expect(longDate('2026-11-25')).toBe('Wednesday, November 25, 2026');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('11-25-2026')).toBe(false);
  });

  it('reads what to book from the navigation state, or nothing', () => {
    expect(readBooking({ estimateId: 8, customerName: 'Casey' })).toEqual({ estimateId: 8, appointmentId: null, customerName: 'Casey' });
    expect(readBooking({ estimateId: 8, appointmentId: 10 })).toMatchObject({ estimateId: 8, appointmentId: 10 });
    expect(readBooking(null)).toBeNull();
    expect(readBooking({ estimateId: '8' })).toBeNull();
  });
});
