export { transactionsProjector, TRANSACTIONS_PROJECTOR_EVENT_TYPES } from './projector';
export { TRANSACTIONS_TABLES, type TransactionsTables } from './tables';
export { ledgerHistory, rng, type HistoryEvent, type LedgerHistoryOptions } from './ledgerHistory';
