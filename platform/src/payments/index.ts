export * from './port';
export { SandboxGateway, SANDBOX_DECLINED_CARD, CARD_DECLINED, CARD_EXPIRED } from './sandboxGateway';
export { paymentGatewayFor, usePaymentGateway } from './registry';
export { CARD_LOG_REDACTION } from './logRedaction';
