import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foldTransaction,
  localDateOf,
  payrollByStylist,
  reportLines,
  salesTaxByDay,
  type DomainEvent,
  type RateChange,
  type ReportAppointment,
  type ReportLine,
} from '@pawroute/domain';
import type { EventToAppend, Position } from '@pawroute/platform';
import { rebuildAll } from '../rebuild/rebuildAll';
import { startProjectionRunner } from '../runner/startProjectionRunner';
import { testMetadata } from '../testing/appendAmounts';
import { memoryLogger, openTestStore, readEverything, waitForProjector, type TestStore } from '../testing/testKit';
import { ledgerHistory } from '../transactions';
import { reportsProjector } from './projector';

/**
 * The reports read model against the domain ("a rebuild gives the same figures"): a ledger
 * history by the real Transaction decider, with appointments placed, moved and completed (some only
 * after their transactions were refunded or voided), customers becoming tax exempt part way, and a
 * stylist's rate changed afterwards from a date in the middle of the history. The live projection (small
 * batches), a rebuild from zero (large batches) and the domain's reportLines folded over the same events
 * must give the same day rows.
 */
const TZ = process.env.PAWROUTE_TIME_ZONE?.trim() || 'America/Chicago';
const STYLISTS = [11, 12, 13];
let t: TestStore;
let head: Position;
const log: { stream: string; type: string; data: Record<string, unknown> }[] = [];

const event = (type: string, data: Record<string, unknown>): EventToAppend => ({ id: randomUUID(), type, data, metadata: testMetadata() });
const push = (stream: string, type: string, data: Record<string, unknown>) => log.push({ stream, type, data });

function stylistDetails(employeeId: number, commissionRate: number, updatedAt: string) {
  push(`Employee-${employeeId}`, 'StylistDetailsUpdated', {
    employeeId, petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate, servicesCats: true, isSmoker: false, hasGeneratorVehicle: true,
    stylistBreedRestrictions: [], updatedAt,
  });
}
function customer(customerId: number, isTaxExempt: boolean, type = 'CustomerCreated') {
  const base = { customerId, userId: 100 + customerId, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt, defaultGratuityPercent: null, defaultGratuityCents: null, preferredStylistId: null, contactMethodId: null };
  push(`Customer-${customerId}`, type, type === 'CustomerCreated' ? { ...base, createdAt: '2026-08-01T15:00:00.000Z' } : { ...base, updatedAt: '2026-10-01T15:00:00.000Z' });
}
const at = '2026-09-01T15:00:00.000Z';
function appointmentCreated(appointmentId: number, customerId: number, employeeId: number, appointmentDate: string) {
  push(`Appointment-${appointmentId}`, 'AppointmentCreated', {
    appointmentId, estimateId: appointmentId, customerId, status: 'scheduled', employeeId, appointmentDate, startTime: '09:00', endTime: '10:30',
    conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null, createdByUserId: 2, createdAt: at,
  });
}
function appointmentUpdated(appointmentId: number, employeeId: number, appointmentDate: string) {
  push(`Appointment-${appointmentId}`, 'AppointmentUpdated', {
    appointmentId, employeeId, appointmentDate, startTime: '11:00', endTime: '12:30', conflicts: [], resolveConfliction: false, status: 'scheduled', updatedAt: at,
  });
}
const appointmentCompleted = (appointmentId: number, transactionId: number | null) =>
  push(`Appointment-${appointmentId}`, 'AppointmentCompleted', { appointmentId, at, isCustomerAbsent: false, transactionId, signatureFileName: null });

