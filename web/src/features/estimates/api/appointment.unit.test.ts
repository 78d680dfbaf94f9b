import { describe, expect, it } from 'vitest';
import { estimateAppointmentOf, freezesEstimate, offersSchedule, offersStart, offersWaitingList } from './appointment';

const row = (status: string, extra: Record<string, unknown> = {}) => estimateAppointmentOf({ ID: 5, status, isStanding: false, employeeId: 9, ...extra });

describe("the estimate's appointment buttons", () => {
  it('reads the appointment row, or nothing', () => {
    expect(row('scheduled')).toEqual({ ID: 5, status: 'scheduled', isStanding: false, employeeId: 9 });
    expect(estimateAppointmentOf(null)).toBeNull();
    expect(estimateAppointmentOf({ ID: 5 })).toBeNull();
    expect(estimateAppointmentOf({ ID: 5, statusId: 1 })?.status).toBe('waiting');
  });

  it('schedules with no appointment, or a waiting or rescheduled one', () => {
    expect(offersSchedule(null)).toBe(true);
    expect(offersSchedule(row('waiting'))).toBe(true);
    expect(offersSchedule(row('rescheduled'))).toBe(true);
    expect(offersSchedule(row('scheduled'))).toBe(false);
  });

  it('adds to the waiting list only without an appointment (disabled when already waiting)', () => {
    expect(offersWaitingList(null)).toBe(true);
    expect(offersWaitingList(row('waiting'))).toBe(true);
    expect(offersWaitingList(row('scheduled'))).toBe(false);
  });

  it('starts a scheduled or confirmed appointment that is not a standing one', () => {
    expect(offersStart(row('scheduled'))).toBe(true);
    expect(offersStart(row('confirmed'))).toBe(true);
    expect(offersStart(row('confirmed', { isStanding: true }))).toBe(false);
    expect(offersStart(row('waiting'))).toBe(false);
    expect(offersStart(null)).toBe(false);
  });

  it('freezes the estimate when the appointment is completed, cancelled or a service issue', () => {
    expect(['completed', 'cancelled', 'serviceIssue', 'scheduled', 'inProgress'].map((s) => freezesEstimate(row(s)))).toEqual([true, true, true, false, false]);
    expect(freezesEstimate(null)).toBe(false);
  });
});
