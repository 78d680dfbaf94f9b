export { appointmentsProjector, APPOINTMENTS_EVENT_TYPES } from './projector';
export { appointmentConfirmationsProjector } from './confirmationsProjector';
export * from './confirmationTables';
export * from './tables';
export * from './rows';
export { foldAppointment, type AppointmentRecord } from './fold';
