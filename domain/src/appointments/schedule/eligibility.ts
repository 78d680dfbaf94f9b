import { ANIMAL_TYPE_IDS } from '../../options';
import { weekdayOf } from './stylistDay';

/** What eligibility needs of a stylist (getOptions' StylistOption has it). */
export interface StylistForEligibility {
  ID: number;
  isNoLongerWorking: boolean;
  maxPetWeight: number;
  servicesCats: boolean;
  stylistBreedRestrictions: readonly number[];
  worksSunday: boolean;
  worksMonday: boolean;
  worksTuesday: boolean;
  worksWednesday: boolean;
  worksThursday: boolean;
  worksFriday: boolean;
  worksSaturday: boolean;
}

export interface PetForEligibility {
  weight: number | null;
  animalTypeId: number;
  breedId: number | null;
}

/** Part 1 §5's force-confirm reasons, one per failed requirement. */
export type EligibilityWarning = 'weekday' | 'weight' | 'cats' | 'breed';

export interface Eligibility {
  /** A terminated stylist is kept for history and never offered (part 1 §5, part 2 §3). */
  offered: boolean;
  /** A blocking complaint pairs the stylist with this customer: never assigned, whatever the client sends. */
  blocked: boolean;
  warnings: EligibilityWarning[];
}

export const FAILS_REQUIREMENTS =
  'This stylist fails the requirements to service this appointment. Are you sure you want to select this stylist?';
export const BLOCKED_BY_COMPLAINT =
  'Cannot auto select stylist due to blocking complaint. Block must be removed to assign stylist.';

const WEEKDAY_FLAGS = ['worksSunday', 'worksMonday', 'worksTuesday', 'worksWednesday', 'worksThursday', 'worksFriday', 'worksSaturday'] as const;

/**
 * Part 1 §5: the warning shows when the stylist does not work that weekday, a pet is heavier than their
 * maxPetWeight, a pet is a cat and they do not service cats, or a pet's breed is excluded; a stylist with
 * a blocking complaint against the customer is not offered.
 */
export function eligibility(
  stylist: StylistForEligibility,
  date: string,
  pets: readonly PetForEligibility[],
  customerId: number,
  blockingComplaints: readonly { employeeId: number; customerId: number }[],
  worksThatDay?: boolean,
): Eligibility {
  const warnings: EligibilityWarning[] = [];
  // SCH-EXC: given the stylist's day (worksOnDate), a working exception makes it a working day.
  if (!(worksThatDay ?? stylist[WEEKDAY_FLAGS[weekdayOf(date)]!])) warnings.push('weekday');
  if (pets.some((p) => p.weight !== null && p.weight > stylist.maxPetWeight)) warnings.push('weight');
  if (!stylist.servicesCats && pets.some((p) => p.animalTypeId === ANIMAL_TYPE_IDS.cat)) warnings.push('cats');
  if (pets.some((p) => p.breedId !== null && stylist.stylistBreedRestrictions.includes(p.breedId))) warnings.push('breed');
  return {
    offered: !stylist.isNoLongerWorking,
    blocked: blockingComplaints.some((b) => b.employeeId === stylist.ID && b.customerId === customerId),
    warnings,
  };
}
