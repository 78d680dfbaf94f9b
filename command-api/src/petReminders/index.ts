export { petRemindersCommands } from './routes';
export { sendDuePetReminders } from './petReminderSender';
export { sendVaccineReminder } from './sendVaccineReminder';
export { sendRebookReminder } from './sendRebookReminder';
