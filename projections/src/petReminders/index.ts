export { petRemindersProjector, PET_REMINDERS_EVENT_TYPES } from './projector';
export type { PetRemindersTables } from './tables';
