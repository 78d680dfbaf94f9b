export { UpcomingAppointmentsTable, RECURRING_BANNER } from './UpcomingAppointmentsTable';
export { PreviousAppointmentsTable } from './PreviousAppointmentsTable';
export { UpcomingAppointmentsTab, AppointmentHistoryTab } from './AppointmentTabs';
