import { z } from 'zod';
import { PACKAGES } from '../options';
import { CENTS_MAX } from '../shared/storable';
import { FIELD_MESSAGES, isEmail, isMapsco, isMoney, isZipcode, moneyToCents } from '../shared/validators';
import { ESTIMATE_MESSAGES as M } from './messages';

/**
 * Estimate validation (part 1 §5 "Estimate"). Amounts are integer cents (the API's unit); the form
 * turns typed dollars into cents with `estimateFeeInputSchema`. Every check runs in one pass in the
 * order of the screens (Details: address, email, trip, generator; Pet Services: pets, other fees),
 * so the first issue, the one a toast shows, is the first problem the user meets.
 */

/** A typed fee ('12.50', '' for none) -> cents; anything but money (digits, up to 2 decimals) fails. */
export const estimateFeeInputSchema = (message: string) =>
  z
    .string({ error: message })
    .refine((text) => text.trim() === '' || isMoney(text), { error: message })
    .transform((text) => (text.trim() === '' ? 0 : moneyToCents(text)));

// At most what the int4 money columns hold.
const isCents = (value: number | null | undefined) => value == null || (Number.isSafeInteger(value) && value >= 0 && value <= CENTS_MAX);
const filled = (value: string | null | undefined): value is string => value != null && value.trim() !== '';

export const estimatePetDraftSchema = z.object({
  petId: z.number().int().nullish(),
  breedId: z.number({ error: M.breedAndPackageRequired }).nullish(),
  estimatePackage: z.string({ error: M.breedAndPackageRequired }).nullish(),
  /** Default true. */
  includeInEstimate: z.boolean().default(true),
  isDeceased: z.boolean().default(false),
  otherFee: z.number({ error: M.invalidOtherFee }).nullish(),
});

export const estimateDraftSchema = z
  .object({
    /** Creating a new user with the estimate (the new-user form), rather than picking an existing one. */
    isNewUser: z.boolean().default(false),
    /** For a new user: whether they get a login account (default true, like user/create). */
    isAccount: z.boolean().default(true),
    emailAddress: z.string().nullish(),
    /** The selected address; null when none is selected. */
    address: z.object({ zipcode: z.string().nullish(), mapsco: z.string().nullish() }).nullish(),
    tripFee: z.number({ error: M.invalidTripFee }),
    needsGenerator: z.boolean().default(false),
    generatorFee: z.number({ error: M.invalidGeneratorFee }).nullish(),
    pets: z.array(estimatePetDraftSchema),
    /**
     * Whether a Mapsco is asked (default true): only when the service area is drawn by Mapsco
     * (docs/RULES.md SA-KIND), and not for a client's request from outside the area (SA-ONE).
     */
    askMapsco: z.boolean().default(true),
  })
  .superRefine((draft, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });

    const zipOk = filled(draft.address?.zipcode) && isZipcode(draft.address.zipcode);
    const mapscoOk = filled(draft.address?.mapsco) && isMapsco(draft.address.mapsco);
    const byMapsco = draft.askMapsco;
    const zipMessage = draft.isNewUser && byMapsco ? M.zipcodeAndMapscoRequired : M.zipcodeRequired;
    const mapscoMessage = draft.isNewUser ? M.zipcodeAndMapscoRequired : M.mapscoRequired;
    if (!zipOk) issue(zipMessage, ['address', 'zipcode']);
    if (byMapsco && !mapscoOk) issue(mapscoMessage, ['address', 'mapsco']);

    if (draft.isNewUser && draft.isAccount) {
      if (!filled(draft.emailAddress)) issue(M.emailRequiredForNewAccount, ['emailAddress']);
      else if (!isEmail(draft.emailAddress)) issue(FIELD_MESSAGES.email, ['emailAddress']);
    }

    if (!isCents(draft.tripFee)) issue(M.invalidTripFee, ['tripFee']);
    if (!isCents(draft.generatorFee)) issue(M.invalidGeneratorFee, ['generatorFee']);

    draft.pets.forEach((pet, index) => {
      // Deceased pets are never priced (part 1 §4), so they need nothing.
      if (!pet.includeInEstimate || pet.isDeceased) return;
      if (pet.breedId == null || !Number.isSafeInteger(pet.breedId) || pet.breedId <= 0) {
        issue(M.breedAndPackageRequired, ['pets', index, 'breedId']);
      }
      if (!(PACKAGES as readonly unknown[]).includes(pet.estimatePackage)) {
        issue(M.breedAndPackageRequired, ['pets', index, 'estimatePackage']);
      }
    });
    if (!draft.pets.some((pet) => pet.includeInEstimate && !pet.isDeceased)) issue(M.noPetIncluded, ['pets']);
    draft.pets.forEach((pet, index) => {
      if (!isCents(pet.otherFee)) issue(M.invalidOtherFee, ['pets', index, 'otherFee']);
    });
  });

export type EstimateDraft = z.infer<typeof estimateDraftSchema>;
export type EstimateDraftInput = z.input<typeof estimateDraftSchema>;
