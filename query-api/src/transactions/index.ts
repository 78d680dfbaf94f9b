export { transactionsQueries } from './routes';
export { TRANSACTION_READ_MESSAGES, readTransactionsPage, readInvoice, readSummary, readBalanceAndEmails, readSignoffCheck, readCustomerTransactions } from './reads';
export { LIST_MESSAGES, LIST_COLUMNS } from './listQuery';
export { balancesQueries, BALANCE_MESSAGES } from './balanceRoutes';
export { readUserBalance, readOutstandingBalances, balanceOfUser, balanceOfCustomer, customerIdsOfUser } from './balanceReads';
export { invoiceInfoQueries, readCustomerInvoiceInfo } from './invoiceInfo';