function buildHistory() {
  for (let c = 1; c <= 8; c += 1) customer(c, c === 3 || c === 6);
  stylistDetails(11, 40, '2026-08-31T15:00:00.000Z');
  stylistDetails(12, 35.5, '2026-08-31T15:00:00.000Z');
  // 13 never sets a rate: the default 45.
  const late: (() => void)[] = [];
  let n = 0;
  for (const group of ledgerHistory({ seed: 21, transactions: 320, customers: 8, days: 61, lastDate: '2026-10-31', appointmentIdOf: (i) => (i % 4 === 3 ? null : 5000 + i) })) {
    const created = group[0]!.event;
    if (created.type !== 'TransactionCreated') continue;
    const { appointmentId, customerId, transactionDate, transactionId } = created.data;
    if (appointmentId !== null) {
      appointmentCreated(appointmentId, customerId, STYLISTS[appointmentId % 3]!, transactionDate);
      if (n % 10 === 0) appointmentUpdated(appointmentId, STYLISTS[(appointmentId + 1) % 3]!, transactionDate);
    }
    for (const { stream, event: e } of group) push(stream, e.type, e.data as unknown as Record<string, unknown>);
    if (appointmentId !== null) {
      if (n % 7 === 0) late.push(() => appointmentCompleted(appointmentId, transactionId));
      else if (n % 9 !== 0) appointmentCompleted(appointmentId, transactionId); // the rest are never completed
    }
    if (n === 150) customer(5, true, 'CustomerDetailsUpdated');
    n += 1;
  }
  for (const complete of late) complete();
  // Rate changes made after the history, counting from their own (business) day.
  stylistDetails(11, 50, '2026-10-15T15:00:00.000Z');
  stylistDetails(13, 45, '2026-10-02T15:00:00.000Z'); // the default restated: moves nothing
  stylistDetails(12, 30, '2026-10-20T23:30:00.000Z'); // 18:30 in Chicago: the 20th
}

/** The domain's figures: every stream folded, each transaction's lines by reportLines, summed per day. */
function expected() {
  const exempt = new Map<number, boolean>();
  const exemptAtCreation = new Map<number, boolean>();
  const appointments = new Map<number, ReportAppointment>();
  const rates = new Map<number, RateChange[]>();
  const streams = new Map<string, DomainEvent[]>();
  for (const e of log) {
    const d = e.data as Record<string, never>;
    if (e.type === 'CustomerCreated' || e.type === 'CustomerDetailsUpdated') exempt.set(d.customerId, d.isTaxExempt);
    else if (e.type === 'StylistDetailsUpdated') rates.set(d.employeeId, [...(rates.get(d.employeeId) ?? []), { effectiveDate: localDateOf(d.updatedAt, TZ), ratePercent: d.commissionRate }]);
    else if (e.type.startsWith('Appointment')) {
      const a = appointments.get(d.appointmentId) ?? { appointmentId: d.appointmentId, employeeId: null, appointmentDate: null, completed: false };
      appointments.set(d.appointmentId, e.type === 'AppointmentCompleted' ? { ...a, completed: true } : { ...a, employeeId: d.employeeId, appointmentDate: d.appointmentDate });
    } else {
      if (e.type === 'TransactionCreated') exemptAtCreation.set(d.transactionId, exempt.get(d.customerId) ?? false);
      streams.set(e.stream, [...(streams.get(e.stream) ?? []), { type: e.type, data: e.data }]);
    }
  }
  const lines: ReportLine[] = [];
  for (const events of streams.values()) {
    const state = foldTransaction(events);
    if (state.kind !== 'recorded') continue;
    const appointment = state.appointmentId === null ? null : appointments.get(state.appointmentId) ?? null;
    lines.push(...reportLines(state, { isTaxExempt: exemptAtCreation.get(state.transactionId)!, appointment, rates: appointment?.employeeId ? rates.get(appointment.employeeId) ?? [] : [] }));
  }
  const salesTax = salesTaxByDay(lines, '0000-01-01', '9999-12-31').map((d) => ({ date: d.date, taxable: d.taxable, exempt: d.exempt, tax: d.tax, transactions: d.transactions }));
  const days = new Set<string>([...lines.flatMap((l) => (l.payroll ? [l.payroll.date] : [])), ...[...appointments.values()].filter((a) => a.completed).map((a) => a.appointmentDate!)]);
  const payroll = [...days].sort().flatMap((day) =>
    payrollByStylist(lines, appointments.values(), day, day).map((r) => ({ date: day, employeeId: r.employeeId, appointments: r.appointments, commissionable: r.commissionable, commission: r.commission, tips: r.tips, rates: r.rates })),
  );
  return { salesTax, payroll, lines };
}

