import { z } from 'zod';
import type { GetBalanceResponse } from '../customers';
import type { CardStatus, GratuityMethod } from './events';
import type { RECEIPT_METHODS } from './bodies';

/**
 * The ledger's read answers: one set of types for the server that builds them
 * (projections/src/transactions, query-api/src/transactions) and the web that shows them. Money is
 * integer cents (the web formats it with two decimals); `transactionDate` is the spec's 'MM-DD-YYYY',
 * `date` the ISO 'YYYY-MM-DD' of the same day; instants are ISO strings.
 *
 * A refund is a row of its own: `ID` is its refundTransactionId, `refTransactionId` names the refunded
 * transaction, and its amounts are negative (docs/RULES.md "totals strip": its amount in card and
 * total paid, its concession in total charged, split into service fee and gratuity by its shares).
 */
export interface TransactionPersonRef {
  ID: number;
  name: string;
}

/** One row of transactions/getAll and transactions/findByCustomer. */
export interface TransactionRow {
  ID: number;
  /** The customer's user id (the spec's userId) and customer id. */
  userId: number;
  customerId: number;
  customerName: string;
  appointmentId: number | null;
  /** Set on a refund row: the transaction it refunds. */
  refTransactionId: number | null;
  isRefund: boolean;
  /** The card part's status (part 2 §4.3), null without a card part. */
  status: CardStatus | null;
  isRefunded: boolean;
  isVoided: boolean;
  /** why it was voided (a voided row) or refunded (a refund row); null when none was given. */
  changeReason: string | null;
  checkedIn: boolean;
  /** 'MM-DD-YYYY' and ISO 'YYYY-MM-DD'. */
  transactionDate: string;
  date: string;
  /** ISO instant the transaction (or refund) was recorded. */
  DateAdded: string;
  reasonId: number | null;
  reason: string | null;
  notes: string | null;
  /** The appointment's employee (Appointment.Employee.User), when there is an appointment. */
  Employee: TransactionPersonRef | null;
  serviceFee: number;
  otherFees: number;
  gratuity: number;
  /** serviceFee + otherFees + gratuity (net of concessions for the original; negative concession for a refund). */
  charged: number;
  /** card + cash + check + gift card (net of refunds for the original; negative amount for a refund). */
  paid: number;
  creditCardAmount: number;
  cashAmount: number;
  checkAmount: number;
  giftCardAmount: number;
  creditAmount: number;
  /** Σ refund amounts (originals only; 0 on a refund row). */
  refundedAmount: number;
  /** charged − paid (what this row adds to the customer's balance; 0 when voided). */
  transactionBalance: number;
}

/** The totals strip of part 2 §2.5 / §9 over every non-voided matching row (not only the page). */
/**
 * What the Service Fee total is made of (docs/RULES.md: serviceFee = groom + trip + generator + fuel −
 * discounts + sales tax + other), summed over the same rows; `refunds` is the service fee's share of
 * refund rows (negative), which carry no breakdown. The parts add up to `serviceFee` exactly.
 */
export interface ServiceFeeParts {
  groom: number;
  trip: number;
  generator: number;
  fuel: number;
  /** Σ discounts, as a positive amount taken off. */
  discount: number;
  salesTax: number;
  other: number;
  refunds: number;
}

export interface TransactionTotals {
  balance: number;
  totalCharged: number;
  serviceFee: number;
  serviceFeeParts: ServiceFeeParts;
  gratuity: number;
  otherFees: number;
  totalPaid: number;
  creditCard: number;
  cash: number;
  check: number;
  giftCard: number;
}

/** GET transactions/getAll. */
export interface TransactionsPage {
  rows: TransactionRow[];
  totals: TransactionTotals;
  /** How many pages of `pageSize`. */
  pages: number;
  /** Matching rows in all pages. */
  count: number;
}

/** The refunds of a transaction, as its detail shows them. */
export interface TransactionRefundRef {
  ID: number;
  amount: number;
  overpayment: number;
  concession: number;
  transactionDate: string;
  DateAdded: string;
  /** Why it was refunded, null when none was given. */
  reason: string | null;
}

