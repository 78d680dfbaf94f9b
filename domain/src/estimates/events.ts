import { z } from 'zod';
import { int4, storableCents, storableId, storableText } from '../shared/storable';
import { PACKAGES } from '../options';
import type { DomainEvent } from '../shared/decider';
import { priceEstimateInputSchema } from './inputSchema';
import type { PriceEstimateResult } from './types';

/**
 * Events of the estimates feature. An `EstimateSaved` is self-contained: it carries the price inputs
 * the server used (breed prices, add-on prices, rates, pet and customer facts as of that save) and
 * the figures it computed from them, so replaying history gives the same amounts even after a breed
 * price or a rate changes. Money is integer cents.
 */
const id = storableId();
const cents = int4();

const addonLineSchema = z.object({
  serviceId: int4(),
  unitPrice: cents,
  chargedPrice: cents,
  free: z.boolean(),
});

const petLineSchema = z.object({
  petId: int4(),
  tier: z.enum(['base', '3months', '6months', 'override']).nullable(),
  monthsSinceLastGroom: int4().nullable(),
  basePrice: cents,
  addons: z.array(addonLineSchema),
  addonsTotal: cents,
  otherFee: cents,
  subtotal: cents,
  serviceDiscount: cents,
  skippedReason: z.enum(['deceased', 'notIncluded']).optional(),
});

/** `priceEstimate`'s output, as stored. */
export const estimateFiguresSchema: z.ZodType<PriceEstimateResult> = z.object({
  pets: z.array(petLineSchema),
  feeGroom: cents,
  feeOther: cents,
  feeServices: cents,
  feeTrip: cents,
  feeGenerator: cents,
  discounts: z.array(
    z.object({ reason: z.enum(['servicePet', 'seniorCitizen', 'military']), petId: int4().optional(), amount: cents }),
  ),
  discount: cents,
  subtotal: cents,
  feeFuel: cents,
  feeSalesTax: cents,
  feeTotal: cents,
});

export const estimateAddressSchema = z.object({
  address: storableText(),
  city: storableText().nullable(),
  state: storableText().nullable(),
  zipcode: storableText().nullable(),
  mapsco: storableText().nullable(),
});
export type EstimateAddress = z.infer<typeof estimateAddressSchema>;

/** What the screen shows for one pet estimate; its prices are in `priceInput.pets` at the same index. */
export const savedPetEstimateSchema = z.object({
  petId: id,
  petName: storableText(),
  breedId: id.nullable(),
  breed: storableText().nullable(),
  animalTypeId: id.nullable(),
  estimatePackage: z.enum(PACKAGES),
  includeInEstimate: z.boolean(),
  isDeceased: z.boolean(),
  isServicePet: z.boolean(),
  otherFee: cents,
  otherDescription: storableText(),
  addons: z.array(z.object({ serviceId: id, item: storableText(), category: storableText() })),
});
export type SavedPetEstimate = z.infer<typeof savedPetEstimateSchema>;

export const estimateSavedSchema = z.object({
  estimateId: id,
  customerId: id,
  userId: id,
  /** The estimate this one was copied from (part 1 §4 "reached by copy"), on its first save. */
  copiedFromEstimateId: id.nullable(),
  savedAt: storableText(),
  address: estimateAddressSchema.nullable(),
  addressString: storableText(),
  emailString: storableText(),
  phoneNumberString: storableText(),
  needsGenerator: z.boolean(),
  /** The fees as entered (cents); the charged ones are in `figures`. */
  tripFee: cents,
  generatorFee: cents,
  pets: z.array(savedPetEstimateSchema),
  /** Exactly what `priceEstimate` was given: `priceEstimate(priceInput)` equals `figures`. */
  priceInput: priceEstimateInputSchema,
  figures: estimateFiguresSchema,
  /** The customer's stored trip charge when this was saved, and whether a raise above it was confirmed. */
  customerTripChargeCents: cents,
  tripChargeIncrementConsent: z.boolean(),
});
export type EstimateSavedData = z.infer<typeof estimateSavedSchema>;

/**
 * The customer's stored trip charge changed because an estimate raised it and the user answered Yes
 * to "save the new fee to the customer's profile" (part 1 §4). Written to `Customer-<id>`; named like
 * CustomerCreated's field so every fold of the customer stream reads it.
 */
export const customerTripChargeChangedSchema = z.object({
  customerId: id,
  userId: id,
  tripChargeCents: storableCents(),
  previousTripChargeCents: storableCents(),
  /** The estimate whose save raised it. */
  estimateId: id.nullable(),
  changedAt: storableText(),
});
export type CustomerTripChargeChangedData = z.infer<typeof customerTripChargeChangedSchema>;

export type EstimateSaved = DomainEvent<'EstimateSaved', EstimateSavedData>;
export type CustomerTripChargeChanged = DomainEvent<'CustomerTripChargeChanged', CustomerTripChargeChangedData>;
export type EstimateEvent = EstimateSaved;

/** Stream names of the estimates feature. */
export const estimateStream = (estimateId: number): string => `Estimate-${estimateId}`;
