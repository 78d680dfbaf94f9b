import { fromSpecTime } from '@pawroute/domain';
import type { AppointmentRow, DaySchedule, StandingPlaceholder } from '../api/types';
import { placeholderKey } from './calendarEvents';

/** One line of the day table: an appointment, or a standing's placeholder not yet made an instance. */
export type DayRow =
  | { kind: 'appointment'; key: string; start: string; row: AppointmentRow }
  | { kind: 'placeholder'; key: string; start: string; placeholder: StandingPlaceholder };

/** Part 1 §2: the day table shows at least 15 rows. */
export const MIN_DAY_ROWS = 15;

/** The day's appointments and open placeholders, by start time then stylist. */
export function dayRows(day: DaySchedule): DayRow[] {
  const rows: DayRow[] = [
    ...day.appointments.map((row): DayRow => ({ kind: 'appointment', key: `a-${row.ID}`, start: row.start ?? '99:99', row })),
    ...day.standings
      .filter((p) => p.instanceAppointmentId === null)
      .map((p): DayRow => ({ kind: 'placeholder', key: placeholderKey(p), start: fromSpecTime(p.startTime) ?? '99:99', placeholder: p })),
  ];
  const stylist = (r: DayRow) => (r.kind === 'appointment' ? r.row.Employee?.name : r.placeholder.Employee?.name) ?? '';
  return rows.sort((a, b) => a.start.localeCompare(b.start) || stylist(a).localeCompare(stylist(b)));
}
