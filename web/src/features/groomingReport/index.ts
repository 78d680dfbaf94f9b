/** The grooming report: the stylist's form at the completion, the customer's view on the completed appointment. */
export { GroomingReportForm } from './components/GroomingReportForm';
export { GroomingReportView } from './components/GroomingReportView';
