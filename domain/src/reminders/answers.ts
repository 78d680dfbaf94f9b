import type { ReminderSettings } from './schedule';

/** POST reminders/settings: the settings saved, with the words the page shows (command-api reminders/routes.ts). */
export interface ReminderSettingsAnswer extends ReminderSettings {
  message: string;
}