/** GET transactions/findById: the row plus the full fee breakdown and payment fields (part 2 §3). */
export interface TransactionDetail extends TransactionRow {
  serviceFeeGroom: number;
  serviceFeeTrip: number;
  serviceFeeGenerator: number;
  serviceFeeFuel: number;
  serviceDiscountTotal: number;
  serviceFeeSalesTax: number;
  serviceFeeOther: number;
  cancelFee: number;
  returnedFee: number;
  reprocessFee: number;
  gratuityMethod: GratuityMethod | null;
  checkNumber: string | null;
  checkDate: string | null;
  giftCardNumber: string | null;
  creditCardId: number | null;
  isOneTimePayment: boolean;
  CreditCard: { last4: string | null; brand: string | null } | null;
  /** The refunds of an original (empty on a refund row). */
  refunds: TransactionRefundRef[];
  /** Part 2 §4.3: what the status allows now. */
  canVoid: boolean;
  canRefund: boolean;
  /** At most this much can still be refunded (the settled card part less earlier refunds). */
  refundableAmount: number;
}

/** GET user/getBalance: the customer's real balance and recent payments (cents). */
export type BalanceAnswer = GetBalanceResponse;

/** GET transactions/getCustomerBalanceAndEmails (part 2 §3 "Customer balance record"). */
export interface CustomerBalanceAndEmails {
  balance: number;
  emailAddresses: { emailAddress: string; isPrimary: boolean }[];
}

/** GET outstandingBalances/findByDate: one row (part 2 §3 "Outstanding balance row"). */
export interface OutstandingBalanceRow {
  User: { ID: number; name: string };
  customerId: number;
  balance: number;
  /** 'MM-DD-YYYY' of the last completed appointment. */
  lastSeen: string;
}

export interface OutstandingBalancesPage {
  rows: OutstandingBalanceRow[];
  pages: number;
  count: number;
}

/** GET appointments/signoffCheck (part 2 §7.4 / §4.1 step 6). */
export interface SignoffCheckAnswer {
  error: boolean;
  message: string;
}

/** Part 2 §3 "Transaction summary and invoice": the fee breakdown plus gratuity, credit, payments, petNames. */
export interface InvoiceFigures {
  serviceFee: number;
  serviceFeeGroom: number;
  serviceFeeTrip: number;
  serviceFeeGenerator: number;
  serviceFeeFuel: number;
  serviceDiscountTotal: number;
  serviceFeeSalesTax: number;
  serviceFeeOther: number;
  cancelFee: number;
  returnedFee: number;
  reprocessFee: number;
  gratuity: number;
  creditAmount: number;
  creditCardAmount: number;
  cashAmount: number;
  checkAmount: number;
  giftCardAmount: number;
  /** Σ charged − Σ paid of these transactions. */
  balance: number;
  petNames: string[];
}

/** GET transactions/getInvoice [customerId, appointmentId]. */
export interface InvoiceAnswer extends InvoiceFigures {
  customerId: number;
  userId: number;
  customerName: string;
  appointmentId: number;
  appointmentDate: string | null;
  Employee: TransactionPersonRef | null;
  transactions: TransactionRow[];
}

/** GET transactions/getSummary [customerId, startDate, endDate]. */
export interface TransactionSummaryAnswer extends InvoiceFigures {
  customerId: number;
  userId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  transactions: TransactionRow[];
}

/**
 * GET transactions/getSummary?employeeId= (ours): from a profile that is not a customer's, the
 * transactions of the appointments that employee worked in the range, with the same summed figures.
 */
export interface EmployeeTransactionSummaryAnswer extends InvoiceFigures {
  employeeId: number;
  employeeName: string;
  startDate: string;
  endDate: string;
  transactions: TransactionRow[];
}

/** One appointment the Send Invoice dialog can invoice: what transactions/getInvoice would list for it. */
export interface InvoiceableAppointment {
  appointmentId: number;
  /** 'MM-DD-YYYY', or null (waiting list). */
  appointmentDate: string | null;
  status: string;
  Employee: { ID: number; name: string } | null;
  petNames: string[];
  /** Cents, sums of the appointment's non-voided ledger rows (refunds negative), as getInvoice sums them. */
  serviceFee: number;
  otherFees: number;
  gratuity: number;
  charged: number;
  paid: number;
  balance: number;
  transactionIds: number[];
}

/** GET user/getCustomerInvoiceInfo's answer (query-api/src/transactions/invoiceInfo.ts; docs/API.md). */
export interface CustomerInvoiceInfo {
  customerId: number;
  userId: number;
  customerName: string;
  /** The ledger's balance (cents): positive owed, negative a credit. */
  balance: number;
  emailAddresses: { emailAddress: string; isPrimary: boolean }[];
  /** The appointments with ledger rows, newest first (at most 50). */
  appointments: InvoiceableAppointment[];
}

