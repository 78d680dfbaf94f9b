import {
  APPOINTMENT_EVENT_SCHEMAS,
  customerCreatedSchema,
  customerDetailsUpdatedSchema,
  evolveTransaction,
  initialTransactionState,
  localDateOf,
  rateInForce,
  REPORT_EVENT_TYPES,
  reportLines,
  stylistDetailsUpdatedSchema,
  TRANSACTION_EVENT_SCHEMAS,
  type DomainEvent,
  type RateChange,
  type ReportAppointment,
  type ReportLine,
  type TransactionState,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import { parseEventData } from '../runner/parsedData';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { createReportsTables, REPORTS_TABLES } from './tables';


/** The business time zone (as the employees projector reads it): a rate counts from its local day. */
const timeZone = (): string => process.env.PAWROUTE_TIME_ZONE?.trim() || 'America/Chicago';

interface TransactionRecord {
  transactionId: number;
  appointmentId: number | null;
  isTaxExempt: boolean;
  state: TransactionState;
}

type Parsed =
  | { kind: 'customer'; customerId: number; isTaxExempt: boolean }
  | { kind: 'rate'; employeeId: number; effectiveDate: string; ratePercent: number }
  | { kind: 'appointment'; appointmentId: number; placement: { employeeId: number | null; appointmentDate: string | null } | null; completed: boolean }
  | { kind: 'transaction'; transactionId: number; customerId: number | null; event: DomainEvent };

function parse(event: RecordedEvent): Parsed {
  switch (event.type) {
    case 'CustomerCreated': {
      const d = parseEventData(customerCreatedSchema, event);
      return { kind: 'customer', customerId: d.customerId, isTaxExempt: d.isTaxExempt };
    }
    case 'CustomerDetailsUpdated': {
      const d = customerDetailsUpdatedSchema.parse(event.data);
      return { kind: 'customer', customerId: d.customerId, isTaxExempt: d.isTaxExempt };
    }
    case 'StylistDetailsUpdated': {
      const d = stylistDetailsUpdatedSchema.parse(event.data);
      return { kind: 'rate', employeeId: d.employeeId, effectiveDate: localDateOf(d.updatedAt, timeZone()), ratePercent: d.commissionRate };
    }
    case 'AppointmentCreated':
    case 'AppointmentUpdated':
    case 'AppointmentScheduled': {
      const d = parseEventData(APPOINTMENT_EVENT_SCHEMAS[event.type], event);
      return { kind: 'appointment', appointmentId: d.appointmentId, placement: { employeeId: d.employeeId, appointmentDate: d.appointmentDate }, completed: false };
    }
    case 'AppointmentCompleted': {
      const d = parseEventData(APPOINTMENT_EVENT_SCHEMAS.AppointmentCompleted, event);
      return { kind: 'appointment', appointmentId: d.appointmentId, placement: null, completed: true };
    }
    case 'TransactionCreated': {
      const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionCreated, event);
      return { kind: 'transaction', transactionId: d.transactionId, customerId: d.customerId, event: { type: event.type, data: d } };
    }
    case 'TransactionVoided': {
      const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionVoided, event);
      return { kind: 'transaction', transactionId: d.transactionId, customerId: null, event: { type: event.type, data: d } };
    }
    case 'TransactionRefunded': {
      const d = parseEventData(TRANSACTION_EVENT_SCHEMAS.TransactionRefunded, event);
      return { kind: 'transaction', transactionId: d.refTransactionId, customerId: null, event: { type: event.type, data: d } };
    }
    default:
      throw new Error(`reports projector: unexpected event type ${event.type}`);
  }
}

const payrollKey = (date: string, employeeId: number) => `${date}|${employeeId}`;
const appointmentKey = (a: ReportAppointment | undefined): string | null =>
  a && a.completed && a.employeeId !== null && a.appointmentDate !== null ? payrollKey(a.appointmentDate, a.employeeId) : null;

async function loadTransactions(tx: Transaction, ids: readonly number[], into: Map<number, TransactionRecord>): Promise<void> {
  const missing = ids.filter((id) => !into.has(id));
  if (missing.length === 0) return;
  const { rows } = await tx.query<{ transaction_id: number; appointment_id: number | null; is_tax_exempt: boolean; facts: TransactionState }>(
    `SELECT transaction_id, appointment_id, is_tax_exempt, facts FROM report_transactions WHERE transaction_id = ANY($1::int[])`,
    [missing],
  );
  for (const r of rows) {
    into.set(Number(r.transaction_id), { transactionId: Number(r.transaction_id), appointmentId: r.appointment_id === null ? null : Number(r.appointment_id), isTaxExempt: r.is_tax_exempt, state: r.facts });
  }
}

