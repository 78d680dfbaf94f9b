import { z } from 'zod';
import { ADDRESS_MAX, FIELD_MESSAGES, NOTE_MAX, TEXT_MAX, normalizeMapsco } from '../shared/validators';
import { DomainError } from '../shared/errors';
import { CENTS_MAX, INT4_MAX, INT4_MIN, storableText } from '../shared/storable';
import { ESTIMATE_API_MESSAGES as A, ESTIMATE_MESSAGES as M } from './messages';
import { estimateDraftSchema, type EstimateDraftInput } from './validation';

/**
 * The body of POST /api/v4/estimate/save (part 1 §7: estimate, user, tripChargeIncrementConsent),
 * shared by the server and the web form. Fees are integer cents. This schema checks the shape only;
 * the spec's estimate rules (§5) need the server's pet facts and run in `assertEstimateDraft`.
 */
const MAX_ID = INT4_MAX;
const idOf = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });
const optionalText = (max = TEXT_MAX) =>
  storableText()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(max) })
    .nullish()
    .transform((value) => value || null);

/**
 * An amount in cents: at most what the int4 money columns hold. Negative and fractional amounts pass
 * here and are refused by the §5 rules (`assertEstimateDraft`) with the same message.
 */
const amount = (message: string) =>
  z.number({ error: message }).min(INT4_MIN, { error: message }).max(CENTS_MAX, { error: message });

/** Text the server passes on to user/create, which applies its own rules and messages. */
const userText = storableText().max(254, { error: FIELD_MESSAGES.tooLong(254) }).nullish();

export const MAX_ESTIMATE_PETS = 20;

export const saveEstimatePetSchema = z.object({
  /** An existing pet of the customer; absent for a pet added with this estimate. */
  petId: idOf(A.petNotCustomers).nullish(),
  /** A new pet's name (an existing pet keeps its own). */
  petName: optionalText(),
  /** A new pet's breed (an existing pet is priced with its own breed). */
  breedId: idOf(M.breedAndPackageRequired).nullish(),
  estimatePackage: storableText({ error: M.breedAndPackageRequired }).max(TEXT_MAX, { error: M.breedAndPackageRequired }).nullish(),
  includeInEstimate: z.boolean().default(true),
  /** The chosen extras (product/service ids); the server looks their prices up. */
  addonIds: z.array(idOf(A.unknownAddon), { error: A.unknownAddon }).max(50, { error: A.unknownAddon }).default([]),
  otherFee: amount(M.invalidOtherFee).nullish(),
  otherDescription: optionalText(NOTE_MAX),
});

const addressSchema = z.object({
  address: optionalText(ADDRESS_MAX),
  city: optionalText(),
  state: optionalText(),
  zipcode: optionalText(10),
  mapsco: optionalText(10).transform((value) => (value ? normalizeMapsco(value) : null)),
});

/** Accepted because the spec's payload carries them; the server never reads them (it prices itself). */
const clientFigure = z.number().min(INT4_MIN).max(INT4_MAX).nullish();

export const saveEstimateBodySchema = z.object({
  estimate: z.object({
    /** Absent or null: a new estimate (also one reached by copy, whose ID was cleared). */
    ID: idOf(A.numericEstimateId).nullish(),
    copiedFromEstimateId: idOf(A.numericEstimateId).nullish(),
    address: addressSchema.nullish(),
    needsGenerator: z.boolean().default(false),
    tripFee: amount(M.invalidTripFee),
    generatorFee: amount(M.invalidGeneratorFee).nullish(),
    pets: z.array(saveEstimatePetSchema).max(MAX_ESTIMATE_PETS, { error: A.tooManyPets }),
    feeServices: clientFigure,
    feeTrip: clientFigure,
    feeFuel: clientFigure,
    feeGenerator: clientFigure,
    feeSalesTax: clientFigure,
    feeTotal: clientFigure,
    discount: clientFigure,
  }),
  /** `{ ID }` of an existing customer's user, or the new customer (names, email, phone, isAccount). */
  user: z.object({
    ID: idOf(A.numericUserId).nullish(),
    firstName: userText,
    middleName: userText,
    lastName: userText,
    emailAddress: userText,
    phoneNumber: userText,
    isAccount: z.boolean().nullish(),
  }),
  /** The user confirmed a trip fee raised above both the previous fee and the stored trip charge. */
  tripChargeIncrementConsent: z.boolean().default(false),
  /** The Yes of "save the new fee to the customer's profile?" (part 1 §4). Needs EditCustomers. */
  saveTripChargeToProfile: z.boolean().default(false),
});

export type SaveEstimateBody = z.output<typeof saveEstimateBodySchema>;
export type SaveEstimateBodyInput = z.input<typeof saveEstimateBodySchema>;

/** What the §5 rules need to know per pet that only the server can say (its stored facts). */
export interface DraftPetFacts {
  breedId: number | null;
  isDeceased: boolean;
}

/** The §5 draft of a save body; `facts[i]` is null for a new pet; `askMapsco` as the draft schema says (SA-KIND). */
export function estimateDraftOf(body: SaveEstimateBody, facts: readonly (DraftPetFacts | null)[], askMapsco = true): EstimateDraftInput {
  const isNewUser = body.user.ID == null;
  return {
    askMapsco,
    isNewUser,
    isAccount: body.user.isAccount ?? true,
    emailAddress: body.user.emailAddress ?? null,
    address: body.estimate.address ? { zipcode: body.estimate.address.zipcode, mapsco: body.estimate.address.mapsco } : null,
    tripFee: body.estimate.tripFee,
    needsGenerator: body.estimate.needsGenerator,
    generatorFee: body.estimate.generatorFee ?? null,
    pets: body.estimate.pets.map((pet, index) => ({
      petId: pet.petId ?? null,
      breedId: facts[index]?.breedId ?? pet.breedId ?? null,
      estimatePackage: pet.estimatePackage ?? null,
      includeInEstimate: pet.includeInEstimate,
      isDeceased: facts[index]?.isDeceased ?? false,
      otherFee: pet.otherFee ?? null,
    })),
  };
}

/** Throws the first §5 problem as a 400 with every problem in fieldErrors (paths like 'pets.0.breedId'). */
export function assertEstimateDraft(draft: EstimateDraftInput): void {
  const result = estimateDraftSchema.safeParse(draft);
  if (result.success) return;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  throw new DomainError(400, result.error.issues[0]!.message, fieldErrors);
}
