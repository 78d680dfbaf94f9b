import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTerminalStatus, statusById, type AppointmentRow, type AppointmentStatus, type CreatedAnswer, type StatusAnswer } from '@pawroute/domain';
import { apiWrite } from '../../../lib/apiClient';

/**
 * The estimate's appointment as estimate/findById answers it (`appointment`: the appointment row of
 * docs/APPOINTMENTS.md, or null), read defensively: only what the estimate's buttons need.
 */
export type EstimateAppointment = Pick<AppointmentRow, 'ID' | 'status' | 'isStanding' | 'employeeId'>;

export function estimateAppointmentOf(value: unknown): EstimateAppointment | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.ID === 'number' ? v.ID : typeof v.appointmentId === 'number' ? v.appointmentId : null;
  const status =
    typeof v.status === 'string' ? (v.status as AppointmentStatus) : typeof v.statusId === 'number' ? (statusById(v.statusId) ?? null) : null;
  if (id === null || status === null) return null;
  return { ID: id, status, isStanding: v.isStanding === true, employeeId: typeof v.employeeId === 'number' ? v.employeeId : null };
}

/** Part 1 §4: an estimate whose appointment is completed, cancelled or a service issue is read-only. */
export const freezesEstimate = (appointment: EstimateAppointment | null): boolean => appointment !== null && isTerminalStatus(appointment.status);

/** Part 2 §4.2: 'Save/Create and Schedule Appointment' shows with no appointment, or one waiting or rescheduled. */
export const offersSchedule = (appointment: EstimateAppointment | null): boolean =>
  appointment === null || appointment.status === 'waiting' || appointment.status === 'rescheduled';

/** Part 1 §4: 'Add Appointment to Waiting List' for a new appointment; disabled once it is waiting. */
export const offersWaitingList = (appointment: EstimateAppointment | null): boolean => appointment === null || appointment.status === 'waiting';

/** Part 2 §4.2: Start Appointment for a non-standing appointment that is scheduled or confirmed. */
export const offersStart = (appointment: EstimateAppointment | null): appointment is EstimateAppointment =>
  appointment !== null && !appointment.isStanding && (appointment.status === 'scheduled' || appointment.status === 'confirmed');

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: ['estimates'] }), client.invalidateQueries({ queryKey: ['appointments'] })]);

/** POST appointments/create { estimateId, addToWaitingList: true } */
export function useAddToWaitingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estimateId: number) =>
      apiWrite<CreatedAnswer>('POST', '/api/v4/appointments/create', { estimateId, addToWaitingList: true }),
    onSuccess: () => refresh(client),
  });
}

/** POST appointments/start { appointmentId } */
export function useStartFromEstimate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => apiWrite<StatusAnswer>('POST', '/api/v4/appointments/start', { appointmentId }),
    onSuccess: () => refresh(client),
  });
}
