export * from './types';
export { priceEstimate, CUSTOMER_DISCOUNT_CENTS } from './priceEstimate';
export { SERVICE_PET_DISCOUNT_CENTS } from './petPrice';
export { wholeMonthsBetween as wholeMonthsSinceLastGroom } from './dates';
export { needsTripFeeConsent, type TripFeeConsentInput } from './tripFeeConsent';
export { ESTIMATE_MESSAGES } from './messages';
export {
  estimateDraftSchema,
  estimatePetDraftSchema,
  estimateFeeInputSchema,
  type EstimateDraft,
  type EstimateDraftInput,
} from './validation';
export { priceEstimateInputSchema } from './inputSchema';
