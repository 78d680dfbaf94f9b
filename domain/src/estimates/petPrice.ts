import type { EstimatePackage } from '../options';
import { priceAddons } from './addons';
import { wholeMonthsBetween } from '../shared/calendarDates';
import { priceOrZero } from './money';
import type { BreedPrices, PetEstimateInput, PetEstimateLine, PriceTier } from './types';

/** Part 1 §9: "Service pets get $5 off". */
export const SERVICE_PET_DISCOUNT_CENTS = 500;

/** Tier by whole months since the last groom; an unknown last groom is priced as overdue (6 months). */
export function tierForMonths(months: number | null): Exclude<PriceTier, 'override'> {
  if (months === null || months >= 6) return '6months';
  if (months >= 3) return '3months';
  return 'base';
}

/**
 * The breed's price for a package and tier. 'add-on special' is a bath and brush with discounted
 * extras, so it uses the bath-and-brush prices. A missing 6-month price falls back to the 3-month
 * price, and a missing 3-month price to the base price.
 */
export function breedPrice(breed: BreedPrices, estimatePackage: EstimatePackage, tier: Exclude<PriceTier, 'override'>): number {
  const [base, three, six] =
    estimatePackage === 'deluxe'
      ? [breed.deluxePrice, breed.deluxePrice3Months, breed.deluxePrice6Months]
      : [breed.bathBrushPrice, breed.bathBrushPrice3Months, breed.bathBrushPrice6Months];
  const threeOrBase = three ?? base;
  const price = tier === '6months' ? (six ?? threeOrBase) : tier === '3months' ? threeOrBase : base;
  return priceOrZero(price, 'breed price');
}

function skipped(petId: number, skippedReason: PetEstimateLine['skippedReason']): PetEstimateLine {
  return {
    petId, tier: null, monthsSinceLastGroom: null, basePrice: 0, addons: [], addonsTotal: 0,
    otherFee: 0, subtotal: 0, serviceDiscount: 0, skippedReason,
  };
}

/** One pet's line of the estimate. */
export function pricePet(entry: PetEstimateInput, asOf: string): PetEstimateLine {
  const { pet } = entry;
  if (pet.isDeceased) return skipped(pet.id, 'deceased');
  if (entry.includeInEstimate === false) return skipped(pet.id, 'notIncluded');

  const monthsSinceLastGroom = pet.lastGroomDate ? wholeMonthsBetween(pet.lastGroomDate, asOf) : null;
  const overriding = pet.isOverridingGroomingFee === true && pet.overrideGroomingFeePrice != null;
  const timeTier = tierForMonths(monthsSinceLastGroom);
  const tier: PriceTier = overriding ? 'override' : timeTier;
  const basePrice = overriding
    ? priceOrZero(pet.overrideGroomingFeePrice, 'overrideGroomingFeePrice')
    : entry.breed
      ? breedPrice(entry.breed, entry.estimatePackage, timeTier)
      : 0;

  const addons = priceAddons(entry.addons ?? [], entry.estimatePackage);
  const addonsTotal = addons.reduce((sum, line) => sum + line.chargedPrice, 0);
  const otherFee = priceOrZero(entry.otherFee, 'otherFee');
  return {
    petId: pet.id,
    tier,
    monthsSinceLastGroom,
    basePrice,
    addons,
    addonsTotal,
    otherFee,
    subtotal: basePrice + addonsTotal + otherFee,
    serviceDiscount: pet.isServicePet ? SERVICE_PET_DISCOUNT_CENTS : 0,
  };
}
