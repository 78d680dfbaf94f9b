import { fullName, toSpecDate, toTime, type Stretch } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { selectAppointmentRows } from '@pawroute/projections';
import type { DayScheduleAnswer, StylistOnSchedule } from '@pawroute/domain';
import { MAY_FALL_BETWEEN, placeholdersBetween, readStandings } from '../standings';
import { readStylistDays } from '../shared/stylistDays';
import { DAY_SCHEDULE_HIDES } from '../shared/dayHides';

export interface DayScheduleInput {
  /** Business-local 'YYYY-MM-DD'. */
  date: string;
  /** One stylist's schedule (their user id); absent: every stylist. */
  employeeId?: number | null;
  /** The business time zone and the present (standings carry their own zone; kept for the callers' symmetry). */
  timeZone: string;
  now: Date;
}

/**
 * docs/APPOINTMENTS.md "The day schedule": the date's appointments except rescheduled, cancelled and
 * deleted ones (completed stay: they held the time); the standings' occurrences on that date (one that
 * became an appointment says so in instanceAppointmentId); and the stylists with their day (hours, time
 * off, slot size): every stylist with working hours that day, and any stylist with something booked.
 */

const stretches = (list: readonly Stretch[]) => list.map((s) => ({ start: toTime(s.start), end: toTime(s.end) }));

export async function readDaySchedule(db: SqlExecutor, input: DayScheduleInput): Promise<DayScheduleAnswer> {
  const { date } = input;
  const employeeId = input.employeeId ?? null;
  const [appointments, standings, { stylists, days }] = await Promise.all([
    selectAppointmentRows(db, {
      where: `a.date = $1 AND NOT a.is_deleted AND a.status <> ALL($2::text[]) AND ($3::int IS NULL OR a.employee_id = $3)`,
      params: [date, DAY_SCHEDULE_HIDES, employeeId],
      orderBy: 'a.start_time, a.employee_id, a.id',
    }),
    readStandings(db, { where: `${MAY_FALL_BETWEEN('$1', '$1')} AND ($2::int IS NULL OR s.employee_id = $2)`, params: [date, employeeId] }),
    readStylistDays(db, date, employeeId === null ? null : [employeeId]),
  ]);
  const placeholders = placeholdersBetween(standings, date, date, true);
  const booked = new Set<number>([...appointments.map((a) => a.employeeId), ...placeholders.map((p) => p.employeeId)].filter((id): id is number => id !== null));
  const onSchedule = stylists.filter((s) => {
    const day = days[s.ID]!;
    return employeeId !== null || booked.has(s.ID) || (!s.isNoLongerWorking && day.hours.length > 0);
  });
  return {
    date,
    appointmentDate: toSpecDate(date),
    appointments,
    standings: placeholders,
    stylists: onSchedule.map(
      (s): StylistOnSchedule => ({
        employeeId: s.ID,
        name: fullName({ firstName: s.firstName, lastName: s.lastName }),
        isNoLongerWorking: s.isNoLongerWorking,
        hours: stretches(days[s.ID]!.hours),
        off: stretches(days[s.ID]!.off),
        minutesPerPet: s.minutesPerPet,
      }),
    ),
  };
}
