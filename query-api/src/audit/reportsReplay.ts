import {
  APPOINTMENT_EVENT_SCHEMAS,
  customerCreatedSchema,
  customerDetailsUpdatedSchema,
  dailyTips,
  evolveTransaction,
  initialTransactionState,
  localDateOf,
  payrollByStylist,
  REPORT_EVENT_TYPES,
  reportLines,
  salesTaxByDay,
  stylistDetailsUpdatedSchema,
  TRANSACTION_EVENT_SCHEMAS,
  type AuditReportFigures,
  type DomainEvent,
  type RateChange,
  type ReportAppointment,
  type ReportLine,
  type TransactionState,
} from '@pawroute/domain';
import type { EventStore, RecordedEvent } from '@pawroute/platform';

/**
 * The report figures (sales tax, payroll, tips) replayed from the events recorded up to an instant
 *: the same facts the reports projector keeps (projections/src/reports/projector.ts: each
 * customer's exemption, each stylist's rate changes, each appointment's stylist, date and completion,
 * each transaction folded by the domain's evolve) and the domain's pure report arithmetic
 * (domain/src/reports/lines.ts: reportLines, salesTaxByDay, payrollByStylist, dailyTips), in memory.
 */
export class ReportsReplay {
  private readonly exemption = new Map<number, boolean>();
  private readonly rates = new Map<number, RateChange[]>();
  private readonly appointments = new Map<number, ReportAppointment>();
  private readonly transactions = new Map<number, { appointmentId: number | null; isTaxExempt: boolean; state: TransactionState }>();

  constructor(private readonly timeZone: string) {}

  apply(event: RecordedEvent): void {
    switch (event.type) {
      case 'CustomerCreated': {
        const d = customerCreatedSchema.parse(event.data);
        this.exemption.set(d.customerId, d.isTaxExempt);
        return;
      }
      case 'CustomerDetailsUpdated': {
        const d = customerDetailsUpdatedSchema.parse(event.data);
        this.exemption.set(d.customerId, d.isTaxExempt);
        return;
      }
      case 'StylistDetailsUpdated': {
        const d = stylistDetailsUpdatedSchema.parse(event.data);
        const effectiveDate = localDateOf(d.updatedAt, this.timeZone);
        const known = this.rates.get(d.employeeId) ?? [];
        this.rates.set(d.employeeId, [...known.filter((r) => r.effectiveDate !== effectiveDate), { effectiveDate, ratePercent: d.commissionRate }]);
        return;
      }
      case 'AppointmentCreated':
      case 'AppointmentUpdated':
      case 'AppointmentScheduled': {
        const d = APPOINTMENT_EVENT_SCHEMAS[event.type].parse(event.data);
        const current = this.appointments.get(d.appointmentId) ?? { appointmentId: d.appointmentId, employeeId: null, appointmentDate: null, completed: false };
        this.appointments.set(d.appointmentId, { ...current, employeeId: d.employeeId, appointmentDate: d.appointmentDate });
        return;
      }
      case 'AppointmentCompleted': {
        const d = APPOINTMENT_EVENT_SCHEMAS.AppointmentCompleted.parse(event.data);
        const current = this.appointments.get(d.appointmentId) ?? { appointmentId: d.appointmentId, employeeId: null, appointmentDate: null, completed: false };
        this.appointments.set(d.appointmentId, { ...current, completed: true });
        return;
      }
      case 'TransactionCreated': {
        const d = TRANSACTION_EVENT_SCHEMAS.TransactionCreated.parse(event.data);
        if (this.transactions.has(d.transactionId)) return;
        const record = { appointmentId: d.appointmentId, isTaxExempt: this.exemption.get(d.customerId) ?? false, state: initialTransactionState() };
        record.state = evolveTransaction(record.state, { type: event.type, data: d } as DomainEvent);
        this.transactions.set(d.transactionId, record);
        return;
      }
      case 'TransactionVoided':
      case 'TransactionRefunded': {
        const d =
          event.type === 'TransactionVoided'
            ? { id: TRANSACTION_EVENT_SCHEMAS.TransactionVoided.parse(event.data).transactionId, data: TRANSACTION_EVENT_SCHEMAS.TransactionVoided.parse(event.data) }
            : { id: TRANSACTION_EVENT_SCHEMAS.TransactionRefunded.parse(event.data).refTransactionId, data: TRANSACTION_EVENT_SCHEMAS.TransactionRefunded.parse(event.data) };
        const record = this.transactions.get(d.id);
        if (record) record.state = evolveTransaction(record.state, { type: event.type, data: d.data } as DomainEvent);
        return;
      }
      default:
    }
  }

  lines(): ReportLine[] {
    const lines: ReportLine[] = [];
    for (const record of this.transactions.values()) {
      if (record.state.kind !== 'recorded') continue;
      const appointment = record.appointmentId === null ? null : (this.appointments.get(record.appointmentId) ?? null);
      const rates = appointment?.employeeId != null ? (this.rates.get(appointment.employeeId) ?? []) : [];
      lines.push(...reportLines(record.state, { isTaxExempt: record.isTaxExempt, appointment, rates }));
    }
    return lines;
  }

  figures(startDate: string, endDate: string): AuditReportFigures {
    const lines = this.lines();
    const days = salesTaxByDay(lines, startDate, endDate);
    const payroll = payrollByStylist(lines, this.appointments.values(), startDate, endDate);
    const tips = dailyTips(lines, startDate, endDate);
    return {
      salesTax: {
        taxable: days.reduce((s, d) => s + d.taxable, 0),
        exempt: days.reduce((s, d) => s + d.exempt, 0),
        tax: days.reduce((s, d) => s + d.tax, 0),
      },
      payroll: payroll.map((p) => ({ employeeId: p.employeeId, appointments: p.appointments, commissionable: p.commissionable, commission: p.commission, tips: p.tips })),
      tips: tips.reduce((s, t) => s + t.tips, 0),
    };
  }
}

const lastDayOfMonth = (date: string): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
};

/**
 * The reports of the instant's month (business time zone) as the events recorded up to the instant
 * made them, and as every event makes them now: one pass over the report events.
 */
export async function reportsAsOf(store: EventStore, instant: Date, timeZone: string) {
  const day = localDateOf(instant.toISOString(), timeZone);
  const startDate = `${day.slice(0, 7)}-01`;
  const endDate = lastDayOfMonth(day);
  const then = new ReportsReplay(timeZone);
  const now = new ReportsReplay(timeZone);
  let after: string | null = null;
  for (;;) {
    const batch = await store.readAll({ after, limit: 2_000, filter: { eventTypes: REPORT_EVENT_TYPES } });
    for (const event of batch) {
      now.apply(event);
      if (event.createdAt.getTime() <= instant.getTime()) then.apply(event);
    }
    if (batch.length < 2_000) break;
    after = batch.at(-1)!.position;
  }
  return { startDate, endDate, then: then.figures(startDate, endDate), now: now.figures(startDate, endDate) };
}
