import { statusLabel, type PersonRef } from '@pawroute/domain';

/** What the lists (appointments, standings, the stylist's day) show for the parts of a row (part 1 §9: dates MM-DD-YYYY, times h:mm AM/PM). */
export const petNames = (pets: readonly PersonRef[] | null | undefined): string => (pets ?? []).map((p) => p.name).join(', ');

export const personName = (person: PersonRef | null | undefined): string => person?.name ?? '';

/** A time that never breaks between its digits and AM/PM. */
const unbroken = (time: string): string => time.replace(/ /g, '\u00a0');

/** 'h:mm A – h:mm A', or the start alone; a line may break only after the dash. */
export function timeRange(startTime: string | null | undefined, endTime: string | null | undefined): string {
  if (!startTime) return '';
  return endTime ? `${unbroken(startTime)}\u00a0– ${unbroken(endTime)}` : unbroken(startTime);
}

/** Part 1 §9: the waiting list shows a customer's average rating to 2 decimals. */
export const ratingText = (rating: number | null | undefined): string =>
  rating === null || rating === undefined || !Number.isFinite(rating) ? 'Not rated' : rating.toFixed(2);

export { statusLabel };
