import { DEFAULT_COMMISSION_RATE } from '../employees';
import { type TransactionFacts, commissionOf, refundShare, refundSharesOf, reportFigures, totalCharged } from '../transactions';

/**
 * The reports' arithmetic (part 2 §2.7, §9; docs/RULES.md "Reports" and "How a refund
 * reaches the reports"), pure: one transaction of the ledger becomes report lines, one for itself and
 * one per refund, each on the date it counts on. The read models (projections/src/reports) store these
 * lines and their daily sums; the aggregations below are the same sums over a list, for tests and audits.
 * Money is integer cents; dates are business-local 'YYYY-MM-DD'.
 */

/** A commission rate as set from a day on (the employees feature records each change with its instant). */
export interface RateChange {
  /** The business-local day the change was made: the rate is in force from that day on. */
  effectiveDate: string;
  /** Percent, 0-100 with up to two decimals. */
  ratePercent: number;
}

/**
 * The stylist's rate in force on `date`: the last change made on or before that day (a change counts
 * from its own day; several on one day: the last). Before any change, the spec's default 45 percent
 * (part 2 §3, §9). `changes` in the order they were made.
 */
export function rateInForce(changes: readonly RateChange[], date: string): number {
  let rate = DEFAULT_COMMISSION_RATE;
  let best = '';
  for (const change of changes) {
    if (change.effectiveDate <= date && change.effectiveDate >= best) {
      best = change.effectiveDate;
      rate = change.ratePercent;
    }
  }
  return rate;
}

/** What payroll needs of a transaction's appointment. */
export interface ReportAppointment {
  appointmentId: number;
  employeeId: number | null;
  appointmentDate: string | null;
  completed: boolean;
}

/** A line's share of payroll and tips (completed appointments only). */
export interface PayrollPart {
  employeeId: number;
  /** The appointment's date for the transaction itself; the refund's own date for a refund line. */
  date: string;
  commissionable: number;
  /** The rate in force on the appointment's date (a refund line carries its original's). */
  ratePercent: number;
  commission: number;
  gratuity: number;
}

/** One ledger row's contribution to the reports. Refund lines are negative. */
export interface ReportLine {
  /** The ledger row: the transaction, or the refund's own id. */
  transactionId: number;
  /** Set on a refund line: the refunded transaction. */
  refTransactionId: number | null;
  appointmentId: number | null;
  customerId: number;
  /** The day sales tax counts it on: the transaction's date, or the refund's. */
  date: string;
  isTaxExempt: boolean;
  /** serviceFee − tax of a customer not tax exempt (0 otherwise). */
  taxable: number;
  /** serviceFee − tax of a tax-exempt customer (0 otherwise). */
  exempt: number;
  /** serviceFeeSalesTax. */
  tax: number;
  payroll: PayrollPart | null;
}

export interface ReportLineContext {
  /** The customer's exemption when the transaction was made (a later change does not rewrite history). */
  isTaxExempt: boolean;
  /** The transaction's appointment, or null without one (or when it is unknown). */
  appointment: ReportAppointment | null;
  /** The appointment's stylist's rate changes. */
  rates: readonly RateChange[];
}

/**
 * The report lines of one transaction (docs/RULES.md "Reports"):
 * - a voided transaction has none (a void removes it, and its refunds, from reports);
 * - sales tax: sales = serviceFee − serviceFeeSalesTax, taxable or exempt as the customer was; tax =
 *   serviceFeeSalesTax; on the transaction's date;
 * - payroll and tips only when the appointment is completed: commissionable = groom + generator +
 *   cancel fee, commission = commissionable × the rate in force on the appointment's date, half up,
 *   tips = gratuity, on the appointment's date;
 * - each refund: minus its shares of every figure (the commission's share from the original's
 *   commission), on the refund's date.
 */
export function reportLines(t: TransactionFacts, ctx: ReportLineContext): ReportLine[] {
  if (t.voided) return [];
  const figures = reportFigures(t.charged);
  const appointment = ctx.appointment;
  const counted =
    appointment !== null && appointment.completed && appointment.employeeId !== null && appointment.appointmentDate !== null && t.appointmentId === appointment.appointmentId
      ? { employeeId: appointment.employeeId, date: appointment.appointmentDate }
      : null;
  const ratePercent = counted ? rateInForce(ctx.rates, counted.date) : 0;
  const commission = counted ? commissionOf(figures.commissionable, ratePercent) : 0;
  const sales = (amount: number) => (ctx.isTaxExempt ? { taxable: 0, exempt: amount } : { taxable: amount, exempt: 0 });
  const lines: ReportLine[] = [
    {
      transactionId: t.transactionId,
      refTransactionId: null,
      appointmentId: t.appointmentId,
      customerId: t.customerId,
      date: t.transactionDate,
      isTaxExempt: ctx.isTaxExempt,
      ...sales(figures.sales),
      tax: figures.serviceFeeSalesTax,
      payroll: counted ? { ...counted, commissionable: figures.commissionable, ratePercent, commission, gratuity: figures.gratuity } : null,
    },
  ];
  const charged = totalCharged(t.charged);
  let concededBefore = 0;
  for (const refund of t.refunds) {
    const concededSoFar = concededBefore + refund.concession;
    const shares = refundSharesOf(t.charged, concededBefore, concededSoFar);
    const commissionShare = refundShare(commission, concededBefore, concededSoFar, charged);
    lines.push({
      transactionId: refund.refundTransactionId,
      refTransactionId: t.transactionId,
      appointmentId: t.appointmentId,
      customerId: t.customerId,
      date: refund.refundDate,
      isTaxExempt: ctx.isTaxExempt,
      ...sales(-shares.sales),
      tax: -shares.serviceFeeSalesTax,
      payroll: counted
        ? { employeeId: counted.employeeId, date: refund.refundDate, commissionable: -shares.commissionable, ratePercent, commission: -commissionShare, gratuity: -shares.gratuity }
        : null,
    });
    concededBefore = concededSoFar;
  }
  return lines;
}

