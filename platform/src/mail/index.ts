export * from './port';
export { createMailer, readOutbox, type MailerOptions } from './createMailer';
export { ensureOutboxTable } from './outboxTable';
export { mailerFor } from './mailerFor';
