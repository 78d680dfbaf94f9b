import { z } from 'zod';
import { NOTE_MAX, TEXT_MAX, FIELD_MESSAGES } from '../shared/validators';
import { INT4_MAX, storableText } from '../shared/storable';
import { readPetDate } from './dates';
import { PET_MESSAGES } from './messages';
import { expectedVersionField } from '../shared/editVersion';

/** Part 1 §3: sex defaults to unknown; Male and Female are offered. */
export const PET_SEXES = ['unknown', 'Male', 'Female'] as const;
export type PetSex = (typeof PET_SEXES)[number];

/**
 * Every editable field of a pet (part 1 §3 "Pet"). Money is integer cents (lastFee,
 * overrideGroomingFeePrice); weight is whole pounds; dates are business-local 'YYYY-MM-DD'.
 */
export interface PetDetails {
  petName: string;
  animalTypeId: number;
  breedId: number;
  sex: PetSex;
  weight: number | null;
  age: number | null;
  birthday: string | null;
  /** The 'Grooming and Cut' text. */
  grooming: string | null;
  habits: string | null;
  priceHistory: string | null;
  notes: string | null;
  isDeceased: boolean;
  isServicePet: boolean;
  lastFee: number | null;
  lastGroomDate: string | null;
  isOverridingGroomingFee: boolean;
  overrideGroomingFeePrice: number | null;
  minutesToGroom: number | null;
  /** Weeks between grooms (GROOMING_FREQUENCY_WEEKS); null: no rebook reminder (docs/TEXTS.md "A pet's reminders"). */
  groomingFrequencyWeeks: number | null;
}

export const PET_DETAIL_FIELDS = [
  'petName', 'animalTypeId', 'breedId', 'sex', 'weight', 'age', 'birthday', 'grooming', 'habits',
  'priceHistory', 'notes', 'isDeceased', 'isServicePet', 'lastFee', 'lastGroomDate',
  'isOverridingGroomingFee', 'overrideGroomingFeePrice', 'minutesToGroom', 'groomingFrequencyWeeks',
] as const satisfies readonly (keyof PetDetails)[];

/** What a new pet has before anyone fills anything in. */
export const DEFAULT_PET_DETAILS: Omit<PetDetails, 'petName' | 'animalTypeId' | 'breedId'> = {
  sex: 'unknown',
  weight: null,
  age: null,
  birthday: null,
  grooming: null,
  habits: null,
  priceHistory: null,
  notes: null,
  isDeceased: false,
  isServicePet: false,
  lastFee: null,
  lastGroomDate: null,
  isOverridingGroomingFee: false,
  overrideGroomingFeePrice: null,
  minutesToGroom: null,
  groomingFrequencyWeeks: null,
};

/** A pet's grooming frequency: every 1 to 52 weeks (a year at most), or none. */
export const GROOMING_FREQUENCY_WEEKS = { min: 1, max: 52 } as const;

const MAX_INT = INT4_MAX;

/** A whole number >= 0 from a number or digits; '' and null are "not given". */
const wholeNumber = (message: string, max = MAX_INT) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const optionalId = (message: string) => wholeNumber(message).transform((n) => (n === 0 ? null : n));

const text = (max: number) =>
  storableText({ error: FIELD_MESSAGES.tooLong(max) })
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(max) })
    .nullish()
    .transform((value) => value || null);

