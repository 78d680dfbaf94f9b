export * from './port';
export { parseAmiUrl, AMI_DEFAULT_PORT, type AmiSettings } from './amiUrl';
export { incomingCallOf, extensionOfChannel, extensionOfDialString, comparableDigits, CallDeduper, type AmiEvent } from './amiEvents';
export { createAmiPhoneSystem, PHONE_UNREACHABLE_MESSAGE, type AmiPhoneSystemOptions, type AmiLogger } from './amiPhoneSystem';
export { phoneSystemFor, releasePhoneSystemFor } from './phoneSystemFor';
export { ensurePhoneTables, subscribeSession, listenersOf, claimCallAnnouncement, type ExtensionListener } from './subscriptions';
export { customerByPhone, type CallerCustomer } from './customerByPhone';
