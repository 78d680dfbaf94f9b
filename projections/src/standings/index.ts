export * from './tables';
export { STANDINGS_EVENT_TYPES, applyStandingEvent } from './applyStandingEvent';