async function loadAppointments(tx: Transaction, ids: readonly number[], into: Map<number, ReportAppointment>): Promise<void> {
  const missing = ids.filter((id) => !into.has(id));
  if (missing.length === 0) return;
  const { rows } = await tx.query<{ appointment_id: number; employee_id: number | null; appointment_date: string | null; completed: boolean }>(
    // One primary-key probe per id (OFFSET 0 keeps it so): `= ANY($1)` with thousands of ids scanned the table.
    `SELECT r.appointment_id, r.employee_id, r.appointment_date, r.completed FROM (SELECT DISTINCT unnest($1::int[]) AS id) k
       CROSS JOIN LATERAL (SELECT * FROM report_appointments WHERE appointment_id = k.id OFFSET 0) r`,
    [missing],
  );
  for (const r of rows) {
    into.set(Number(r.appointment_id), {
      appointmentId: Number(r.appointment_id),
      employeeId: r.employee_id === null ? null : Number(r.employee_id),
      appointmentDate: r.appointment_date,
      completed: r.completed,
    });
  }
}

async function loadRates(tx: Transaction, employeeIds: readonly number[]): Promise<Map<number, RateChange[]>> {
  const rates = new Map<number, RateChange[]>();
  if (employeeIds.length === 0) return rates;
  const { rows } = await tx.query<{ employee_id: number; effective_date: string; rate_percent: string }>(
    `SELECT employee_id, effective_date, rate_percent FROM report_rates WHERE employee_id = ANY($1::int[]) ORDER BY employee_id, effective_date`,
    [employeeIds],
  );
  for (const r of rows) {
    const id = Number(r.employee_id);
    rates.set(id, [...(rates.get(id) ?? []), { effectiveDate: r.effective_date, ratePercent: Number(r.rate_percent) }]);
  }
  return rates;
}

const jsonRows = (rows: readonly object[]) => JSON.stringify(rows);
const LINE_COLUMNS = ['transaction_id', 'original_id', 'is_refund', 'appointment_id', 'customer_id', 'date', 'is_tax_exempt', 'taxable', 'exempt', 'tax',
  'employee_id', 'payroll_date', 'commissionable', 'rate_percent', 'commission', 'gratuity'] as const;

/**
 * Sales tax, payroll and daily tips. A batch folds its events into the projector's own copies
 * (customers' exemption, rates, appointments, transactions folded by the domain's evolve), then
 * recomputes the report lines of every transaction whose figures may have moved (its own events, its
 * appointment completed or moved, its stylist's rate changed from a date on or before its appointment's)
 * with the domain's reportLines, and re-sums the days (and stylists) those lines left or entered. So the
 * stored figures are always the domain's, whatever order the facts arrive in, and a rebuild gives the same.
 * Key: `{ scope: 'reports' }` (staff only).
 */
