export { remindersProjector, REMINDERS_EVENT_TYPES } from './projector';
export type { RemindersTables } from './tables';
