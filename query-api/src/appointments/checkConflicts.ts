import {
  APPOINTMENT_MESSAGES,
  appointmentLength,
  conflicts,
  DAY_END,
  DomainError,
  eligibility,
  toMinutes,
  toSpecTime,
  toTime,
  worksOnDate,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import type { CheckConflictsAnswer } from '@pawroute/domain';
import { readBookings, readEstimateAndBreeds } from './schedulingFacts';
import { readSchedulingDay } from '../shared/stylistDays';

/** Ours, as the write side words it. */
export const NOT_A_STYLIST = 'The selected employee is not a stylist.';

export interface CheckConflictsInput {
  employeeId: number;
  /** Business-local 'YYYY-MM-DD' and 'HH:MM'; `end` defaults to start + the appointment's length. */
  date: string;
  start: string;
  end?: string;
  estimateId: number;
  /** The appointment being moved (its own booking does not conflict with it). */
  appointmentId?: number;
}

/**
 * GET appointments/checkConflicts (ours, docs/APPOINTMENTS.md "Conflicts are asked before saving"): the
 * domain's conflicts and eligibility for one proposed placing, from the read models. Advisory: the
 * write side decides again from the stylist's StylistBookings stream.
 */
export async function checkConflicts(db: SqlExecutor, input: CheckConflictsInput): Promise<CheckConflictsAnswer> {
  const [{ estimate, breeds }, { stylists, days, blocking }, bookings] = await Promise.all([
    readEstimateAndBreeds(db, input.estimateId),
    readSchedulingDay(db, input.date),
    readBookings(db, input.date, [input.employeeId]),
  ]);
  const stylist = stylists.find((s) => s.ID === input.employeeId);
  if (!stylist) throw new DomainError(400, NOT_A_STYLIST, { employeeId: NOT_A_STYLIST });
  const length = appointmentLength(estimate.pets, breeds);
  const start = toMinutes(input.start)!;
  const end = input.end === undefined ? start + length : toMinutes(input.end)!;
  if (end <= start || end > DAY_END) throw new DomainError(400, APPOINTMENT_MESSAGES.endBeforeStart, { endTime: APPOINTMENT_MESSAGES.endBeforeStart });
  const placed = { appointmentId: input.appointmentId ?? null, start, end, pets: Math.max(1, estimate.pets.length) };
  const day = days[stylist.ID]!;
  return {
    conflicts: conflicts(placed, day, bookings[stylist.ID] ?? []),
    // SCH-EXC: a day an exception makes working is no 'weekday' warning in the dialog either.
    eligibility: eligibility(stylist, input.date, estimate.pets, estimate.customerId, blocking, worksOnDate(day)),
    endTime: toSpecTime(toTime(end)),
    end: toTime(end),
    length,
  };
}
