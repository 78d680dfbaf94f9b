import type { EstimatePackage } from '../options';

/**
 * Input and output of `priceEstimate`. Every amount is integer cents; every date is a business-local
 * date-only string 'YYYY-MM-DD'; rates are fractions as the spec writes them (0.0825, 0.0375).
 */

/** A breed's six prices (part 2 §3 "Breed"). A missing 3- or 6-month price falls back a tier. */
export interface BreedPrices {
  bathBrushPrice: number;
  bathBrushPrice3Months?: number | null;
  bathBrushPrice6Months?: number | null;
  deluxePrice: number;
  deluxePrice3Months?: number | null;
  deluxePrice6Months?: number | null;
}

/** One chosen extra (a product/service): `price`, or `addonPrice` under 'add-on special'. */
export interface AddonInput {
  serviceId: number;
  price: number;
  /** Missing (null/undefined) means "no special price": `price` is used under 'add-on special' too. */
  addonPrice?: number | null;
}

/** The pet facts pricing needs (part 1 §3 "Pet"). */
export interface PetPricingFacts {
  id: number;
  isDeceased?: boolean;
  isServicePet?: boolean;
  /** 'YYYY-MM-DD' or null when unknown. */
  lastGroomDate?: string | null;
  isOverridingGroomingFee?: boolean;
  overrideGroomingFeePrice?: number | null;
}

/** One pet estimate (part 1 §3 "Pet estimate"). */
export interface PetEstimateInput {
  pet: PetPricingFacts;
  /** The pet's breed prices; null when the pet has no breed (validation refuses to save that). */
  breed: BreedPrices | null;
  estimatePackage: EstimatePackage;
  /** Default true. */
  includeInEstimate?: boolean;
  addons?: readonly AddonInput[];
  otherFee?: number | null;
}

/** The customer flags pricing needs (part 1 §3 "Customer"). */
export interface CustomerPricingFacts {
  isSeniorCitizen?: boolean;
  isMilitary?: boolean;
  isTaxExempt?: boolean;
}

export interface PriceEstimateInput {
  /** The estimate's date ('YYYY-MM-DD'): months since the last groom are counted up to this day. */
  asOf: string;
  customer: CustomerPricingFacts;
  pets: readonly PetEstimateInput[];
  /** Default 3900 (the spec's $39). */
  tripFee?: number;
  needsGenerator?: boolean;
  /** Default 1000 (the spec's $10); charged only when `needsGenerator`. */
  generatorFee?: number;
  /** Default 0.0825. */
  salesTaxRate?: number;
  /** Default 0.0375. */
  fuelChargeRate?: number;
}

export type PriceTier = 'base' | '3months' | '6months' | 'override';

export type SkippedReason = 'deceased' | 'notIncluded';

export interface AddonLine {
  serviceId: number;
  /** `price` (or `addonPrice` under 'add-on special'), negatives counted as 0. */
  unitPrice: number;
  /** What the customer pays: `unitPrice`, or 0 when this is the free item of buy-two-get-one. */
  chargedPrice: number;
  free: boolean;
}

export interface PetEstimateLine {
  petId: number;
  /** null for a skipped pet. */
  tier: PriceTier | null;
  /** Whole calendar months since the last groom as of `asOf`; null when unknown or skipped. */
  monthsSinceLastGroom: number | null;
  basePrice: number;
  /** In input order. */
  addons: AddonLine[];
  addonsTotal: number;
  otherFee: number;
  /** basePrice + addonsTotal + otherFee (the service-pet discount is not taken off here). */
  subtotal: number;
  /** 500 for an included service pet, else 0; counted in the estimate's `discount`. */
  serviceDiscount: number;
  skippedReason?: SkippedReason;
}

export interface DiscountLine {
  reason: 'servicePet' | 'seniorCitizen' | 'military';
  /** Set for 'servicePet'. */
  petId?: number;
  amount: number;
}

export interface PriceEstimateResult {
  pets: PetEstimateLine[];
  /** Sum of base prices and add-ons (the invoice's serviceFeeGroom). */
  feeGroom: number;
  /** Sum of per-pet other fees (the invoice's serviceFeeOther). */
  feeOther: number;
  /** feeGroom + feeOther. */
  feeServices: number;
  feeTrip: number;
  /** generatorFee when needsGenerator, else 0. */
  feeGenerator: number;
  /** The discounts earned, before the cap below. */
  discounts: DiscountLine[];
  /** The discount applied: the sum of `discounts`, capped so the subtotal never goes below 0. */
  discount: number;
  /** feeServices + feeTrip + feeGenerator - discount (>= 0). */
  subtotal: number;
  /** round((feeServices + feeTrip + feeGenerator) x fuel rate). */
  feeFuel: number;
  /** round((subtotal + feeFuel) x sales-tax rate), 0 for a tax-exempt customer. */
  feeSalesTax: number;
  /** subtotal + feeSalesTax + feeFuel. */
  feeTotal: number;
}
