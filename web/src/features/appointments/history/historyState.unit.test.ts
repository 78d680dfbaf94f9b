import { describe, expect, it } from 'vitest';
import { initialHistoryDay } from './historyState';

const today = '2025-06-10';

describe('the history navigation state (part 1 §2)', () => {
  it('opens the named day, in the spec format or ISO, with the named appointment preselected', () => {
    expect(initialHistoryDay({ defaultAppointmentDate: '06-02-2025', defaultAppointmentId: 41 }, today)).toEqual({ date: '2025-06-02', appointmentId: 41 });
    expect(initialHistoryDay({ defaultAppointmentDate: '2025-05-30', defaultAppointmentId: '7' }, today)).toEqual({ date: '2025-05-30', appointmentId: 7 });
  });

  it('opens today without state, for a day after today, or for a date that is not one', () => {
    expect(initialHistoryDay(null, today)).toEqual({ date: today, appointmentId: null });
    expect(initialHistoryDay({ defaultAppointmentDate: '06-11-2025' }, today).date).toBe(today);
    expect(initialHistoryDay({ defaultAppointmentDate: '02-30-2025', defaultAppointmentId: 'x' }, today)).toEqual({ date: today, appointmentId: null });
  });
});
