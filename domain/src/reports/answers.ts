/**
 * The reports' read answers (part 2 §7.7: GET /api/v4/reports/getSalesTax, getPayroll, getDailyTips):
 * one set of types for the query API that builds them and the web that shows them. Money is integer
 * cents; `date`, `startDate`, `endDate` are the spec's 'MM-DD-YYYY', `isoDate` the same day as
 * 'YYYY-MM-DD'. Each row names the transactions behind its figures through `drill`: the query
 * GET /api/v4/reports/getTransactions answers those ledger rows with each one's share of the figures.
 */
export type ReportName = 'salesTax' | 'payroll' | 'dailyTips';

/** The filter of GET reports/getTransactions that lists the ledger rows behind a figure. */
export interface ReportDrill {
  report: ReportName;
  /** 'MM-DD-YYYY'. */
  startDate: string;
  endDate: string;
  /** The stylist (payroll, daily tips), else absent. */
  employeeId?: number;
}

/** The range of GET reports/getSalesTax, getPayroll, getDailyTips ('MM-DD-YYYY'). */
export type ReportRange = Pick<ReportDrill, 'startDate' | 'endDate'>;

export interface SalesTaxRow {
  date: string;
  isoDate: string;
  /** Sales (serviceFee less tax) of customers not tax exempt. */
  taxableSales: number;
  /** serviceFeeSalesTax. */
  taxCollected: number;
  /** Sales of tax-exempt customers. */
  exemptSales: number;
  /** Ledger rows behind the figures (refunds included). */
  transactions: number;
  drill: ReportDrill;
}

export interface SalesTaxReport {
  startDate: string;
  endDate: string;
  rows: SalesTaxRow[];
  totals: { taxableSales: number; taxCollected: number; exemptSales: number; transactions: number };
  drill: ReportDrill;
}

export interface PayrollRow {
  employeeId: number;
  stylist: string;
  /** Completed appointments dated in the range. */
  appointments: number;
  commissionable: number;
  /** The rates applied (percent), ascending. */
  rates: number[];
  commission: number;
  tips: number;
  /** commission + tips. */
  total: number;
  drill: ReportDrill;
}

export interface PayrollReport {
  startDate: string;
  endDate: string;
  rows: PayrollRow[];
  totals: { appointments: number; commissionable: number; commission: number; tips: number; total: number };
  drill: ReportDrill;
}

export interface DailyTipsRow {
  date: string;
  isoDate: string;
  employeeId: number;
  stylist: string;
  tips: number;
  drill: ReportDrill;
}

export interface DailyTipsReport {
  startDate: string;
  endDate: string;
  rows: DailyTipsRow[];
  totals: { tips: number };
  drill: ReportDrill;
}

/** One ledger row behind a report figure, with its share of the report's figures. */
export interface ReportTransactionRow {
  /** The ledger row (a refund's own id for a refund). */
  transactionId: number;
  refTransactionId: number | null;
  isRefund: boolean;
  appointmentId: number | null;
  customerId: number;
  customerName: string;
  /** The customer's user id (the transactions screen's /dashboard/transactions/{id}/user/{userId}). */
  userId: number | null;
  /** The date the figure counts it on ('MM-DD-YYYY'). */
  date: string;
  employeeId: number | null;
  stylist: string | null;
  isTaxExempt: boolean;
  taxableSales: number;
  exemptSales: number;
  taxCollected: number;
  commissionable: number;
  ratePercent: number | null;
  commission: number;
  tips: number;
}

export interface ReportTransactions {
  drill: ReportDrill;
  rows: ReportTransactionRow[];
  /** More rows than the answer holds (it holds at most `limit`). */
  truncated: boolean;
  limit: number;
}

/** The reports' messages (part 2 §8.2 names the toasts; the 400s are ours). */
export const REPORT_MESSAGES = {
  startDate: 'A valid start date is required (MM-DD-YYYY).',
  endDate: 'A valid end date is required (MM-DD-YYYY).',
  range: 'The start date must not be after the end date.',
  rangeTooLong: 'A report covers at most 3 years (1,096 days).',
  report: "report must be one of 'salesTax', 'payroll', 'dailyTips'.",
  employeeId: 'employeeId must be a numeric employee ID.',
  /** Part 2 §8.2 "Reports". */
  failedTransactions: 'Failed to retrieve all transactions.',
  failedTips: 'Failed to retrieve all tips.',
} as const;

/** The longest range a report answers (days, both ends included). */
export const REPORT_MAX_DAYS = 1096;
