export { transactionsQueries } from './routes';
export { TRANSACTION_READ_MESSAGES, readTransactionsPage, readInvoice, readSummary, readBalanceAndEmails, readSignoffCheck, readCustomerTransactions } from './reads';
export { LIST_MESSAGES, LIST_COLUMNS } from './listQuery';
export { paymentGatewayQueries, TEST_PAYMENTS_NOTICE } from './gatewayQueries';
