/** What the app composes from the estimates feature outside its own routes (profile tabs). */
export { EstimateHistoryTab } from './components/EstimateHistoryTab';
export { EstimateReadOnly } from './components/EstimateReadOnly';
export { findEstimate, useEstimate } from './api/findEstimate';
export { estimateKeys } from './api/keys';
// Management's blocked-clients list (booking) finds customers as the estimate's customer step does.
export { useCustomerSearch } from './api/searchCustomers';
