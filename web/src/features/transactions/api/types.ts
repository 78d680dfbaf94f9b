/**
 * The transaction reads' answers come from the domain (domain/src/transactions/answers.ts): one set of
 * types for the server and the web. Money is integer cents, dates the spec's 'MM-DD-YYYY'.
 */
export type {
  CustomerBalanceAndEmails,
  CustomerInvoiceInfo,
  InvoiceableAppointment,
  InvoiceAnswer,
  OutstandingBalanceRow,
  OutstandingBalancesPage,
  TransactionDetail,
  TransactionRow,
  TransactionSummaryAnswer,
  TransactionTotals,
  ServiceFeeParts,
  TransactionsPage,
  TransactionsQuery,
  UnpaidAfterVoidPage,
  UnpaidAfterVoidRow,
  VoidedPaymentFill,
  TransactionSort as SortSpec,
  TransactionFilter as FilterSpec,
} from '@pawroute/domain';

