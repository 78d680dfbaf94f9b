export * from './port';
export { createTextSender, readSmsOutbox, type TextSenderOptions } from './createTextSender';
export { ensureSmsOutboxTable } from './smsOutboxTable';
export { SmsProviderError } from './smsProvider';
export { textSenderFor } from './textSenderFor';
