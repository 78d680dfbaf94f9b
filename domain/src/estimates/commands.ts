import type { EstimateAddress, SavedPetEstimate } from './events';
import type { PriceEstimateInput } from './types';

/**
 * Save an estimate (POST /api/v4/estimate/save). The command carries the server's own price inputs;
 * the decider prices them (the client's figures never reach it).
 */
export interface SaveEstimate {
  type: 'SaveEstimate';
  data: {
    estimateId: number;
    /** True for a new estimate (also one reached by copy): the stream must not exist yet. */
    isNew: boolean;
    copiedFromEstimateId: number | null;
    customerId: number;
    userId: number;
    address: EstimateAddress | null;
    addressString: string;
    emailString: string;
    phoneNumberString: string;
    needsGenerator: boolean;
    tripFee: number;
    generatorFee: number;
    pets: SavedPetEstimate[];
    priceInput: PriceEstimateInput;
    /** The customer's stored trip charge, folded from `Customer-<id>` just before. */
    customerTripChargeCents: number;
    tripChargeIncrementConsent: boolean;
  };
}

export type EstimateCommand = SaveEstimate;

/** Save the estimate's trip fee as the customer's stored trip charge (the Yes of part 1 §4). */
export interface ChangeCustomerTripCharge {
  type: 'ChangeCustomerTripCharge';
  data: { customerId: number; tripChargeCents: number; estimateId: number | null };
}
