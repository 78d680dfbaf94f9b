export * from './port';
export {
  SandboxGateway,
  ensureSandboxGatewayTables,
  refundExceedsMessage,
  SANDBOX_DECLINED_CARD,
  CARD_DECLINED,
  CARD_EXPIRED,
  GATEWAY_MESSAGES,
  type SandboxGatewayOptions,
} from './sandboxGateway';
export { settlementTime, DEFAULT_SETTLEMENT_CUTOFF, type SettlementSchedule } from './settlement';
export { paymentGatewayFor, usePaymentGateway } from './registry';
export { CARD_LOG_REDACTION } from './logRedaction';
