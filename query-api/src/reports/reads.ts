import {
  fullName,
  toSpecDate,
  type DailyTipsReport,
  type PayrollReport,
  type ReportDrill,
  type ReportName,
  type ReportTransactionRow,
  type ReportTransactions,
  type SalesTaxReport,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The reports' reads over the reports projector's tables: the day sums
 * (report_sales_tax_days, report_payroll_days) for the reports, so a year reads a year of day rows; the
 * lines (report_lines) only for the transactions behind one figure. Dates in: ISO 'YYYY-MM-DD'.
 */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

const n = (v: unknown): number => Number(v ?? 0);
const name = (first: string | null, last: string | null, id: number) => fullName({ firstName: first, lastName: last }) || `Stylist ${id}`;
const drill = (report: ReportName, range: ReportRange, employeeId?: number): ReportDrill => ({
  report,
  startDate: toSpecDate(range.startDate),
  endDate: toSpecDate(range.endDate),
  ...(employeeId === undefined ? {} : { employeeId }),
});

/** GET reports/getSalesTax: per day, taxable sales, tax collected, exempt sales (docs/RULES.md "Sales tax"). */
export async function readSalesTax(db: SqlExecutor, range: ReportRange): Promise<SalesTaxReport> {
  const { rows } = await db.query<{ date: string; taxable: string; exempt: string; tax: string; transactions: number }>(
    `SELECT date, taxable, exempt, tax, transactions FROM report_sales_tax_days WHERE date BETWEEN $1 AND $2 ORDER BY date`,
    [range.startDate, range.endDate],
  );
  const out = rows.map((r) => ({
    date: toSpecDate(r.date),
    isoDate: r.date,
    taxableSales: n(r.taxable),
    taxCollected: n(r.tax),
    exemptSales: n(r.exempt),
    transactions: n(r.transactions),
    drill: drill('salesTax', { startDate: r.date, endDate: r.date }),
  }));
  const sum = (f: (r: (typeof out)[number]) => number) => out.reduce((a, r) => a + f(r), 0);
  return {
    startDate: toSpecDate(range.startDate),
    endDate: toSpecDate(range.endDate),
    rows: out,
    totals: { taxableSales: sum((r) => r.taxableSales), taxCollected: sum((r) => r.taxCollected), exemptSales: sum((r) => r.exemptSales), transactions: sum((r) => r.transactions) },
    drill: drill('salesTax', range),
  };
}

/** GET reports/getPayroll: per stylist (docs/RULES.md "Payroll, per stylist"), by name. */
export async function readPayroll(db: SqlExecutor, range: ReportRange): Promise<PayrollReport> {
  const { rows } = await db.query<{
    employee_id: number; first_name: string | null; last_name: string | null; appointments: string; commissionable: string; commission: string; tips: string; rates: string | null;
  }>(
    `SELECT p.employee_id, u.first_name, u.last_name, sum(p.appointments) AS appointments, sum(p.commissionable) AS commissionable,
            sum(p.commission) AS commission, sum(p.tips) AS tips, string_agg(array_to_string(p.rates, ','), ',') AS rates
       FROM report_payroll_days p LEFT JOIN users u ON u.id = p.employee_id
      WHERE p.payroll_date BETWEEN $1 AND $2
      GROUP BY p.employee_id, u.first_name, u.last_name
      ORDER BY u.last_name, u.first_name, p.employee_id`,
    [range.startDate, range.endDate],
  );
  const out = rows.map((r) => {
    const employeeId = n(r.employee_id);
    const rates = [...new Set((r.rates ?? '').split(',').filter((x) => x !== '').map(Number))].sort((a, b) => a - b);
    return {
      employeeId,
      stylist: name(r.first_name, r.last_name, employeeId),
      appointments: n(r.appointments),
      commissionable: n(r.commissionable),
      rates,
      commission: n(r.commission),
      tips: n(r.tips),
      total: n(r.commission) + n(r.tips),
      drill: drill('payroll', range, employeeId),
    };
  });
  const sum = (f: (r: (typeof out)[number]) => number) => out.reduce((a, r) => a + f(r), 0);
  return {
    startDate: toSpecDate(range.startDate),
    endDate: toSpecDate(range.endDate),
    rows: out,
    totals: { appointments: sum((r) => r.appointments), commissionable: sum((r) => r.commissionable), commission: sum((r) => r.commission), tips: sum((r) => r.tips), total: sum((r) => r.total) },
    drill: drill('payroll', range),
  };
}

/** GET reports/getDailyTips: per day and stylist (docs/RULES.md "Daily tips"); days without tips have no row. */
export async function readDailyTips(db: SqlExecutor, range: ReportRange): Promise<DailyTipsReport> {
  const { rows } = await db.query<{ payroll_date: string; employee_id: number; first_name: string | null; last_name: string | null; tips: string }>(
    `SELECT p.payroll_date, p.employee_id, u.first_name, u.last_name, p.tips
       FROM report_payroll_days p LEFT JOIN users u ON u.id = p.employee_id
      WHERE p.payroll_date BETWEEN $1 AND $2 AND p.tips <> 0
      ORDER BY p.payroll_date, u.last_name, u.first_name, p.employee_id`,
    [range.startDate, range.endDate],
  );
  const out = rows.map((r) => {
    const employeeId = n(r.employee_id);
    return {
      date: toSpecDate(r.payroll_date),
      isoDate: r.payroll_date,
      employeeId,
      stylist: name(r.first_name, r.last_name, employeeId),
      tips: n(r.tips),
      drill: drill('dailyTips', { startDate: r.payroll_date, endDate: r.payroll_date }, employeeId),
    };
  });
  return {
    startDate: toSpecDate(range.startDate),
    endDate: toSpecDate(range.endDate),
    rows: out,
    totals: { tips: out.reduce((a, r) => a + r.tips, 0) },
    drill: drill('dailyTips', range),
  };
}

export const REPORT_TRANSACTIONS_LIMIT = 500;

/** GET reports/getTransactions: the ledger rows behind a figure, each with its share (at most 500). */
export async function readReportTransactions(db: SqlExecutor, input: ReportRange & { report: ReportName; employeeId?: number }): Promise<ReportTransactions> {
  const params: unknown[] = [input.startDate, input.endDate];
  const where =
    input.report === 'salesTax'
      ? ['l.date BETWEEN $1 AND $2']
      : ['l.payroll_date BETWEEN $1 AND $2', 'l.employee_id IS NOT NULL', ...(input.report === 'dailyTips' ? ['l.gratuity <> 0'] : [])];
  if (input.employeeId !== undefined && input.report !== 'salesTax') {
    params.push(input.employeeId);
    where.push(`l.employee_id = $${params.length}`);
  }
  const dateColumn = input.report === 'salesTax' ? 'l.date' : 'l.payroll_date';
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT l.*, ${dateColumn} AS shown_date, c.user_id, cu.first_name AS customer_first, cu.last_name AS customer_last,
            em.first_name AS employee_first, em.last_name AS employee_last
       FROM report_lines l
       LEFT JOIN customers c ON c.id = l.customer_id
       LEFT JOIN users cu ON cu.id = c.user_id
       LEFT JOIN users em ON em.id = l.employee_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${dateColumn}, l.transaction_id
      LIMIT ${REPORT_TRANSACTIONS_LIMIT + 1}`,
    params,
  );
  const list: ReportTransactionRow[] = rows.slice(0, REPORT_TRANSACTIONS_LIMIT).map((r) => ({
    transactionId: n(r.transaction_id),
    refTransactionId: r.is_refund ? n(r.original_id) : null,
    isRefund: r.is_refund === true,
    appointmentId: r.appointment_id === null ? null : n(r.appointment_id),
    customerId: n(r.customer_id),
    customerName: fullName({ firstName: r.customer_first as string | null, lastName: r.customer_last as string | null }),
    userId: r.user_id === null || r.user_id === undefined ? null : n(r.user_id),
    date: toSpecDate(String(r.shown_date)),
    employeeId: r.employee_id === null ? null : n(r.employee_id),
    stylist: r.employee_id === null ? null : name(r.employee_first as string | null, r.employee_last as string | null, n(r.employee_id)),
    isTaxExempt: r.is_tax_exempt === true,
    taxableSales: n(r.taxable),
    exemptSales: n(r.exempt),
    taxCollected: n(r.tax),
    commissionable: n(r.commissionable),
    ratePercent: r.rate_percent === null ? null : Number(r.rate_percent),
    commission: n(r.commission),
    tips: n(r.gratuity),
  }));
  return {
    drill: drill(input.report, input, input.report === 'salesTax' ? undefined : input.employeeId),
    rows: list,
    truncated: rows.length > REPORT_TRANSACTIONS_LIMIT,
    limit: REPORT_TRANSACTIONS_LIMIT,
  };
}
