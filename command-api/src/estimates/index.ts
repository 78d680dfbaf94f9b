export { loadCustomerOfUser } from './loadFacts';
export { saveEstimate, type SaveEstimateOptions } from './saveEstimate';
