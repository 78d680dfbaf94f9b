export { AppointmentHistoryTab, UpcomingAppointmentsTab } from './customer';
export { appointmentsByEmployeeQuery, fetchAppointment, fetchDaySchedule, useAppointment, useAppointmentsByEmployee, useDaySchedule } from './api/queries';
export { appointmentKeys } from './api/keys';
export { pictureUrl, usePicturePaths } from './api/queries';
