export { transactionsProjector, TRANSACTIONS_PROJECTOR_EVENT_TYPES } from './projector';
export { TRANSACTIONS_TABLES, type TransactionsTables } from './tables';
export { foldLedgerEvent, parseTransactionEvent, type LedgerRecord } from './fold';
export { ledgerHistory, rng, type HistoryEvent, type LedgerHistoryOptions } from './ledgerHistory';
