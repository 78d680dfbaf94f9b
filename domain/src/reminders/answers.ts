import type { ReminderSettings } from './schedule';
import type { ReminderListRow } from './scheduled';

/** POST reminders/settings: the settings saved, with the words the page shows (command-api reminders/routes.ts). */
export interface ReminderSettingsAnswer extends ReminderSettings {
  message: string;
}

/** GET /api/v4/reminders/list: the next days' appointment reminders and the settings they follow. */
export interface ReminderListAnswer {
  settings: ReminderSettings;
  rows: ReminderListRow[];
}