async function tables() {
  const salesTax = (await t.db.query<Record<string, string>>(`SELECT * FROM report_sales_tax_days ORDER BY date`)).rows.map((r) => ({
    date: r.date, taxable: Number(r.taxable), exempt: Number(r.exempt), tax: Number(r.tax), transactions: Number(r.transactions),
  }));
  const payroll = (await t.db.query<Record<string, unknown>>(`SELECT * FROM report_payroll_days ORDER BY payroll_date, employee_id`)).rows.map((r) => ({
    date: r.payroll_date, employeeId: Number(r.employee_id), appointments: Number(r.appointments), commissionable: Number(r.commissionable),
    commission: Number(r.commission), tips: Number(r.tips), rates: (r.rates as string[]).map(Number),
  }));
  const lines = (await t.db.query(`SELECT * FROM report_lines ORDER BY transaction_id`)).rows;
  return { salesTax, payroll, lines };
}

beforeAll(async () => {
  buildHistory();
  t = await openTestStore();
  const revisions = new Map<string, number>();
  for (const e of log) {
    const expectedRevision = revisions.get(e.stream) ?? -1;
    const result = await t.store.appendToStream(e.stream, [event(e.type, e.data)], { expected: expectedRevision === -1 ? 'no_stream' : expectedRevision });
    revisions.set(e.stream, expectedRevision + 1);
    head = result.position;
  }
}, 180_000);
afterAll(async () => t?.drop());

describe('reports projector (real Postgres, real store)', { timeout: 180_000 }, () => {
  let live: Awaited<ReturnType<typeof tables>>;

  it('has a varied history: refunds, voids, appointments never completed or completed late, a moved one, rate changes after the fact', () => {
    const types = log.map((e) => e.type);
    for (const type of ['TransactionVoided', 'TransactionRefunded', 'AppointmentUpdated', 'CustomerDetailsUpdated']) expect(types).toContain(type);
    const { lines } = expected();
    expect(lines.some((l) => l.payroll?.ratePercent === 50)).toBe(true);
    expect(lines.some((l) => l.payroll?.ratePercent === 40)).toBe(true);
    expect(lines.some((l) => l.payroll?.ratePercent === 45)).toBe(true);
    expect(lines.some((l) => l.payroll?.ratePercent === 30)).toBe(true);
    expect(lines.some((l) => l.refTransactionId !== null && l.payroll !== null)).toBe(true);
    expect(lines.some((l) => l.exempt !== 0)).toBe(true);
  });

  it('live, in small batches, the day rows equal the domain\'s reportLines summed per day (docs/RULES.md "Reports")', async () => {
    const all = await readEverything(t.store, head);
    expect(all.length).toBe(log.length);
    const runner = await startProjectionRunner({ db: t.db, store: t.store, projectors: [reportsProjector], batchSize: 37, logger: memoryLogger() });
    try {
      await waitForProjector(t.db, t.store, 'reports', head);
    } finally {
      await runner.stop();
    }
    live = await tables();
    const want = expected();
    expect(live.salesTax).toEqual(want.salesTax);
    expect(live.payroll).toEqual(want.payroll);
    expect(live.lines).toHaveLength(want.lines.length);
  });

  it('a rebuild from zero in large batches gives the same figures, line for line', async () => {
    await rebuildAll({ db: t.db, store: t.store, projectors: [reportsProjector], batchSize: 5_000 });
    expect(await tables()).toEqual(live);
  });
});