export const reportsProjector: Projector = {
  name: 'reports',
  version: 1,
  eventTypes: REPORT_EVENT_TYPES,
  tables: REPORTS_TABLES,
  createTables: (tx: Transaction) => createReportsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const parsed = events.map(parse);

    // What the batch touches, loaded once.
    const customerIds = new Set<number>();
    const transactionIds = new Set<number>();
    const appointmentIds = new Set<number>();
    const rateEmployees = new Set<number>();
    for (const p of parsed) {
      if (p.kind === 'customer') customerIds.add(p.customerId);
      else if (p.kind === 'transaction') {
        transactionIds.add(p.transactionId);
        if (p.customerId !== null) customerIds.add(p.customerId);
      } else if (p.kind === 'appointment') appointmentIds.add(p.appointmentId);
      else rateEmployees.add(p.employeeId);
    }
    const exemption = new Map<number, boolean>();
    if (customerIds.size > 0) {
      const { rows } = await tx.query<{ customer_id: number; is_tax_exempt: boolean }>(
        `SELECT customer_id, is_tax_exempt FROM report_customers WHERE customer_id = ANY($1::int[])`,
        [[...customerIds]],
      );
      for (const r of rows) exemption.set(Number(r.customer_id), r.is_tax_exempt);
    }
    const transactions = new Map<number, TransactionRecord>();
    await loadTransactions(tx, [...transactionIds], transactions);
    const appointments = new Map<number, ReportAppointment>();
    await loadAppointments(tx, [...appointmentIds], appointments);
    const ratesBefore = await loadRates(tx, [...rateEmployees]);

    // The payroll days whose completed-appointment counts may change: before and after.
    const touchedPayroll = new Set<string>();
    for (const a of appointments.values()) {
      const key = appointmentKey(a);
      if (key) touchedPayroll.add(key);
    }

    const dirtyCustomers = new Set<number>();
    const dirtyTransactions = new Set<number>();
    const dirtyAppointments = new Set<number>();
    const rateWrites = new Map<string, { employeeId: number; effectiveDate: string; ratePercent: number }>();
    const rateRecomputes: { employeeId: number; fromDate: string }[] = [];

    for (const p of parsed) {
      switch (p.kind) {
        case 'customer':
          exemption.set(p.customerId, p.isTaxExempt);
          dirtyCustomers.add(p.customerId);
          break;
        case 'rate': {
          const known = ratesBefore.get(p.employeeId) ?? [];
          // A save that leaves the rate in force unchanged moves no figure.
          if (rateInForce(known, p.effectiveDate) !== p.ratePercent) rateRecomputes.push({ employeeId: p.employeeId, fromDate: p.effectiveDate });
          ratesBefore.set(p.employeeId, [...known.filter((r) => r.effectiveDate !== p.effectiveDate), { effectiveDate: p.effectiveDate, ratePercent: p.ratePercent }]);
          rateWrites.set(`${p.employeeId}|${p.effectiveDate}`, p);
          break;
        }
        case 'appointment': {
          const current = appointments.get(p.appointmentId) ?? { appointmentId: p.appointmentId, employeeId: null, appointmentDate: null, completed: false };
          appointments.set(p.appointmentId, {
            ...current,
            ...(p.placement ?? {}),
            completed: current.completed || p.completed,
          });
          dirtyAppointments.add(p.appointmentId);
          break;
        }
        case 'transaction': {
          let record = transactions.get(p.transactionId);
          if (p.event.type === 'TransactionCreated') {
            if (record) break;
            const data = p.event.data as { appointmentId: number | null; customerId: number };
            record = { transactionId: p.transactionId, appointmentId: data.appointmentId, isTaxExempt: exemption.get(data.customerId) ?? false, state: initialTransactionState() };
            transactions.set(p.transactionId, record);
          }
          if (!record) break; // an event about a transaction this projector never saw created: nothing to fold
          record.state = evolveTransaction(record.state, p.event);
          dirtyTransactions.add(p.transactionId);
          break;
        }
      }
    }
    if (dirtyCustomers.size + dirtyTransactions.size + dirtyAppointments.size + rateWrites.size === 0) return [];

    // Write back the copies.
    if (dirtyCustomers.size > 0) {
      await tx.query(
        `INSERT INTO report_customers (customer_id, is_tax_exempt) SELECT * FROM unnest($1::int[], $2::boolean[])
         ON CONFLICT (customer_id) DO UPDATE SET is_tax_exempt = EXCLUDED.is_tax_exempt`,
        [[...dirtyCustomers], [...dirtyCustomers].map((id) => exemption.get(id) ?? false)],
      );
    }
    if (rateWrites.size > 0) {
      const list = [...rateWrites.values()];
      await tx.query(
        `INSERT INTO report_rates (employee_id, effective_date, rate_percent) SELECT * FROM unnest($1::int[], $2::text[], $3::numeric[])
         ON CONFLICT (employee_id, effective_date) DO UPDATE SET rate_percent = EXCLUDED.rate_percent`,
        [list.map((r) => r.employeeId), list.map((r) => r.effectiveDate), list.map((r) => r.ratePercent)],
      );
    }
    if (dirtyAppointments.size > 0) {
      const list = [...dirtyAppointments].map((id) => appointments.get(id)!);
      await tx.query(
        `INSERT INTO report_appointments (appointment_id, employee_id, appointment_date, completed)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::boolean[])
         ON CONFLICT (appointment_id) DO UPDATE SET employee_id = EXCLUDED.employee_id, appointment_date = EXCLUDED.appointment_date, completed = EXCLUDED.completed`,
        [list.map((a) => a.appointmentId), list.map((a) => a.employeeId), list.map((a) => a.appointmentDate), list.map((a) => a.completed)],
      );
      for (const a of list) {
        const key = appointmentKey(a);
        if (key) touchedPayroll.add(key);
      }
    }
    if (dirtyTransactions.size > 0) {
      const list = [...dirtyTransactions].map((id) => transactions.get(id)!);
      await tx.query(
        `INSERT INTO report_transactions (transaction_id, appointment_id, is_tax_exempt, facts)
         SELECT t.transaction_id, t.appointment_id, t.is_tax_exempt, t.facts FROM jsonb_to_recordset($1::jsonb) AS t(transaction_id int, appointment_id int, is_tax_exempt boolean, facts jsonb)
         ON CONFLICT (transaction_id) DO UPDATE SET appointment_id = EXCLUDED.appointment_id, is_tax_exempt = EXCLUDED.is_tax_exempt, facts = EXCLUDED.facts`,
        [jsonRows(list.map((r) => ({ transaction_id: r.transactionId, appointment_id: r.appointmentId, is_tax_exempt: r.isTaxExempt, facts: r.state })))],
      );
    }

    // Every transaction whose lines may have moved.
    const recompute = new Set<number>(dirtyTransactions);
    if (dirtyAppointments.size > 0) {
      const { rows } = await tx.query<{ transaction_id: number }>(`SELECT transaction_id FROM report_transactions WHERE appointment_id = ANY($1::int[])`, [[...dirtyAppointments]]);
      for (const r of rows) recompute.add(Number(r.transaction_id));
    }
    for (const { employeeId, fromDate } of rateRecomputes) {
      const { rows } = await tx.query<{ transaction_id: number }>(
        `SELECT t.transaction_id FROM report_transactions t JOIN report_appointments a ON a.appointment_id = t.appointment_id
          WHERE a.completed AND a.employee_id = $1 AND a.appointment_date >= $2`,
        [employeeId, fromDate],
      );
      for (const r of rows) recompute.add(Number(r.transaction_id));
    }
    if (recompute.size === 0) {
      if (!context?.rebuilding) await resumPayroll(tx, touchedPayroll);
      return [{ scope: 'reports' }];
    }
    const ids = [...recompute];
    await loadTransactions(tx, ids, transactions);
    const neededAppointments = [...new Set(ids.map((id) => transactions.get(id)?.appointmentId).filter((a): a is number => a !== null && a !== undefined))];
    await loadAppointments(tx, neededAppointments, appointments);
    const employees = [...new Set(neededAppointments.map((a) => appointments.get(a)?.employeeId).filter((e): e is number => e !== null && e !== undefined))];
    const rates = await loadRates(tx, employees);

    // The lines' old days, then the new lines.
    const touchedDates = new Set<string>();
    const { rows: old } = await tx.query<{ date: string; payroll_date: string | null; employee_id: number | null }>(
      `DELETE FROM report_lines WHERE original_id = ANY($1::int[]) RETURNING date, payroll_date, employee_id`,
      [ids],
    );
    for (const r of old) {
      touchedDates.add(r.date);
      if (r.payroll_date !== null && r.employee_id !== null) touchedPayroll.add(payrollKey(r.payroll_date, Number(r.employee_id)));
    }
    const lines: ReportLine[] = [];
    for (const id of ids) {
      const record = transactions.get(id);
      if (!record || record.state.kind !== 'recorded') continue;
      const appointment = record.appointmentId === null ? null : appointments.get(record.appointmentId) ?? null;
      const employeeRates = appointment?.employeeId != null ? rates.get(appointment.employeeId) ?? [] : [];
      lines.push(...reportLines(record.state, { isTaxExempt: record.isTaxExempt, appointment, rates: employeeRates }));
    }
    for (const line of lines) {
      touchedDates.add(line.date);
      if (line.payroll) touchedPayroll.add(payrollKey(line.payroll.date, line.payroll.employeeId));
    }
    if (lines.length > 0) {
      await insertColumns(tx, {
        table: 'report_lines',
        columns: LINE_COLUMNS,
        rows: lines.map((l) => ({
          transaction_id: l.transactionId,
          original_id: l.refTransactionId ?? l.transactionId,
          is_refund: l.refTransactionId !== null,
          appointment_id: l.appointmentId,
          customer_id: l.customerId,
          date: l.date,
          is_tax_exempt: l.isTaxExempt,
          taxable: l.taxable,
          exempt: l.exempt,
          tax: l.tax,
          employee_id: l.payroll?.employeeId ?? null,
          payroll_date: l.payroll?.date ?? null,
          commissionable: l.payroll?.commissionable ?? 0,
          rate_percent: l.payroll?.ratePercent ?? null,
          commission: l.payroll?.commission ?? 0,
          gratuity: l.payroll?.gratuity ?? 0,
        })),
      });
    }
    if (!context?.rebuilding) {
      await resumSalesTax(tx, touchedDates);
      await resumPayroll(tx, touchedPayroll);
    }
    return [{ scope: 'reports' }];
  },
  async finishRebuild(tx: Transaction): Promise<void> {
    const { rows: days } = await tx.query<{ date: string }>(`SELECT DISTINCT date FROM report_lines`);
    await resumSalesTax(tx, new Set(days.map((r) => r.date)));
    const { rows: pairs } = await tx.query<{ d: string; e: number }>(
      `SELECT appointment_date AS d, employee_id AS e FROM report_appointments WHERE completed AND employee_id IS NOT NULL AND appointment_date IS NOT NULL
       UNION SELECT payroll_date, employee_id FROM report_lines WHERE payroll_date IS NOT NULL AND employee_id IS NOT NULL`,
    );
    await resumPayroll(tx, new Set(pairs.map((r) => payrollKey(r.d, Number(r.e)))));
  },
};

