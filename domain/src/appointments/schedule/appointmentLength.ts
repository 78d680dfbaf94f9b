import { DEFAULT_MINUTES_TO_GROOM } from '../../options/constants';

export interface PetForLength {
  /** The pet's own minutesToGroom (0 or null: not set). */
  minutesToGroom: number | null;
  /** Its breed's minutesToGroom (0 or null: not set). */
  breedMinutesToGroom: number | null;
}

/**
 * MONEY-AND-SCHEDULE-RULES.md "Schedule", appointment length: for each pet its own minutesToGroom if
 * above 0, else its breed's if above 0, else 90; the pets of one appointment take consecutive time.
 */
export function appointmentLength(pets: readonly PetForLength[]): number {
  return pets.reduce((total, pet) => {
    const own = pet.minutesToGroom ?? 0;
    const breed = pet.breedMinutesToGroom ?? 0;
    return total + (own > 0 ? own : breed > 0 ? breed : DEFAULT_MINUTES_TO_GROOM);
  }, 0);
}
