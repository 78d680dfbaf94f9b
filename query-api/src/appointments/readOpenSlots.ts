import { appointmentLength, openSlots, toSpecDate, toSpecTime, toTime } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { fullName } from '@pawroute/domain';
import { localNow } from '../shared/localTime';
import type { OpenSlotsAnswer } from '@pawroute/domain';
import { readBookings, readEstimateAndBreeds } from './schedulingFacts';
import { readSchedulingDay } from '../shared/stylistDays';

export interface OpenSlotsInput {
  /** Business-local 'YYYY-MM-DD'. */
  date: string;
  estimateId: number;
  timeZone: string;
  /** The present; today only slots that start after it, an earlier date none. */
  now: Date;
  /** STYLIST_DAYS_SCOPE's stamp when already read for this request (with the session), else null. */
  knownStamp?: string | null;
}

/**
 * GET appointments/getOpenSlots (docs/RULES.md "Schedule", open slots): the domain's
 * openSlots over every stylist's day, with the estimate's pets (length, eligibility), the bookings that
 * hold time and the customer's blocking complaints. Stylists left out come back in `notOffered` with why,
 * and each offered stylist's closed gaps in `closed` (closedGaps: what closed each gap).
 */
export async function readOpenSlots(db: SqlExecutor, { date, estimateId, timeZone, now, knownStamp = null }: OpenSlotsInput): Promise<OpenSlotsAnswer> {
  // All at once: none needs another's answer (every stylist's bookings, kept for the stylists below).
  const [{ estimate, breeds }, { stylists, days, blocking }, everyBooking] = await Promise.all([
    readEstimateAndBreeds(db, estimateId),
    readSchedulingDay(db, date, knownStamp),
    readBookings(db, date, null),
  ]);
  const bookings: typeof everyBooking = {};
  for (const stylist of stylists) if (everyBooking[stylist.ID]) bookings[stylist.ID] = everyBooking[stylist.ID]!;
  const length = appointmentLength(estimate.pets, breeds);
  const found = openSlots(date, localNow(timeZone, now), stylists, days, bookings, length, {
    pets: estimate.pets,
    customerId: estimate.customerId,
    blockingComplaints: blocking,
  });
  const names = new Map(stylists.map((s) => [s.ID, fullName({ firstName: s.firstName, lastName: s.lastName })]));
  return {
    date,
    appointmentDate: toSpecDate(date),
    length,
    slots: found.slots.map((slot) => ({
      employeeId: slot.employeeId,
      stylistName: names.get(slot.employeeId) ?? '',
      startTime: toSpecTime(slot.start),
      endTime: toSpecTime(slot.end),
      start: slot.start,
      end: slot.end,
      eligibility: slot.eligibility,
    })),
    notOffered: found.notOffered.map((n) => ({ employeeId: n.employeeId, stylistName: names.get(n.employeeId) ?? '', eligibility: n.eligibility })),
    closed: found.closed.map(({ employeeId, gaps, ...day }) => ({
      employeeId,
      stylistName: names.get(employeeId) ?? '',
      ...day,
      gaps: gaps.map((g) => ({ start: toTime(g.start), end: toTime(g.end), closedBy: g.closedBy, firstStart: g.firstStart === null ? null : toTime(g.firstStart) })),
    })),
  };
}
