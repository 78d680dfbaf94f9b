import { APPOINTMENT_MESSAGES, STANDING_MESSAGES } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { checkStandingEdit, standingEditErrorsOf, standingEditFormOf } from './standingEdit';

describe("'Edit Standing Appointment' (appointments/updateStanding)", () => {
  it("starts from the standing's stylist and times, and sends the spec's 'h:mm A'", () => {
    const form = standingEditFormOf({ employeeId: 7, startTime: '9:00 AM', endTime: '10:30 AM' });
    expect(form).toEqual({ employeeId: '7', startTime: '09:00', endTime: '10:30' });
    expect(checkStandingEdit(12, { ...form, employeeId: '8', startTime: '13:15', endTime: '14:45' })).toEqual({
      body: { appointmentId: 12, employeeId: '8', startTime: '1:15 PM', endTime: '2:45 PM' },
    });
  });

  it("answers with the body schema's and the standing rule's words, as the server would", () => {
    expect(checkStandingEdit(12, { employeeId: '', startTime: '09:00', endTime: '10:00' })).toEqual({ errors: { employeeId: APPOINTMENT_MESSAGES.requiredFields } });
    expect(checkStandingEdit(12, { employeeId: '7', startTime: '', endTime: '10:00' })).toEqual({ errors: { startTime: STANDING_MESSAGES.startTimeRequired } });
    expect(checkStandingEdit(12, { employeeId: '7', startTime: '10:00', endTime: '09:00' })).toEqual({ errors: { endTime: STANDING_MESSAGES.endBeforeStart } });
  });

  it("puts a refusal's words by the field it names, else under the form", () => {
    expect(standingEditErrorsOf({ employeeId: 'Blocked.' }, 'Blocked.')).toEqual({ employeeId: 'Blocked.' });
    expect(standingEditErrorsOf(undefined, STANDING_MESSAGES.notFound)).toEqual({ form: STANDING_MESSAGES.notFound });
  });
});
