import { timeHolding, type Booking } from './bookings';
import { contains, overlaps, type Stretch } from './minutes';
import type { StylistDay } from './stylistDay';

export interface SlotQuery {
  day: StylistDay;
  bookings: readonly Booking[];
  /** The appointment's length in minutes (appointmentLength) and its pets. */
  length: number;
  pets: number;
  minutesPerPet: number;
  petsPerDay: number;
  /** On the business's today: only slots that start after this minute; null for other days. */
  after: number | null;
}

/**
 * MONEY-AND-SCHEDULE-RULES.md "Schedule", open slots: the day is cut into slots of the stylist's
 * minutesPerPet from the start of each stretch of working time (an extra working exception's grid from
 * its own start); a slot is open when the appointment starting there (its length may span several
 * slots) fits inside one unbroken stretch of working hours and overlaps nothing that holds time or
 * takes hours out; today only slots that start after now. A day already at petsPerDay has none.
 */
export function openSlots({ day, bookings, length, pets, minutesPerPet, petsPerDay, after }: SlotQuery): Stretch[] {
  if (length <= 0 || minutesPerPet <= 0) return [];
  const holding = timeHolding(bookings);
  if (holding.reduce((n, b) => n + b.pets, 0) + pets > petsPerDay) return [];
  const starts = new Set<number>();
  for (const grid of day.grids) {
    for (let start = grid.gridFrom; start < grid.end; start += minutesPerPet) if (start >= grid.start) starts.add(start);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start, end: start + length }))
    .filter(
      (slot) =>
        (after === null || slot.start > after) &&
        day.stretches.some((s) => contains(s, slot)) &&
        !holding.some((b) => overlaps(b, slot)) &&
        !day.off.some((off) => overlaps(off, slot)),
    );
}
