/**
 * The transaction reads' answers come from the domain (domain/src/transactions/rows.ts): one set of
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
  TransactionsPage,
} from '@pawroute/domain';


export interface SortSpec {
  id: string;
  desc: boolean;
}
export interface FilterSpec {
  id: string;
  value: string;
}

/** GET transactions/getAll's query (part 2 §7.5). */
export interface TransactionsQuery {
  /** 'MM-DD-YYYY' */
  startDate: string;
  endDate: string;
  /** 0-based. */
  page: number;
  pageSize: number;
  sorted: SortSpec[];
  filtered: FilterSpec[];
}