const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${name} must be true or false.` })
    .nullish()
    .transform((value) => value === true || value === 'true');

const petDate = storableText({ error: FIELD_MESSAGES.date })
  .max(30, { error: FIELD_MESSAGES.date })
  .nullish()
  .transform((value, ctx) => {
    if (!value || !value.trim()) return null;
    const read = readPetDate(value);
    if (read.ok) return read.iso;
    ctx.addIssue({ code: 'custom', message: read.reason === 'yearTooLarge' ? PET_MESSAGES.yearTooLarge : FIELD_MESSAGES.date });
    return z.NEVER;
  });

/**
 * The body of POST /api/v4/pets/update (part 1 §7): the whole pet state with null values removed,
 * so a missing field is an empty one. No ID creates the pet. Shared by the server and the web form.
 */
export const petUpdateSchema = z
  .object({
    ID: optionalId('The pet ID must be a number.'),
    customerId: optionalId('The customer ID must be a number.'),
    petName: text(TEXT_MAX),
    animalTypeId: optionalId(PET_MESSAGES.animalTypeRequired),
    breedId: optionalId(PET_MESSAGES.breedRequired),
    sex: z
      .enum(PET_SEXES, { error: PET_MESSAGES.badSex })
      .nullish()
      .transform((value) => value ?? 'unknown'),
    weight: wholeNumber(PET_MESSAGES.weight, 1000),
    age: wholeNumber(PET_MESSAGES.age, 100),
    birthday: petDate,
    grooming: text(NOTE_MAX),
    habits: text(NOTE_MAX),
    priceHistory: text(1000),
    notes: text(NOTE_MAX),
    isDeceased: flag('isDeceased'),
    isServicePet: flag('isServicePet'),
    lastFee: wholeNumber(PET_MESSAGES.money, 10_000_000),
    lastGroomDate: petDate,
    isOverridingGroomingFee: flag('isOverridingGroomingFee'),
    overrideGroomingFeePrice: wholeNumber(PET_MESSAGES.money, 10_000_000),
    minutesToGroom: wholeNumber(PET_MESSAGES.minutesToGroom, 24 * 60),
    groomingFrequencyWeeks: wholeNumber(PET_MESSAGES.groomingFrequency, GROOMING_FREQUENCY_WEEKS.max).refine(
      (weeks) => weeks === null || weeks >= GROOMING_FREQUENCY_WEEKS.min,
      { message: PET_MESSAGES.groomingFrequency },
    ),
    /** editVersion([Pet stream]) as read with findByCustomer; an edit made on an older read is refused. */
    expectedVersion: expectedVersionField,
  })
  .superRefine((pet, ctx) => {
    const isNew = pet.ID === null;
    if (!pet.petName) {
      const message = isNew ? PET_MESSAGES.newPetNameRequired : PET_MESSAGES.nameRequired;
      ctx.addIssue({ code: 'custom', path: ['petName'], message });
    }
    if (pet.animalTypeId === null) ctx.addIssue({ code: 'custom', path: ['animalTypeId'], message: PET_MESSAGES.animalTypeRequired });
    if (pet.breedId === null) {
      const message = isNew ? PET_MESSAGES.newPetBreedRequired : PET_MESSAGES.breedRequired;
      ctx.addIssue({ code: 'custom', path: ['breedId'], message });
    }
    if (isNew && pet.customerId === null) ctx.addIssue({ code: 'custom', path: ['customerId'], message: PET_MESSAGES.customerRequired });
    if (pet.isOverridingGroomingFee && pet.overrideGroomingFeePrice === null) {
      ctx.addIssue({ code: 'custom', path: ['overrideGroomingFeePrice'], message: PET_MESSAGES.overrideFeeRequired });
    }
  })
  // The fee counts only with the toggle on (part 1 §5): a stale fee under a toggle turned off is dropped.
  .transform((pet) => ({
    ...pet,
    overrideGroomingFeePrice: pet.isOverridingGroomingFee ? pet.overrideGroomingFeePrice : null,
  }));

export type PetUpdateInput = z.input<typeof petUpdateSchema>;
export type PetUpdateBody = z.output<typeof petUpdateSchema>;

/** The details a parsed body describes (the refinements above guarantee the ids). */
export function detailsOf(body: PetUpdateBody): PetDetails {
  const details = {} as Record<string, unknown>;
  for (const field of PET_DETAIL_FIELDS) details[field] = body[field];
  return details as unknown as PetDetails;
}

/** Birthday and last groom date cannot be in the future (part 1 §5); `today` is 'YYYY-MM-DD'. */
export function petDateErrors(details: Pick<PetDetails, 'birthday' | 'lastGroomDate'>, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (details.birthday && details.birthday > today) errors.birthday = PET_MESSAGES.birthdayInFuture;
  if (details.lastGroomDate && details.lastGroomDate > today) errors.lastGroomDate = PET_MESSAGES.lastGroomInFuture;
  return errors;
}

/** Part 1 §4: changing the animal type clears the breed (a dog breed never stays on a cat). */
export function withAnimalType<T extends { animalTypeId: number | null; breedId: number | null }>(pet: T, animalTypeId: number | null): T {
  return pet.animalTypeId === animalTypeId ? pet : { ...pet, animalTypeId, breedId: null };
}

/** The fields whose values differ (what a PetDetailsChanged carries). */
export function changedDetails(before: PetDetails, after: PetDetails): Partial<PetDetails> {
  const changes: Record<string, unknown> = {};
  for (const field of PET_DETAIL_FIELDS) if (before[field] !== after[field]) changes[field] = after[field];
  return changes as Partial<PetDetails>;
}