/** report_sales_tax_days for these days, from the lines. */
async function resumSalesTax(tx: Transaction, dates: ReadonlySet<string>): Promise<void> {
  if (dates.size === 0) return;
  const list = [...dates];
  await tx.query(`DELETE FROM report_sales_tax_days WHERE date = ANY($1::text[])`, [list]);
  await tx.query(
    `INSERT INTO report_sales_tax_days (date, taxable, exempt, tax, transactions)
     SELECT date, sum(taxable), sum(exempt), sum(tax), count(*) FROM report_lines WHERE date = ANY($1::text[]) GROUP BY date`,
    [list],
  );
}

/** report_payroll_days for these (day, stylist) pairs: completed appointments and the lines' payroll parts. */
async function resumPayroll(tx: Transaction, keys: ReadonlySet<string>): Promise<void> {
  if (keys.size === 0) return;
  const pairs = [...keys].map((k) => k.split('|') as [string, string]);
  const dates = pairs.map(([d]) => d);
  const employees = pairs.map(([, e]) => Number(e));
  await tx.query(
    `DELETE FROM report_payroll_days p USING unnest($1::text[], $2::int[]) AS k(d, e) WHERE p.payroll_date = k.d AND p.employee_id = k.e`,
    [dates, employees],
  );
  await tx.query(
    `INSERT INTO report_payroll_days (payroll_date, employee_id, appointments, commissionable, commission, tips, rates)
     SELECT d, e, appointments, commissionable, commission, tips, rates FROM (
       SELECT k.d, k.e,
         (SELECT count(*)::int FROM report_appointments a WHERE a.completed AND a.employee_id = k.e AND a.appointment_date = k.d) AS appointments,
         coalesce((SELECT sum(l.commissionable) FROM report_lines l WHERE l.payroll_date = k.d AND l.employee_id = k.e), 0) AS commissionable,
         coalesce((SELECT sum(l.commission) FROM report_lines l WHERE l.payroll_date = k.d AND l.employee_id = k.e), 0) AS commission,
         coalesce((SELECT sum(l.gratuity) FROM report_lines l WHERE l.payroll_date = k.d AND l.employee_id = k.e), 0) AS tips,
         coalesce((SELECT array_agg(DISTINCT l.rate_percent ORDER BY l.rate_percent) FROM report_lines l WHERE l.payroll_date = k.d AND l.employee_id = k.e), '{}') AS rates,
         (SELECT count(*) FROM report_lines l WHERE l.payroll_date = k.d AND l.employee_id = k.e) AS lines
       FROM unnest($1::text[], $2::int[]) AS k(d, e)
     ) s
     WHERE s.appointments > 0 OR s.lines > 0`,
    [dates, employees],
  );
}
