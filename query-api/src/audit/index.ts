export { AUDIT_MESSAGES } from './routes';
export { readAsOf, readHistory as readAuditHistory, ledgerCsv, countLedgerEvents, EXPORT_COLUMNS } from './reads';
export { LedgerReplay, replayUntil, ledgerEvents } from './replay';
export { ReportsReplay, reportsAsOf } from './reportsReplay';
