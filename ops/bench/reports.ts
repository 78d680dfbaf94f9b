/**
 * Reports read benchmark: "payroll over a year of history (1,000,000 events) p99". A year of
 * ledger history written into the PostgreSQL event store: the schedule bench's people (an office user,
 * ten stylists, ~2,000 customers, by the API's deciders), then transactions by the Transaction decider
 * (projections' ledgerHistory: card, cash and check payments, settlements, voids, partial refunds,
 * check-ins), each for an appointment of a stylist placed on its date and completed (a tenth never are),
 * and mid-year commission-rate changes for half the stylists. The read models are built by `rebuildAll`
 * (the reports projector, and customers for the names), then reports/getPayroll over the whole year (and
 * a month, sales tax over the year, a day's tips) is timed through the query API's own read functions.
 */
import type { CommandContext, DomainEvent } from '@pawroute/domain';
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { allProjectors, ledgerHistory, rebuildAll, reportsProjector } from '@pawroute/projections';
import { readDailyTips, readPayroll, readSalesTax } from '@pawroute/query-api';
import { seedReferenceData } from '../src/seed/referenceData';
import type { ReadTiming } from './schedule';
import { generatePeople } from './scheduleHistoryPeople';
import { HistoryWriter } from './scheduleHistoryWriter';

export interface ReportsBenchResult {
  events: number;
  customers: number;
  stylists: number;
  transactions: number;
  completedAppointments: number;
  reportLines: number;
  payrollDayRows: number;
  firstDate: string;
  lastDate: string;
  generateSeconds: number;
  projectSeconds: number;
  projectEventsPerSecond: number;
  reads: Record<string, ReadTiming>;
}

export interface ReportsBenchOptions {
  events?: number;
  runs?: number;
  warmups?: number;
  timeZone?: string;
  customers?: number;
  days?: number;
  log?: (line: string) => void;
}

const round2 = (n: number) => Number(n.toFixed(2));
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(read: () => Promise<number>, runs: number, warmups: number): Promise<ReadTiming> {
  for (let i = 0; i < warmups; i += 1) await read();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    rows += await read();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: round2(percentile(samples, 50)), p99Ms: round2(percentile(samples, 99)), maxMs: round2(samples.at(-1)!), runs, warmups, meanRows: Math.round(rows / runs) };
}

const COMMAND_OF: Record<string, string> = {
  TransactionCreated: 'CreateTransaction',
  TransactionSettled: 'SettleTransaction',
  TransactionVoided: 'VoidTransaction',
  TransactionRefunded: 'RefundTransaction',
  TransactionCheckedIn: 'CheckInTransaction',
};

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const APPOINTMENT_BASE = 10_000_000;

