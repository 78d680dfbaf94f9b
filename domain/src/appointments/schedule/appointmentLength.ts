import { DEFAULT_MINUTES_TO_GROOM } from '../../options';

export interface PetForLength {
  /** The pet's own minutesToGroom (0 or null: not set). */
  minutesToGroom: number | null;
  breedId: number | null;
}

/** What the length needs of a breed (getOptions' BreedOption has it). */
export interface BreedForLength {
  ID: number;
  minutesToGroom: number | null;
}

/**
 * docs/RULES.md "Schedule", appointment length: for each pet its own minutesToGroom if
 * above 0, else its breed's if above 0, else 90; the pets of one appointment take consecutive time.
 */
export function appointmentLength(pets: readonly PetForLength[], breeds: readonly BreedForLength[]): number {
  const breedMinutes = new Map(breeds.map((b) => [b.ID, b.minutesToGroom ?? 0]));
  return pets.reduce((total, pet) => {
    const own = pet.minutesToGroom ?? 0;
    const breed = pet.breedId === null ? 0 : (breedMinutes.get(pet.breedId) ?? 0);
    return total + (own > 0 ? own : breed > 0 ? breed : DEFAULT_MINUTES_TO_GROOM);
  }, 0);
}
