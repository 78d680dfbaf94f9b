export { estimatesProjector, ESTIMATES_EVENT_TYPES } from './projector';
export * from './tables';
