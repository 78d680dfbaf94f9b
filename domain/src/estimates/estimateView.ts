import type { EstimateView } from './answers';
import type { EstimateSavedData } from './events';
import type { PetEstimateLine } from './types';

const skippedLine = (petId: number): PetEstimateLine => ({
  petId,
  tier: null,
  monthsSinceLastGroom: null,
  basePrice: 0,
  addons: [],
  addonsTotal: 0,
  otherFee: 0,
  subtotal: 0,
  serviceDiscount: 0,
});

/** The read view of a saved estimate: the figures exactly as the server stored them. */
export function estimateViewOf(
  data: EstimateSavedData,
  times: { dateAdded: string; lastEdited: string },
  options: { isCopy?: boolean } = {},
): EstimateView {
  const { figures, priceInput } = data;
  const copy = options.isCopy === true;
  return {
    ID: copy ? null : data.estimateId,
    customerId: data.customerId,
    userId: data.userId,
    copiedFromEstimateId: copy ? data.estimateId : data.copiedFromEstimateId,
    DateAdded: copy ? null : times.dateAdded,
    LastEdited: copy ? null : times.lastEdited,
    isComplete: false,
    asOf: priceInput.asOf,
    salesTax: priceInput.salesTaxRate ?? 0,
    fuelCharge: priceInput.fuelChargeRate ?? 0,
    Address: data.address,
    addressString: data.addressString,
    emailString: data.emailString,
    phoneNumberString: data.phoneNumberString,
    needsGenerator: data.needsGenerator,
    tripFee: data.tripFee,
    generatorFee: data.generatorFee,
    PetEstimates: data.pets.map((pet, index) => ({ ...pet, line: figures.pets[index] ?? skippedLine(pet.petId) })),
    feeGroom: figures.feeGroom,
    feeOther: figures.feeOther,
    feeServices: figures.feeServices,
    feeTrip: figures.feeTrip,
    feeGenerator: figures.feeGenerator,
    feeFuel: figures.feeFuel,
    feeSalesTax: figures.feeSalesTax,
    feeTotal: figures.feeTotal,
    discount: figures.discount,
    discounts: figures.discounts,
    subtotal: figures.subtotal,
    // The spec's Estimate entity names (part 1 §3), in cents, beside ours.
    serviceFee: figures.feeServices,
    fuelFee: figures.feeFuel,
    salesTaxFee: figures.feeSalesTax,
    totalFee: figures.feeTotal,
    TotalEstimate: figures.feeTotal,
  };
}
