export * from './port';
export { createMailer, readOutbox, wasMailed, type MailerOptions, type OutboxKeySource } from './createMailer';
export { ensureOutboxTable } from './outboxTable';
export { mailerFor } from './mailerFor';
