export * from './tables';
export { STANDINGS_EVENT_TYPES } from './applyStandingEvent';
