import type { EstimatePackage } from '../options';
import type { BreedPrices, CustomerPricingFacts, PetPricingFacts, PriceEstimateInput } from './types';

/**
 * Builds `priceEstimate`'s input from an estimate's selections and a price catalog (breeds,
 * products, rates). The browser (live preview, from getOptions) and the server (on save, from its
 * read of the reference data) call this same function, so they price the same things the same way.
 */
export interface PriceCatalog {
  breed(breedId: number): BreedPrices | undefined;
  addon(serviceId: number): { price: number; addonPrice: number | null } | undefined;
  salesTax: number;
  fuelCharge: number;
}

export interface PetSelection {
  pet: PetPricingFacts;
  breedId: number | null;
  estimatePackage: EstimatePackage;
  includeInEstimate: boolean;
  addonIds: readonly number[];
  /** Cents. */
  otherFee: number | null;
}

export interface EstimateSelection {
  asOf: string;
  customer: CustomerPricingFacts;
  pets: readonly PetSelection[];
  tripFee: number;
  needsGenerator: boolean;
  generatorFee: number;
}

/** Only the six prices: the stored input holds exactly what pricing read, nothing else of the breed. */
const breedPrices = (breed: BreedPrices): BreedPrices => ({
  bathBrushPrice: breed.bathBrushPrice,
  bathBrushPrice3Months: breed.bathBrushPrice3Months ?? null,
  bathBrushPrice6Months: breed.bathBrushPrice6Months ?? null,
  deluxePrice: breed.deluxePrice,
  deluxePrice3Months: breed.deluxePrice3Months ?? null,
  deluxePrice6Months: breed.deluxePrice6Months ?? null,
});

export function priceInputFor(selection: EstimateSelection, catalog: PriceCatalog): PriceEstimateInput {
  return {
    asOf: selection.asOf,
    customer: {
      isSeniorCitizen: Boolean(selection.customer.isSeniorCitizen),
      isMilitary: Boolean(selection.customer.isMilitary),
      isTaxExempt: Boolean(selection.customer.isTaxExempt),
    },
    pets: selection.pets.map((entry) => {
      const breed = entry.breedId === null ? undefined : catalog.breed(entry.breedId);
      return {
        pet: {
          id: entry.pet.id,
          isDeceased: Boolean(entry.pet.isDeceased),
          isServicePet: Boolean(entry.pet.isServicePet),
          lastGroomDate: entry.pet.lastGroomDate ?? null,
          isOverridingGroomingFee: Boolean(entry.pet.isOverridingGroomingFee),
          overrideGroomingFeePrice: entry.pet.overrideGroomingFeePrice ?? null,
        },
        breed: breed ? breedPrices(breed) : null,
        estimatePackage: entry.estimatePackage,
        includeInEstimate: entry.includeInEstimate,
        addons: entry.addonIds.flatMap((serviceId) => {
          const addon = catalog.addon(serviceId);
          return addon ? [{ serviceId, price: addon.price, addonPrice: addon.addonPrice }] : [];
        }),
        otherFee: entry.otherFee ?? 0,
      };
    }),
    tripFee: selection.tripFee,
    needsGenerator: selection.needsGenerator,
    generatorFee: selection.generatorFee,
    salesTaxRate: catalog.salesTax,
    fuelChargeRate: catalog.fuelCharge,
  };
}
