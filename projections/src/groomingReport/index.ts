export { groomingReportProjector } from './projector';
export * from './tables';
