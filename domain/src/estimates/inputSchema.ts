import { z } from 'zod';
import { PACKAGES } from '../options';
import { int4, storableCents, storableText } from '../shared/storable';
import { isDateOnly } from '../shared/calendarDates';
import type { PriceEstimateInput } from './types';

/**
 * The shape `priceEstimate` trusts, for input that crosses a trust boundary (an HTTP body, a stored
 * draft). Negative prices pass on purpose: pricing counts them as 0 (part 1 §9).
 */
// Bounded to the int4 columns that hold amounts; negative prices stay allowed (see above).
const cents = int4();
const nonNegativeCents = storableCents();
const dateOnly = storableText().refine(isDateOnly, { error: "Expected a date 'YYYY-MM-DD'." });
const rate = z.number().min(0).max(1);

const breedPricesSchema = z.object({
  bathBrushPrice: cents,
  bathBrushPrice3Months: cents.nullish(),
  bathBrushPrice6Months: cents.nullish(),
  deluxePrice: cents,
  deluxePrice3Months: cents.nullish(),
  deluxePrice6Months: cents.nullish(),
});

const petEstimateInputSchema = z.object({
  pet: z.object({
    id: int4(),
    isDeceased: z.boolean().optional(),
    isServicePet: z.boolean().optional(),
    lastGroomDate: dateOnly.nullish(),
    isOverridingGroomingFee: z.boolean().optional(),
    overrideGroomingFeePrice: cents.nullish(),
  }),
  breed: breedPricesSchema.nullable(),
  estimatePackage: z.enum(PACKAGES),
  includeInEstimate: z.boolean().optional(),
  addons: z.array(z.object({ serviceId: int4(), price: cents, addonPrice: cents.nullish() })).optional(),
  otherFee: cents.nullish(),
});

export const priceEstimateInputSchema: z.ZodType<PriceEstimateInput> = z.object({
  asOf: dateOnly,
  customer: z.object({
    isSeniorCitizen: z.boolean().optional(),
    isMilitary: z.boolean().optional(),
    isTaxExempt: z.boolean().optional(),
  }),
  pets: z.array(petEstimateInputSchema),
  tripFee: nonNegativeCents.optional(),
  needsGenerator: z.boolean().optional(),
  generatorFee: nonNegativeCents.optional(),
  salesTaxRate: rate.optional(),
  fuelChargeRate: rate.optional(),
});
