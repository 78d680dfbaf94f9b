import { describe, expect, it } from 'vitest';
import { createAppointmentInputSchema, createStandingInputSchema, placeAppointmentInputSchema, submitAppointmentRatingInputSchema } from './bodies';
import { APPOINTMENT_MESSAGES as M } from './messages';

/** The HTTP bodies: the spec's wire formats in, the events' out; missing fields left to the decider's messages. */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('appointment command input', () => {
  it('converts MM-DD-YYYY and h:mm A, and takes ISO as it is', () => {
    expect(createAppointmentInputSchema.parse({ estimateId: '5', appointmentDate: '03-09-2026', startTime: '9:05 am', endTime: '1:30 PM', employeeId: 6 })).toEqual({
      estimateId: 5, appointmentDate: '2026-03-09', startTime: '09:05', endTime: '13:30', employeeId: 6,
      initialComment: undefined, resolveConfliction: false, addToWaitingList: false,
    });
    expect(placeAppointmentInputSchema.parse({ appointmentId: 1, appointmentDate: '2026-03-09', startTime: '14:00', employeeId: 6 })).toMatchObject({
      appointmentDate: '2026-03-09', startTime: '14:00', endTime: null, resolveConfliction: false,
    });
  });

  it('leaves missing or blank fields null (the decider answers the spec\'s message), refuses what cannot be a value', () => {
    expect(createAppointmentInputSchema.parse({ estimateId: '', appointmentDate: ' ', employeeId: null })).toMatchObject({ estimateId: null, appointmentDate: null, startTime: null, employeeId: null });
    expect(firstMessage(createAppointmentInputSchema.safeParse({ employeeId: 'abc' }))).toBe(M.requiredFields);
    expect(firstMessage(createAppointmentInputSchema.safeParse({ appointmentDate: '02-30-2026' }))).toBe(M.invalidDate);
    expect(firstMessage(createAppointmentInputSchema.safeParse({ startTime: '13:00 PM' }))).toBe(M.invalidTime);
    expect(firstMessage(placeAppointmentInputSchema.safeParse({}))).toBe(M.informationMissing);
    expect(createAppointmentInputSchema.safeParse({ initialComment: 'a\u0000b' }).success).toBe(false);
  });

  it('a rating that is not a number is NaN for the decider to refuse', () => {
    expect(submitAppointmentRatingInputSchema.parse({ appointmentId: 1, rating: '4', comment: 'ok' }).rating).toBe(4);
    expect(submitAppointmentRatingInputSchema.parse({ appointmentId: 1 }).rating).toBeNaN();
  });

  it('a standing takes the spec\'s times and dates, and passes anything else on for the standing decider to answer', () => {
    const parsed = createStandingInputSchema.parse({
      appointmentId: 3, employeeId: 6, startTime: '9:00 AM', endTime: '25:00',
      event: { title: 'x', startDate: '03-09-2026', RecurringPattern: { rrule: 'FREQ=WEEKLY', startDate: '03-09-2026', endDate: 'soon' } },
    });
    expect(parsed).toMatchObject({ startTime: '09:00', endTime: '25:00', event: { startDate: '2026-03-09', RecurringPattern: { startDate: '2026-03-09', endDate: 'soon' } } });
    expect(createStandingInputSchema.parse({ appointmentId: 3, employeeId: 6 }).event).toEqual({ startDate: undefined, endDate: undefined, RecurringPattern: undefined });
  });
});
