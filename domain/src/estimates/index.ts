export * from './types';
export { priceEstimate, CUSTOMER_DISCOUNT_CENTS } from './priceEstimate';
export { SERVICE_PET_DISCOUNT_CENTS, pricePet } from './petPrice';
export { wholeMonthsBetween as wholeMonthsSinceLastGroom } from '../shared/calendarDates';
export { needsTripFeeConsent, type TripFeeConsentInput } from './tripFeeConsent';
export { ESTIMATE_MESSAGES, ESTIMATE_TOASTS, ESTIMATE_API_MESSAGES } from './messages';
export {
  estimateDraftSchema,
  estimatePetDraftSchema,
  estimateFeeInputSchema,
  type EstimateDraft,
  type EstimateDraftInput,
} from './validation';
export { priceEstimateInputSchema } from './inputSchema';
// The estimate write model, API shapes and helpers.
export * from './events';
export * from './commands';
export * from './evolve';
export * from './decider';
export * from './facts';

export * from './answers';
export * from './bodies';
export * from './priceInputFor';
export * from './businessDate';
export { estimateViewOf } from './estimateView';
