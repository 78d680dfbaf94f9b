import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read tables of the 'reports' projector (part 2 §2.7, §9; docs/RULES.md
 * "Reports"). Its own copies of what the reports need, so it rebuilds alone:
 * - report_customers: tax exemption as it stands (a transaction keeps the one it was made under);
 * - report_rates: each stylist's commission rate from the business day it was set;
 * - report_appointments: stylist, date and whether completed;
 * - report_transactions: each ledger transaction folded by the domain's evolve (jsonb), with the
 *   exemption it was made under;
 * - report_lines: each ledger row's share of the reports (domain reportLines), refunds negative;
 * - report_sales_tax_days and report_payroll_days: the lines summed per day (and stylist), so a report
 *   over a year reads 365 rows per stylist, not every transaction.
 * Money is integer cents; dates business-local 'YYYY-MM-DD'; rates percent numeric(5,2).
 */
export const REPORTS_TABLES = [
  'report_customers',
  'report_rates',
  'report_appointments',
  'report_transactions',
  'report_lines',
  'report_sales_tax_days',
  'report_payroll_days',
] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS report_customers (
    customer_id integer PRIMARY KEY,
    is_tax_exempt boolean NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS report_rates (
    employee_id integer NOT NULL,
    effective_date text NOT NULL,
    rate_percent numeric(5,2) NOT NULL,
    PRIMARY KEY (employee_id, effective_date)
  )`,
  `CREATE TABLE IF NOT EXISTS report_appointments (
    appointment_id integer PRIMARY KEY,
    employee_id integer NULL,
    appointment_date text NULL,
    completed boolean NOT NULL DEFAULT false
  )`,
  `CREATE INDEX IF NOT EXISTS report_appointments_completed ON report_appointments (employee_id, appointment_date) WHERE completed`,
  `CREATE TABLE IF NOT EXISTS report_transactions (
    transaction_id integer PRIMARY KEY,
    appointment_id integer NULL,
    is_tax_exempt boolean NOT NULL,
    facts jsonb NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS report_transactions_appointment ON report_transactions (appointment_id) WHERE appointment_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS report_lines (
    transaction_id integer PRIMARY KEY,
    original_id integer NOT NULL,
    is_refund boolean NOT NULL,
    appointment_id integer NULL,
    customer_id integer NOT NULL,
    date text NOT NULL,
    is_tax_exempt boolean NOT NULL,
    taxable integer NOT NULL,
    exempt integer NOT NULL,
    tax integer NOT NULL,
    employee_id integer NULL,
    payroll_date text NULL,
    commissionable integer NOT NULL DEFAULT 0,
    rate_percent numeric(5,2) NULL,
    commission integer NOT NULL DEFAULT 0,
    gratuity integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX IF NOT EXISTS report_lines_original ON report_lines (original_id)`,
  `CREATE INDEX IF NOT EXISTS report_lines_date ON report_lines (date)`,
  `CREATE INDEX IF NOT EXISTS report_lines_payroll ON report_lines (payroll_date, employee_id) WHERE employee_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS report_sales_tax_days (
    date text PRIMARY KEY,
    taxable bigint NOT NULL,
    exempt bigint NOT NULL,
    tax bigint NOT NULL,
    transactions integer NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS report_payroll_days (
    payroll_date text NOT NULL,
    employee_id integer NOT NULL,
    appointments integer NOT NULL,
    commissionable bigint NOT NULL,
    commission bigint NOT NULL,
    tips bigint NOT NULL,
    rates numeric(5,2)[] NOT NULL,
    PRIMARY KEY (payroll_date, employee_id)
  )`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createReportsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
