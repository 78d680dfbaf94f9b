import { addDays } from '../shared/localTime';

/**
 * The report's default next date: the groom's business-local date plus the pet's grooming frequency in
 * weeks; none when the pet has no frequency (the stylist then picks one, or leaves it empty).
 */
export function suggestedNextGroom(groomedOn: string, frequencyWeeks: number | null | undefined): string | null {
  if (!frequencyWeeks || !Number.isInteger(frequencyWeeks) || frequencyWeeks < 1) return null;
  return addDays(groomedOn, frequencyWeeks * 7);
}
