/** The grooming report at the completion (the stylist's form); the customer's view lives with the appointment's photos (appointments). */
export { GroomingReportForm } from './components/GroomingReportForm';
