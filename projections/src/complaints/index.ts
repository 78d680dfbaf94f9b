export { complaintsProjector, COMPLAINTS_EVENT_TYPES } from './projector';
export * from './tables';
