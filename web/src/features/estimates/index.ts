/** What the app composes from the estimates feature outside its own routes (profile tabs). */
export { EstimateHistoryTab } from './components/EstimateHistoryTab';
export { EstimateReadOnly } from './components/EstimateReadOnly';