const inRange = (date: string, startDate: string, endDate: string) => date >= startDate && date <= endDate;

/** Sales tax for one day (docs/RULES.md "Sales tax, per day and for the range"). */
export interface SalesTaxDay {
  date: string;
  taxable: number;
  exempt: number;
  tax: number;
  /** Ledger rows behind the figures. */
  transactions: number;
}

/** Sales tax per day of the range (days without a line left out), by date. */
export function salesTaxByDay(lines: Iterable<ReportLine>, startDate: string, endDate: string): SalesTaxDay[] {
  const days = new Map<string, SalesTaxDay>();
  for (const line of lines) {
    if (!inRange(line.date, startDate, endDate)) continue;
    const day = days.get(line.date) ?? { date: line.date, taxable: 0, exempt: 0, tax: 0, transactions: 0 };
    day.taxable += line.taxable;
    day.exempt += line.exempt;
    day.tax += line.tax;
    day.transactions += 1;
    days.set(line.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** One stylist's payroll over a range (docs/RULES.md "Payroll, per stylist"). */
export interface PayrollFigures {
  employeeId: number;
  /** Completed appointments dated in the range. */
  appointments: number;
  commissionable: number;
  /** The distinct rates applied, ascending. */
  rates: number[];
  commission: number;
  tips: number;
  /** commission + tips. */
  total: number;
}

/**
 * Payroll per stylist over the range: the lines' payroll parts dated in it (refund shares on their own
 * dates) and the completed appointments dated in it. By employee id.
 */
export function payrollByStylist(lines: Iterable<ReportLine>, appointments: Iterable<ReportAppointment>, startDate: string, endDate: string): PayrollFigures[] {
  const rows = new Map<number, PayrollFigures & { rateSet: Set<number> }>();
  const row = (employeeId: number) => {
    let r = rows.get(employeeId);
    if (!r) rows.set(employeeId, (r = { employeeId, appointments: 0, commissionable: 0, rates: [], commission: 0, tips: 0, total: 0, rateSet: new Set() }));
    return r;
  };
  for (const a of appointments) {
    if (a.completed && a.employeeId !== null && a.appointmentDate !== null && inRange(a.appointmentDate, startDate, endDate)) row(a.employeeId).appointments += 1;
  }
  for (const line of lines) {
    const p = line.payroll;
    if (!p || !inRange(p.date, startDate, endDate)) continue;
    const r = row(p.employeeId);
    r.commissionable += p.commissionable;
    r.commission += p.commission;
    r.tips += p.gratuity;
    r.rateSet.add(p.ratePercent);
  }
  return [...rows.values()]
    .map(({ rateSet, ...r }) => ({ ...r, rates: [...rateSet].sort((a, b) => a - b), total: r.commission + r.tips }))
    .sort((a, b) => a.employeeId - b.employeeId);
}

/** Tips of one stylist on one day (docs/RULES.md "Daily tips"). */
export interface DailyTipsFigure {
  date: string;
  employeeId: number;
  tips: number;
}

/**
 * Per day and per stylist: gratuities of completed appointments' transactions, less refund shares. A
 * day and stylist whose tips sum to 0 (none, or all refunded that day) has no row.
 */
export function dailyTips(lines: Iterable<ReportLine>, startDate: string, endDate: string): DailyTipsFigure[] {
  const cells = new Map<string, DailyTipsFigure>();
  for (const line of lines) {
    const p = line.payroll;
    if (!p || !inRange(p.date, startDate, endDate) || p.gratuity === 0) continue;
    const key = `${p.date}|${p.employeeId}`;
    const cell = cells.get(key) ?? { date: p.date, employeeId: p.employeeId, tips: 0 };
    cell.tips += p.gratuity;
    cells.set(key, cell);
  }
  return [...cells.values()].filter((c) => c.tips !== 0).sort((a, b) => a.date.localeCompare(b.date) || a.employeeId - b.employeeId);
}
