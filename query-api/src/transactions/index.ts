export { TRANSACTION_READ_MESSAGES, readBalanceAndEmails, readCustomerTransactions, readInvoice, readSignoffCheck, readSummary, readTransactionsPage } from './reads';
export { LIST_COLUMNS, LIST_MESSAGES } from './listQuery';
export { BALANCE_MESSAGES, balancesQueries } from './balanceRoutes';
export { balanceOfCustomer, balanceOfUser, customerIdsOfUser, readOutstandingBalances, readUserBalance } from './balanceReads';
export { invoiceInfoQueries, readCustomerInvoiceInfo } from './invoiceInfo';
export { paymentGatewayQueries, TEST_PAYMENTS_NOTICE } from './gatewayQueries';
