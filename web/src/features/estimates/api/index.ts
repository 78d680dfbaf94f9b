/**
 * The estimates' light entry (ops/src/checks/importRules.ts, the web's `api` entries): reads, fetchers
 * and keys without the wizard and its form schemas, for code that must not wait for those (the stylist
 * day's read-ahead of each appointment's estimate).
 */
export { findEstimate, useEstimate } from './findEstimate';
export { estimateKeys } from './keys';
// Management's blocked-clients list (booking) finds customers as the estimate's customer step does.
export { useCustomerSearch } from './searchCustomers';
