import { describe, expect, it } from 'vitest';
import type { AppointmentRow, StandingPlaceholder } from '../api/types';
import { isStandingAppointment, upcomingRows } from './upcomingItems';

const customer = { ID: 1, userId: 10, name: 'Ada Lovelace', rating: null, preferredStylistId: null };
const row = (ID: number, date: string, startTime: string, standingId: number | null = null) =>
  ({ ID, date, appointmentDate: date, startTime, standingId, Customer: customer }) as unknown as AppointmentRow;
const placeholder = (date: string, startTime: string, instanceAppointmentId: number | null = null): StandingPlaceholder => ({
  isPlaceholder: true,
  standingId: 5,
  date,
  appointmentDate: date,
  startTime,
  endTime: startTime,
  start: '',
  end: '',
  startsAt: '',
  endsAt: '',
  employeeId: 3,
  Employee: { ID: 3, name: 'Sam Stone' },
  Customer: customer,
  customerUserId: 10,
  Standing: { title: 'Every 4 weeks' },
  pets: [],
  estimateId: 9,
  instanceAppointmentId,
});

describe('the upcoming table rows', () => {
  it('merges appointments and placeholders by date and time (h:mm A read as a clock, not as text)', () => {
    const rows = upcomingRows([row(1, '2025-06-12', '1:00 PM'), placeholder('2025-06-12', '9:30 AM'), row(2, '2025-06-11', '10:00 AM')]);
    expect(rows.map((r) => ('ID' in r ? r.ID : 'placeholder'))).toEqual([2, 'placeholder', 1]);
  });

  it('leaves out a placeholder whose instance exists, and marks standing rows for the S App column', () => {
    const rows = upcomingRows([placeholder('2025-06-12', '9:30 AM', 77), row(77, '2025-06-12', '9:30 AM', 5), row(3, '2025-06-13', '9:00 AM')]);
    expect(rows).toHaveLength(2);
    expect(rows.map(isStandingAppointment)).toEqual([true, false]);
    expect(isStandingAppointment(placeholder('2025-06-20', '9:00 AM'))).toBe(true);
  });
});
