export { type TransactionBody, transactionBodySchema } from './input';
export { businessDate, customerEmails, loadCustomer, oneAtATime, streamEvents } from './ledger';
export { recordTransaction } from './record';
export { transactionsCommands } from './routes';
export { settleDueTransactions, startSettlementSweep } from './settlementSweep';
