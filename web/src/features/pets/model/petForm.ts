import { PET_MESSAGES, ageOn, isMoney, moneyToCents, petDateErrors, petUpdateSchema, readPetDate, type PetSex, type PetView } from '@pawroute/domain';
import { centsToInput, dollars } from '../../../lib/money';

/** What the pet form holds: text as typed, money in dollars ('45.00'), dates MM-DD-YYYY. */
export interface PetFormValues {
  petName: string;
  animalTypeId: string;
  breedId: string;
  sex: PetSex;
  weight: string;
  age: string;
  birthday: string;
  grooming: string;
  habits: string;
  notes: string;
  lastGroomDate: string;
  /** Weeks between grooms, as typed ('' for none). */
  groomingFrequencyWeeks: string;
  isServicePet: boolean;
  isDeceased: boolean;
  isOverridingGroomingFee: boolean;
  overrideGroomingFee: string;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function toFormValues(pet: PetView | null, defaultAnimalTypeId: number | null): PetFormValues {
  return {
    petName: pet?.petName ?? '',
    animalTypeId: text(pet?.animalTypeId ?? defaultAnimalTypeId),
    breedId: text(pet?.breedId),
    sex: pet?.sex ?? 'unknown',
    weight: text(pet?.weight),
    age: text(pet?.age),
    birthday: pet?.birthday ?? '',
    grooming: pet?.grooming ?? '',
    habits: pet?.habits ?? '',
    notes: pet?.notes ?? '',
    lastGroomDate: pet?.lastGroomDate ?? '',
    groomingFrequencyWeeks: text(pet?.groomingFrequencyWeeks),
    isServicePet: pet?.isServicePet ?? false,
    isDeceased: pet?.isDeceased ?? false,
    isOverridingGroomingFee: pet?.isOverridingGroomingFee ?? false,
    overrideGroomingFee: centsToInput(pet?.overrideGroomingFeePrice),
  };
}

/**
 * The request body: the pet as it was (fields this form does not show, e.g. lastFee, go back
 * unchanged) with the form's values over it. The server drops nothing it was not asked to.
 */
export function toBody(values: PetFormValues, pet: PetView | null, customerId: number): Record<string, unknown> {
  const fee = values.overrideGroomingFee.trim();
  return {
    ...(pet ? { ID: pet.ID, priceHistory: pet.priceHistory, lastFee: pet.lastFee, minutesToGroom: pet.minutesToGroom } : {}),
    customerId,
    petName: values.petName,
    animalTypeId: values.animalTypeId,
    breedId: values.breedId,
    sex: values.sex,
    weight: values.weight,
    age: values.age,
    birthday: values.birthday,
    grooming: values.grooming,
    habits: values.habits,
    notes: values.notes,
    lastGroomDate: values.lastGroomDate,
    groomingFrequencyWeeks: values.groomingFrequencyWeeks,
    isServicePet: values.isServicePet,
    isDeceased: values.isDeceased,
    isOverridingGroomingFee: values.isOverridingGroomingFee,
    overrideGroomingFeePrice: values.isOverridingGroomingFee && fee && isMoney(fee) ? moneyToCents(fee) : null,
  };
}

/** The server's schema plus the form-only checks (money format, dates not in the future). */
export function validatePetForm(values: PetFormValues, pet: PetView | null, customerId: number, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const fee = values.overrideGroomingFee.trim();
  if (values.isOverridingGroomingFee && fee && !isMoney(fee)) errors.overrideGroomingFee = 'Please enter a valid dollar amount.';
  const body = toBody(values, pet, customerId);
  const stripped = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== ''));
  const parsed = petUpdateSchema.safeParse(stripped);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'overrideGroomingFeePrice' ? 'overrideGroomingFee' : String(issue.path[0] ?? 'petName');
      errors[field] ??= issue.message;
    }
  } else {
    Object.assign(errors, petDateErrors(parsed.data, today));
  }
  // zod skips the whole-object checks while a field fails; the form shows every missing field at once.
  if (!values.petName.trim()) errors.petName ??= pet ? PET_MESSAGES.nameRequired : PET_MESSAGES.newPetNameRequired;
  if (!values.breedId) errors.breedId ??= pet ? PET_MESSAGES.breedRequired : PET_MESSAGES.newPetBreedRequired;
  return errors;
}

/** Part 1 §4: changing the birthday recalculates the age (blank when the date is not complete). */
export function ageFromBirthday(birthday: string, today: string): string | null {
  const read = readPetDate(birthday);
  if (!read.ok || read.iso > today) return null;
  return String(ageOn(read.iso, today));
}

/** Today in the browser's calendar, 'YYYY-MM-DD'. */
export function browserToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const dollarsOf = (cents: number | null): string => dollars(cents, '—');
