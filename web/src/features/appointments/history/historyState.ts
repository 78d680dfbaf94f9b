import { fromSpecDate } from '@pawroute/domain';

/**
 * What another screen may hand the history in the navigation state (part 1 §2): the day to open and
 * the appointment to preselect. The date may come as the spec's 'MM-DD-YYYY' or as ISO; a day after
 * `today` opens today.
 */
export interface HistoryNavigationState {
  defaultAppointmentDate?: string | null;
  defaultAppointmentId?: number | string | null;
}

export function initialHistoryDay(state: unknown, today: string): { date: string; appointmentId: number | null } {
  const s = (typeof state === 'object' && state !== null ? state : {}) as HistoryNavigationState;
  const raw = typeof s.defaultAppointmentDate === 'string' ? s.defaultAppointmentDate.trim() : '';
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : fromSpecDate(raw);
  const date = iso && iso <= today ? iso : today;
  const id = Number(s.defaultAppointmentId);
  return { date, appointmentId: Number.isInteger(id) && id > 0 ? id : null };
}