export async function benchReports(url: string, options: ReportsBenchOptions = {}): Promise<ReportsBenchResult> {
  const { events = 1_000_000, runs = 200, warmups = 20, timeZone = 'America/Chicago', customers = 2_000, days = 365, log = () => undefined } = options;
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM public.events) AS any');
    if (rows[0]!.any) throw new Error('The reports bench writes its own history: point it at an empty database.');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const firstDate = addDays(today, -(days - 1));
    const generating = Date.now();
    await seedReferenceData({ store, db });
    const { rows: counted } = await db.query<{ n: string }>('SELECT count(*) AS n FROM public.events');
    const before = Number(counted[0]!.n);
    const writer = new HistoryWriter(db);
    const states = new Map<string, unknown>();
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const people = generatePeople(writer, states, {
      stylists: 10, customers, timeZone, firstDate, lastDate: today, at: `${addDays(firstDate, -30)}T15:00:00.000Z`, random,
    });
    const stylists = people.stylists.map((s) => s.employeeId);
    const context = (now: string): CommandContext => ({ now, actorUserId: people.officeUserId });
    const middle = addDays(firstDate, Math.floor(days / 2));
    let rateChanged = false;
    let transactions = 0;
    let completed = 0;
    for (const group of ledgerHistory({ seed: 14, transactions: 5_000_000, customers: people.customers.length, days, lastDate: today, firstTransactionId: 1, appointmentIdOf: (n) => APPOINTMENT_BASE + n })) {
      if (before + writer.count >= events) break;
      const created = group[0]!.event;
      if (created.type !== 'TransactionCreated') continue;
      const { appointmentId, customerId, transactionDate, createdAt } = created.data;
      const customer = people.customers[customerId - 1] ?? people.customers[0]!;
      const employeeId = stylists[(appointmentId ?? 0) % stylists.length]!;
      if (!rateChanged && transactionDate >= middle) {
        // Half the stylists get a new rate from the middle of the year (payroll's "rate in force on the date").
        rateChanged = true;
        for (const id of stylists.slice(0, stylists.length / 2)) {
          writer.append(`Employee-${id}`, [{
            type: 'StylistDetailsUpdated',
            data: { employeeId: id, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 50, servicesCats: true, isSmoker: false, hasGeneratorVehicle: true, stylistBreedRestrictions: [], updatedAt: `${middle}T15:00:00.000Z` },
          } as DomainEvent], 'UpdateStylistDetails', context(`${middle}T15:00:00.000Z`));
        }
      }
      if (appointmentId !== null) {
        writer.append(`Appointment-${appointmentId}`, [{
          type: 'AppointmentCreated',
          data: {
            appointmentId, estimateId: appointmentId, customerId: customer.customerId, status: 'scheduled', employeeId, appointmentDate: transactionDate, startTime: '09:00',
            endTime: '10:30', conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null, createdByUserId: people.officeUserId, createdAt,
          },
        } as DomainEvent], 'CreateAppointment', context(createdAt));
      }
      for (const { stream, event } of group) {
        const data = event.type === 'TransactionCreated' ? { ...event.data, customerId: customer.customerId } : event.data;
        writer.append(stream, [{ type: event.type, data } as DomainEvent], COMMAND_OF[event.type] ?? event.type, context((event.data as { createdAt?: string }).createdAt ?? createdAt));
      }
      if (appointmentId !== null && transactions % 10 !== 9) {
        writer.append(`Appointment-${appointmentId}`, [{
          type: 'AppointmentCompleted',
          data: { appointmentId, at: createdAt, isCustomerAbsent: false, transactionId: created.data.transactionId, signatureFileName: null },
        } as DomainEvent], 'CompleteAppointment', context(createdAt));
        completed += 1;
      }
      transactions += 1;
      await writer.maybeFlush();
    }
    await writer.finish();
    const generateSeconds = (Date.now() - generating) / 1000;
    const total = before + writer.count;
    log(`  ${total} events generated in ${generateSeconds.toFixed(1)} s (${transactions} transactions, ${completed} completed appointments, ${stylists.length} stylists, ${days} days)`);
    await db.query('VACUUM ANALYZE public.events');

    const projecting = process.hrtime.bigint();
    const rebuilt = await rebuildAll({ db, store, projectors: [allProjectors.find((p) => p.name === 'customers')!, reportsProjector], batchSize: 5_000, totalEvents: total });
    const projectSeconds = Number(process.hrtime.bigint() - projecting) / 1e9;
    log(`  read models built from ${rebuilt.events} events in ${projectSeconds.toFixed(1)} s`);
    await db.query('ANALYZE');
    const count = async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

    const year = { startDate: firstDate, endDate: today };
    const dates = Array.from({ length: days }, (_, i) => addDays(firstDate, i));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const results: Record<string, ReadTiming> = {};
    results.payrollYear = await time(() => readPayroll(db, year).then((r) => r.rows.length), runs, warmups);
    results.payrollMonth = await time(() => {
      const end = pick(dates.slice(29));
      return readPayroll(db, { startDate: addDays(end, -29), endDate: end }).then((r) => r.rows.length);
    }, runs, warmups);
    results.salesTaxYear = await time(() => readSalesTax(db, year).then((r) => r.rows.length), runs, warmups);
    results.dailyTipsDay = await time(() => {
      const d = pick(dates);
      return readDailyTips(db, { startDate: d, endDate: d }).then((r) => r.rows.length);
    }, runs, warmups);
    for (const [name, t] of Object.entries(results)) log(`  ${name}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms (${t.meanRows} rows)`);
    return {
      events: total,
      customers: people.customers.length,
      stylists: stylists.length,
      transactions,
      completedAppointments: completed,
      reportLines: await count('report_lines'),
      payrollDayRows: await count('report_payroll_days'),
      firstDate,
      lastDate: today,
      generateSeconds: round2(generateSeconds),
      projectSeconds: round2(projectSeconds),
      projectEventsPerSecond: Math.round(rebuilt.events / projectSeconds),
      reads: results,
    };
  } finally {
    await store.close();
    await db.close();
  }
}
