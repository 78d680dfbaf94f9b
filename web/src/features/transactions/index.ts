// The transactions feature ("Screens"): the ledger list, transaction page, new-transaction form,
// check-in, summary and invoice dialogs, the customer's own list, outstanding balances.
export { StaffTransactionsRoutes, CustomerTransactionsRoutes } from './routes';
export { OutstandingBalancesPage } from './components/OutstandingBalancesPage';
export { CustomerTransactionsTable } from './components/CustomerTransactions';
export { SendInvoiceDialog, SendSummaryDialog } from './components/SendDialogs';
export { SendReceiptDialog } from './components/SendReceiptDialog';
export { CustomerUnpaidNotices } from './components/UnpaidAfterVoid';
