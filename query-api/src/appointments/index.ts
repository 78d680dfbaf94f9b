export { appointmentsQueries, READ_MESSAGES } from './routes';
export { readDaySchedule, type DayScheduleInput } from './readDaySchedule';
export { readOpenSlots, type OpenSlotsInput } from './readOpenSlots';
export { checkConflicts, type CheckConflictsInput } from './checkConflicts';
export {
  readWaitingList,
  readServiceIssues,
  readHistory,
  readCustomerUpcoming,
  readCustomerPrevious,
  readEmployeeUpcoming,
} from './readLists';
export { readStandingsPage } from '../standings';
export type * from '../shared/appointmentRows';