/**
 * The voided transaction's fields, named as the create body names them (bodies.ts `transactionBodySchema`),
 * so they can be sent back as one: Record Payment starts its form from them (docs/DECISIONS.md "The ledger after a void").
 */
export interface VoidedPaymentFill {
  reasonId: number | null;
  notes: string | null;
  serviceFeeGroom: number;
  serviceFeeTrip: number;
  serviceFeeGenerator: number;
  serviceFeeFuel: number;
  serviceDiscountTotal: number;
  serviceFeeSalesTax: number;
  serviceFeeOther: number;
  serviceFee: number;
  cancelFee: number;
  returnedFee: number;
  reprocessFee: number;
  gratuity: number;
  gratuityMethod: GratuityMethod | null;
  creditCardAmount: number;
  cashAmount: number;
  checkAmount: number;
  checkNumber: string | null;
  /** 'MM-DD-YYYY'. */
  checkDate: string | null;
  giftCardAmount: number;
  giftCardNumber: string | null;
  creditAmount: number;
  isOneTimePayment: boolean;
  creditCardId: number | null;
}

/**
 * GET transactions/findUnpaidAfterVoid: a completed appointment whose payments are all voided (the rules
 * file "Balance, voids and refunds": a void removes the transaction, so the balance no longer shows it).
 */
export interface UnpaidAfterVoidRow {
  appointmentId: number;
  /** 'MM-DD-YYYY': the groom's date. */
  appointmentDate: string;
  customerId: number;
  User: { ID: number; name: string };
  Employee: { ID: number; name: string } | null;
  /** The newest voided transaction of the appointment. */
  voidedTransactionId: number;
  /** What it charged (cents): the amount the Void dialog names. */
  voidedAmount: number;
  /** 'MM-DD-YYYY': the business date of the void. */
  voidedOn: string;
  /** Whole days from the groom's date to the business's today. */
  daysSince: number;
  payment: VoidedPaymentFill;
}

export interface UnpaidAfterVoidPage {
  rows: UnpaidAfterVoidRow[];
  pages: number;
  count: number;
}

/** GET transactions/findByCustomer: the customer's ledger rows. */
export interface CustomerTransactionsAnswer {
  transactions: TransactionRow[];
}

/** The transactions' writes. */
/** create's answer (command-api transactions/routes.ts): the new transaction, and its card's status when a card paid. */
export const createTransactionAnswerSchema = z.object({ transactionId: z.number(), ID: z.number(), status: z.string().nullable() });
export type CreateTransactionAnswer = z.infer<typeof createTransactionAnswerSchema>;
export const refundTransactionAnswerSchema = z.object({
  transactionId: z.number(),
  refundTransactionId: z.number(),
  amount: z.number(),
  refunded: z.number(),
  remaining: z.number(),
});
export type RefundTransactionAnswer = z.infer<typeof refundTransactionAnswerSchema>;
export const voidTransactionAnswerSchema = z.object({ transactionId: z.number(), isVoided: z.boolean() });
export type VoidTransactionAnswer = z.infer<typeof voidTransactionAnswerSchema>;
export const checkInTransactionsAnswerSchema = z.object({ transactionIds: z.array(z.number()), checkedIn: z.number() });
export type CheckInTransactionsAnswer = z.infer<typeof checkInTransactionsAnswerSchema>;
/** sendReceipt's answer (command-api transactions/routes.ts): `sent` false for 'none' or a suppressed send. */
export const sendReceiptAnswerSchema = z.object({
  transactionId: z.number(),
  method: z.enum(['none', 'email', 'text']),
  sent: z.boolean(),
  message: z.string().optional(),
});
export type SendReceiptAnswer = z.infer<typeof sendReceiptAnswerSchema>;
export const sendTransactionSummaryAnswerSchema = z.object({
  employeeId: z.number().optional(),
  customerId: z.number().nullable().optional(),
  sent: z.boolean(),
  transactions: z.number(),
  message: z.string(),
});
export type SendTransactionSummaryAnswer = z.infer<typeof sendTransactionSummaryAnswerSchema>;
export const sendInvoiceAnswerSchema = z.object({
  customerId: z.number(),
  appointmentId: z.number(),
  sent: z.boolean(),
  message: z.string(),
});
export type SendInvoiceAnswer = z.infer<typeof sendInvoiceAnswerSchema>;
/** POST transactions/testGateway: whether the gateway answered. */
export const testPaymentGatewayAnswerSchema = z.object({ gateway: z.string(), ok: z.boolean(), message: z.string() });
export type TestPaymentGatewayAnswer = z.infer<typeof testPaymentGatewayAnswerSchema>;
