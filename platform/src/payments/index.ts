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
export { SANDBOX_OPAQUE_DESCRIPTOR, decodeSandboxOpaque } from './sandboxOpaque';
export { AuthorizeNetGateway, RAW_CARD_REFUSED, TRANSACTION_DETAILS_API_NEEDED, type AuthorizeNetGatewayOptions } from './authorizeNet/gateway';
export { authorizeNetSettingsFrom, ACCEPT_JS_URLS, AUTHORIZE_NET_ENDPOINTS, type AuthorizeNetSettings } from './authorizeNet/settings';
export { isValidWebhookSignature, webhookSignatureOf } from './authorizeNet/webhookSignature';
export { requestRef } from './authorizeNet/refKeys';
export { notingCharges, gatewayRequestByRef, ensureGatewayRequestsTable, resolveGatewayRequest, unknownGatewayRequests, type GatewayRequestRow, type UnknownGatewayRequest } from './requestBook';
export { ACCEPT_JS_STAND_IN, ACCEPT_JS_STAND_IN_URL } from './acceptJsStandIn';
export { checkGatewayAtStartup, lastGatewayCheck, type GatewayCheck } from './gatewayCheck';
