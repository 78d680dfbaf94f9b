/**
 * The events the report figures (sales tax, payroll, tips) are made of: each customer's exemption, each
 * stylist's rate changes, each appointment's stylist, date and completion, each transaction. The reports
 * projector keeps them and the audit replays the same ones from the log, so the list is declared once.
 */
const TRANSACTION_TYPES = ['TransactionCreated', 'TransactionVoided', 'TransactionRefunded'] as const;
const APPOINTMENT_TYPES = ['AppointmentCreated', 'AppointmentUpdated', 'AppointmentScheduled', 'AppointmentCompleted'] as const;
export const REPORT_EVENT_TYPES = ['CustomerCreated', 'CustomerDetailsUpdated', 'StylistDetailsUpdated', ...APPOINTMENT_TYPES, ...TRANSACTION_TYPES] as const;
