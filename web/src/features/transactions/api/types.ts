/**
 * The transaction reads' answers come from the domain (domain/src/transactions/rows.ts): one set of
 * types for the server and the web. Money is integer cents, dates the spec's 'MM-DD-YYYY'.
 */
export type {
  CustomerBalanceAndEmails,
  InvoiceAnswer,
  OutstandingBalanceRow,
  OutstandingBalancesPage,
  TransactionDetail,
  TransactionRow,
  TransactionSummaryAnswer,
  TransactionTotals,
  TransactionsPage,
} from '@pawroute/domain';

/**
 * GET user/getCustomerInvoiceInfo's answer (query-api/src/invoices/invoiceInfo.ts; docs/API.md): the
 * Send Invoice dialog's emails, balance and, per appointment with ledger rows, what an invoice lists.
 * Cents; dates 'MM-DD-YYYY'.
 */
export interface CustomerInvoiceInfo {
  customerId: number;
  userId: number;
  customerName: string;
  balance: number;
  emailAddresses: { emailAddress: string; isPrimary: boolean }[];
  appointments: {
    appointmentId: number;
    appointmentDate: string | null;
    status: string;
    Employee: { ID: number; name: string } | null;
    petNames: string[];
    serviceFee: number;
    otherFees: number;
    gratuity: number;
    charged: number;
    paid: number;
    balance: number;
    transactionIds: number[];
  }[];
}

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
