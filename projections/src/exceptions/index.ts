export { exceptionsProjector, EXCEPTIONS_EVENT_TYPES, OCCURRENCE_HORIZON_DAYS } from './projector';
export * from './tables';
