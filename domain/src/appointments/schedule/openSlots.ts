import { timeHolding, type Booking } from './bookings';
import { eligibility, type Eligibility, type PetForEligibility, type StylistForEligibility } from './eligibility';
import { contains, overlaps, toMinutes, toTime, type Stretch } from './minutes';
import { closedGaps, type ClosedDay } from './closedGaps';
import { slotStarts, worksOnDate, type StylistDay } from './stylistDay';

/**
 * docs/RULES.md "Schedule", open slots of one stylist's day: the day is cut into slots of
 * the stylist's minutesPerPet from the start of each stretch of working time (an extra working
 * exception's grid from its own start); a slot is open when the appointment starting there (its length
 * may span several slots) fits inside one unbroken stretch of working hours and overlaps nothing that
 * holds time or takes hours out; `after` (today: now's minute) keeps only slots that start later.
 * A day already at petsPerDay has none.
 */
export function stylistOpenSlots(day: StylistDay, bookings: readonly Booking[], length: number, pets: number, after: number | null): Stretch[] {
  const { minutesPerPet, petsPerDay } = day;
  if (length <= 0 || minutesPerPet <= 0) return [];
  const holding = timeHolding(bookings);
  if (holding.reduce((n, b) => n + b.pets, 0) + pets > petsPerDay) return [];
  return slotStarts(day)
    .map((start) => ({ start, end: start + length }))
    .filter(
      (slot) =>
        (after === null || slot.start > after) &&
        day.stretches.some((s) => contains(s, slot)) &&
        !holding.some((b) => overlaps(b, slot)) &&
        !day.off.some((off) => overlaps(off, slot)),
    );
}

/** One open slot: local 'HH:MM' start and end (start + the appointment's length). */
export interface OpenSlot {
  employeeId: number;
  start: string;
  end: string;
  eligibility: Eligibility;
}

/** A stylist left out of the open slots, with the reason the office may see. */
export interface NotOffered {
  employeeId: number;
  eligibility: Eligibility;
}

/** An offered stylist's day explained: what closed each free gap (closedGaps), for the office. */
export interface ClosedStylistDay extends ClosedDay {
  employeeId: number;
}

/** Whom the appointment is for: its pets (length, eligibility) and customer (blocking complaints). */
export interface SlotRequest {
  pets: readonly PetForEligibility[];
  customerId: number;
  blockingComplaints: readonly { employeeId: number; customerId: number }[];
}

/** Eligibility warnings about the pets themselves keep a stylist out; 'weekday' only warns. */
const PET_WARNINGS = new Set(['weight', 'cats', 'breed']);

/**
 * docs/RULES.md "Schedule", open slots for a date (`GET .../getOpenSlots`): for each
 * stylist, the slots of `stylistOpenSlots`, each with the stylist's eligibility. A terminated stylist,
 * one not eligible for the pets (weight, cats, breed) or one blocked for the customer is not offered
 * (listed in `notOffered` with the reason). `now` is the business-local 'YYYY-MM-DDTHH:mm': on today only
 * slots that start after it; an earlier date has none (our choice: the past cannot be booked).
 * `days` and `bookings` are keyed by employeeId (a stylist without a day has no slots).
 */
export function openSlots(
  date: string,
  now: string,
  stylists: readonly StylistForEligibility[],
  days: Readonly<Record<number, StylistDay>>,
  bookings: Readonly<Record<number, readonly Booking[]>>,
  length: number,
  request: SlotRequest,
): { slots: OpenSlot[]; notOffered: NotOffered[]; closed: ClosedStylistDay[] } {
  const today = now.slice(0, 10);
  const slots: OpenSlot[] = [];
  const notOffered: NotOffered[] = [];
  const closed: ClosedStylistDay[] = [];
  if (date < today) return { slots, notOffered, closed };
  const after = date === today ? toMinutes(now.slice(11, 16)) : null;
  for (const stylist of stylists) {
    const day = days[stylist.ID];
    // SCH-EXC: a day an exception gives working hours is the stylist's working day (no 'weekday' warning).
    const eligible = eligibility(stylist, date, request.pets, request.customerId, request.blockingComplaints, day ? worksOnDate(day) : undefined);
    if (!eligible.offered || eligible.blocked || eligible.warnings.some((w) => PET_WARNINGS.has(w))) {
      notOffered.push({ employeeId: stylist.ID, eligibility: eligible });
      continue;
    }
    if (!day) continue;
    const own = bookings[stylist.ID] ?? [];
    for (const slot of stylistOpenSlots(day, own, length, request.pets.length, after)) {
      slots.push({ employeeId: stylist.ID, start: toTime(slot.start), end: toTime(slot.end), eligibility: eligible });
    }
    closed.push({ employeeId: stylist.ID, ...closedGaps(day, own, length, request.pets.length, after) });
  }
  slots.sort((a, b) => a.start.localeCompare(b.start) || a.employeeId - b.employeeId);
  return { slots, notOffered, closed };
}
