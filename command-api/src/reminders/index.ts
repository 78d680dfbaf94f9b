export { remindersCommands } from './routes';
export { sendDueReminders, startReminderSender } from './reminderSender';
export { sendReminder } from './sendReminder';
