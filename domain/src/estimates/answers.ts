import { z } from 'zod';
import type { WithPosition } from '../shared/writeAnswers';
import type { EstimateAddress, SavedPetEstimate } from './events';
import type { DiscountLine, PetEstimateLine } from './types';

/**
 * Response shapes of the estimate reads (part 1 §7 "Estimates"). Money is integer cents, rates are
 * fractions. Field names follow the spec where it names them (ID, LastEdited, PetEstimates, Pet,
 * Address, addressString ...) and the save payload's fee names (feeServices ... feeTotal, discount).
 */
export interface EstimatePetFactsView {
  ID: number;
  petName: string;
  breedId: number | null;
  animalTypeId: number | null;
  isDeceased: boolean;
  isServicePet: boolean;
  /** 'YYYY-MM-DD' or null. */
  lastGroomDate: string | null;
  isOverridingGroomingFee: boolean;
  overrideGroomingFeePrice: number | null;
}

/** Customers reading their own record get neither the trip charge nor the discount flags (part 1 §6). */
export interface EstimateCustomerView {
  ID: number;
  userId: number;
  tripChargeCents?: number;
  isSeniorCitizen?: boolean;
  isMilitary?: boolean;
  isTaxExempt?: boolean;
  Pets: EstimatePetFactsView[];
}

export interface EstimateUserView {
  ID: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  Address: EstimateAddress | null;
}

export interface EstimatePetView extends SavedPetEstimate {
  /** The saved pricing line of this pet (tier, base price, add-ons, subtotal). */
  line: PetEstimateLine;
}

export interface EstimateView {
  /** null on a copy (isCopy): saving it creates a new estimate. */
  ID: number | null;
  customerId: number;
  userId: number;
  /** Set on a copy: the estimate it was copied from. */
  copiedFromEstimateId: number | null;
  DateAdded: string | null;
  LastEdited: string | null;
  isComplete: boolean;
  /** The business-local day the saved figures were priced as of. */
  asOf: string;
  salesTax: number;
  fuelCharge: number;
  Address: EstimateAddress | null;
  addressString: string;
  emailString: string;
  phoneNumberString: string;
  needsGenerator: boolean;
  tripFee: number;
  generatorFee: number;
  PetEstimates: EstimatePetView[];
  feeGroom: number;
  feeOther: number;
  feeServices: number;
  feeTrip: number;
  feeGenerator: number;
  feeFuel: number;
  feeSalesTax: number;
  feeTotal: number;
  discount: number;
  discounts: DiscountLine[];
  subtotal: number;
  /** The spec's Estimate entity names (part 1 §3) beside ours: feeServices, feeFuel, feeSalesTax, feeTotal (twice). */
  serviceFee: number;
  fuelFee: number;
  salesTaxFee: number;
  totalFee: number;
  TotalEstimate: number;
}

/** GET estimate/findById and estimate/findLastByCustomer (estimate null when the customer has none). */
export interface FindEstimateResponse {
  estimate: EstimateView | null;
  user: EstimateUserView;
  customer: EstimateCustomerView;
  /** Appointments are a later feature. */
  appointment: null;
}

/** One row of GET estimate/findByCustomer. */
export interface EstimateListItem {
  ID: number;
  customerId: number;
  userId: number;
  DateAdded: string;
  LastEdited: string;
  addressString: string;
  petNames: string[];
  feeServices: number;
  feeTotal: number;
  /** The spec's entity names beside ours. */
  serviceFee: number;
  totalFee: number;
  TotalEstimate: number;
}

export type SaveEstimateResponse = WithPosition<SaveEstimateAnswer>;

/** POST estimates/save: the (possibly new) user and the estimate. */
export const saveEstimateAnswerSchema = z.object({ data: z.object({ userID: z.number(), estimateId: z.number() }) });
export type SaveEstimateAnswer = z.infer<typeof saveEstimateAnswerSchema>;
