export * from './port';
export { createTextSender, readSmsOutbox, type TextSenderOptions } from './createTextSender';
export { ensureSmsOutboxTable } from './smsOutboxTable';
export { SmsProviderError } from './smsProvider';
export { SMS_INBOUND_PATH, SMS_STATUS_PATH, textSenderFor } from './textSenderFor';
export { isValidTwilioSignature, twilioSignatureOf } from './twilioSignature';
export { isOptedOut, textableDigits } from './optOut';
