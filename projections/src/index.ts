export * from './runner/projector';
export * from './schema';
export * from './allProjectors';
export { startProjectionRunner, type ProjectionRunner, type ProjectionRunnerOptions, type ProjectionRunnerStatus } from './runner/startProjectionRunner';
export type { ProjectorStatus, WorkerState } from './runner/projectorWorker';
export type { RunnerLogger } from './runner/logger';
export { ensureProjectionTables } from './runner/tables';
export type { CheckpointRow, ProjectionStatus } from './runner/checkpoints';
export { changesPayload, type ChangesPayload } from './runner/collapseKeys';
export { rebuildAll, REBUILD_BATCH_SIZE, type RebuildAllOptions, type RebuildAllResult } from './rebuild/rebuildAll';
export { waitForProjections, hasPassed, type WaitForProjectionsOptions } from './status/waitForPosition';
export { readProjectionStatus } from './status/readProjectionStatus';
export { readBlockingPairs } from './complaints';
export { readStylistOptions, readStylistRecords, stylistOptionsOn, localToday, type StylistOptionRow, type StylistRecord } from './employees';
export {
  selectAppointmentRows,
  PAYMENT_VOIDED_SQL,
  countAppointments,
  customerRatingSql,
  ESTIMATE_PETS_SQL,
  DEFAULT_ROW_ORDER,
  type AppointmentRow,
  type AppointmentCustomer,
  type AppointmentRowsQuery,
  type PersonRef,
} from './appointments';
export {
  transactionsProjector,
  ledgerHistory,
  type HistoryEvent,
  type LedgerHistoryOptions,
} from './transactions';
export { reportsProjector, REPORTS_TABLES } from './reports';
export { routeProjector, ROUTE_TABLES } from './route';
export { verifyProjections, verificationRunning, VerificationRunning, type VerifyProjectionsOptions, type VerifyProjectionsResult } from './verify/verifyProjections';
export { verifyProjector, verifySchemaName, type ProjectorVerification } from './verify/verifyProjector';
export type { TableDifference, RowDifference } from './verify/compareTables';
export { ensureVerificationTable, type VerificationRow } from './verify/verifications';
export { startDailyVerification } from './verify/dailyVerification';
