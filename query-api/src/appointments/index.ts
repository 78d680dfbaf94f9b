export {
  readWaitingList,
  readServiceIssues,
  readHistory,
  readCustomerUpcoming,
  readCustomerPrevious,
  readEmployeeUpcoming,
} from './readLists';
export { READ_MESSAGES } from './routes';
export { type DayScheduleInput, readDaySchedule } from './readDaySchedule';
export { DAY_SCHEDULE_HIDES } from '../shared/dayHides';
export { type OpenSlotsInput, readOpenSlots } from './readOpenSlots';
export { type CheckConflictsInput, checkConflicts } from './checkConflicts';
export { readStandingsPage } from '../standings';
export { assertMayReadAppointment } from './access';
export { readAppointmentPictures } from './pictures';
