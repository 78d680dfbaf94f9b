/**
 * The contacts' light entry (ops/src/checks/importRules.ts, the web's `api` entries): reads, fetchers
 * and keys without the tabs and their form schemas, for code that must not wait for those (the stylist
 * day's read-ahead of the customer's cards).
 */
export { contactKeys } from './keys';
export { getAddresses } from './addresses';
export { getCreditCards, useCreditCards } from './creditCards';
