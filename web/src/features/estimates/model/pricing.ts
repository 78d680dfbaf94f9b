import {
  DEFAULT_TRIP_CHARGE_CENTS,
  isExtraCategory,
  priceEstimate,
  priceInputFor,
  type BreedOption,
  type EstimateCustomerView,
  type OptionsResponse,
  type PriceCatalog,
  type PriceEstimateResult,
  type ServiceOption,
} from '@pawroute/domain';
import type { EstimateForm } from './form';
import { previewCents } from './money';

/** The options as the price catalog `priceInputFor` reads: the same function the server saves with. */
export interface EstimateCatalog extends PriceCatalog {
  breedsById: Map<number, BreedOption>;
  /** The extras picker's services (categories none, dip and coupon left out, part 1 §3). */
  extras: ServiceOption[];
  extrasById: Map<number, ServiceOption>;
  generatorFeeCents: number;
  tripChargeCents: number;
  animalTypes: { ID: number; type: string }[];
}

export function catalogOf(options: OptionsResponse): EstimateCatalog {
  const breedsById = new Map(options.breeds.map((b) => [b.ID, b]));
  const extras = options.services.filter((s) => isExtraCategory(s.category));
  const extrasById = new Map(extras.map((s) => [s.ID, s]));
  return {
    breedsById,
    extras,
    extrasById,
    breed: (id) => breedsById.get(id),
    addon: (id) => extrasById.get(id),
    salesTax: options.salesTax,
    fuelCharge: options.fuelCharge,
    generatorFeeCents: options.generatorFeeCents,
    tripChargeCents: options.tripChargeCents,
    animalTypes: options.animalTypes,
  };
}

/** A pet's id for pricing: its own, or a stand-in for a pet this save will add. */
export const previewPetId = (petId: number | null, index: number): number => petId ?? -(index + 1);

/** The live figures of the form, priced in the browser exactly as the server will price them. */
export function previewPrice(
  form: EstimateForm,
  catalog: EstimateCatalog,
  customer: EstimateCustomerView | null,
  asOf: string,
): PriceEstimateResult {
  const input = priceInputFor(
    {
      asOf,
      customer: {
        isSeniorCitizen: customer?.isSeniorCitizen ?? false,
        isMilitary: customer?.isMilitary ?? false,
        isTaxExempt: customer?.isTaxExempt ?? false,
      },
      pets: form.pets.map((pet, index) => ({
        pet: {
          id: previewPetId(pet.petId, index),
          isDeceased: pet.isDeceased,
          isServicePet: pet.isServicePet,
          lastGroomDate: pet.lastGroomDate,
          isOverridingGroomingFee: pet.isOverridingGroomingFee,
          overrideGroomingFeePrice: pet.overrideGroomingFeePrice,
        },
        breedId: pet.breedId,
        estimatePackage: pet.estimatePackage,
        includeInEstimate: pet.includeInEstimate && !pet.isDeceased,
        addonIds: pet.addonIds,
        otherFee: previewCents(pet.otherFee),
      })),
      tripFee: previewCents(form.tripFee),
      needsGenerator: form.needsGenerator,
      generatorFee: previewCents(form.generatorFee),
    },
    catalog,
  );
  return priceEstimate(input);
}

/** The customer's stored trip charge as consent compares it: a customer this save creates has $39. */
export const storedTripCharge = (customer: EstimateCustomerView | null): number =>
  customer?.tripChargeCents ?? DEFAULT_TRIP_CHARGE_CENTS;
