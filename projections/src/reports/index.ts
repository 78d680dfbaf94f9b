export { reportsProjector } from './projector';
export { REPORTS_TABLES } from './tables';
