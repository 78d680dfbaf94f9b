export { messagesProjector, MESSAGES_EVENT_TYPES } from './projector';
export * from './tables';
