import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '@pawroute/domain';
import { foldAppointment, type AppointmentRecord } from './fold';

describe('the appointments read model folds a completion (part 2 §4.2)', () => {
  const started: AppointmentRecord = {
    id: 1, estimate_id: 2, customer_id: 3, customer_user_id: 7, status: 'inProgress', status_id: 4, conflicts: [], employee_id: 6,
    date: '2026-12-01', start_time: '09:00', end_time: '10:30', is_standing: false, standing_id: null, initial_comment: null, last_comment: null,
    time_started: '2026-12-01T15:00:00.000Z', time_ended: null, stylist_en_route_at: null, created_by_user_id: 5,
    date_added: '2026-11-25T10:00:00.000Z', updated_at: '2026-12-01T15:00:00.000Z', is_deleted: false,
  };
  it('completed, with timeEnded the completion instant', () => {
    const completed: AppointmentEvent = {
      type: 'AppointmentCompleted',
      data: { appointmentId: 1, at: '2026-12-01T16:40:00.000Z', isCustomerAbsent: false, transactionId: 9, signatureFileName: null },
    };
    expect(foldAppointment(started, completed, 7)).toMatchObject({ status: 'completed', status_id: 7, time_ended: '2026-12-01T16:40:00.000Z' });
  });
});
