export { reportsProjector, REPORTS_PROJECTOR_EVENT_TYPES } from './projector';
export { REPORTS_TABLES } from './tables';
