/**
 * The schedule benchmark's history: reference data (through the store, as the seed writes it), the
 * people (scheduleHistoryPeople.ts), then two years of appointments on the stylists' working days until
 * the store holds the events asked for, and a waiting list of a few hundred. Every appointment is
 * decided like a command would: its own estimate saved and linked to it (an estimate has one
 * appointment), its time booked on `StylistBookings-<employeeId>-<date>` (which decides the
 * conflicts), `AppointmentCreated`, then one to three later commands that suit its date (confirm,
 * stylist en route, start, completion, a service issue; or cancel, reschedule and schedule again, delete; releases
 * of the booked time where the status stops holding it).
 *
 * Spreading a million events over 10 stylists and two years of past days makes them dense: over 30
 * appointments per stylist per working day, most of them `conflicting`; the day schedule is timed on
 * those days, so its figures are an upper bound for real days of five or six. Days from today on are
 * booked realistically (the first free slot, four a stylist tomorrow, thinning out), so open slots has
 * slots to find.
 */
import {
  appointmentDecider,
  estimateDecider,
  estimateLinkDecider,
  evolveEstimateLink,
  initialEstimateLinkState,
  estimateStream,
  appointmentLength,
  appointmentStream,
  stylistBookingsDecider,
  stylistBookingsStream,
  stylistDay,
  toTime,
  type AppointmentCommand,
  type AppointmentEvent,
  type AppointmentState,
  type CommandContext,
  type ConflictReason,
  type ExceptionOnDay,
  type StylistDay,
} from '@pawroute/domain';
import { expandOccurrences } from '@pawroute/domain/recurrence';
import type { Database, EventStore } from '@pawroute/platform';
import { demoEstimateCommand, seededBreedsForLength } from '../src/seed/demoEstimate';
import { seedReferenceData } from '../src/seed/referenceData';
import { generatePeople, type BenchCustomer, type BenchStylist } from './scheduleHistoryPeople';
import { HistoryWriter, execute } from './scheduleHistoryWriter';

export interface ScheduleHistoryOptions {
  /** Events the store should hold at the end (reference data and people included). */
  events: number;
  stylists?: number;
  customers?: number;
  /** Appointments added straight to the waiting list. */
  waitingList?: number;
  /** Days of history before today, and after it (booked ahead). */
  pastDays?: number;
  futureDays?: number;
  timeZone: string;
  /** The bench's "now" (ISO instant); today is its business-local date. */
  now: string;
  seed?: number;
}

export interface ScheduleHistory {
  /** Events in the store. */
  events: number;
  today: string;
  firstDate: string;
  lastDate: string;
  stylistIds: number[];
  customers: number;
  estimateIds: number[];
  /** The stylists' working days in the history (Monday to Friday). */
  workDates: string[];
  appointments: number;
  waitingList: number;
  /** Appointments a stylist has on a working day, on average: dense in the past, booked ahead from today. */
  perStylistWorkDay: { past: number; fromToday: number };
}

/** mulberry32: the same history for the same seed. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A waiting-list entry's events: EstimateSaved, EstimateAppointmentLinked, AppointmentCreated. */
const WAITING_EVENTS = 3;
/** An appointment booked ahead: those four and the booking, a third confirmed, a few cancelled (about). */
const EVENTS_PER_COMING_APPOINTMENT = 4.45;

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWorkday = (date: string): boolean => weekday(date) >= 1 && weekday(date) <= 5;
const nextWorkday = (date: string): string => {
  let d = date;
  while (!isWorkday(d)) d = addDays(d, 1);
  return d;
};

/** Local wall-clock minutes on `date` as an instant, at a fixed UTC-6 (an hour off in summer: only the events' own timestamps, never a rule, read it). */
const instantOf = (date: string, minutes: number): number => Date.parse(`${date}T00:00:00Z`) + (minutes + 6 * 60) * 60_000;

export async function generateScheduleHistory(db: Database, store: EventStore, options: ScheduleHistoryOptions): Promise<ScheduleHistory> {
  const o = { stylists: 10, customers: 2_000, waitingList: 300, pastDays: 640, futureDays: 90, seed: 11, ...options };
  const random = seededRandom(o.seed);
  const nowMs = Date.parse(o.now);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: o.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(nowMs);
  const firstDate = addDays(today, -o.pastDays);
  const lastDate = addDays(today, o.futureDays);
  const notAfterNow = (ms: number) => new Date(Math.min(ms, nowMs - 60_000)).toISOString();

  await seedReferenceData({ store, db });
  const writer = new HistoryWriter(db);
  const states = new Map<string, unknown>();
  const people = generatePeople(writer, states, {
    stylists: o.stylists,
    customers: o.customers,
    timeZone: o.timeZone,
    firstDate,
    lastDate,
    at: new Date(instantOf(addDays(firstDate, -30), 9 * 60)).toISOString(),
    random,
  });
  const office = people.officeUserId;
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM public.events');
  const before = Number(rows[0]!.n);

  // Each stylist's time off, by date, as the stylist's day reads it.
  const timeOff = new Map<number, Map<string, ExceptionOnDay[]>>();
  for (const stylist of people.stylists) {
    const byDate = new Map<string, ExceptionOnDay[]>();
    for (const event of stylist.timeOff) {
      for (const occurrence of expandOccurrences(event, o.timeZone, { from: addDays(firstDate, -14), until: addDays(lastDate, 30), max: 5_000 })) {
        for (let d = occurrence.start.slice(0, 10); d <= occurrence.end.slice(0, 10); d = addDays(d, 1)) {
          byDate.set(d, [...(byDate.get(d) ?? []), { start: occurrence.start, end: occurrence.end, isWorking: false, isAllDay: event.isAllDay }]);
        }
      }
    }
    timeOff.set(stylist.employeeId, byDate);
  }
  const days = new Map<string, StylistDay>();
  const dayOf = (stylist: BenchStylist, date: string): StylistDay => {
    const key = `${stylist.employeeId}|${date}`;
    let day = days.get(key);
    if (!day) {
      day = stylistDay(stylist.hours, date, timeOff.get(stylist.employeeId)?.get(date) ?? []);
      days.set(key, day);
    }
    return day;
  };

  let appointmentId = 0;
  let appointments = 0;
  let waiting = 0;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

  const bookingsCommand = (command: Parameters<typeof stylistBookingsDecider.decide>[0], commandName: string, ctx: CommandContext) =>
    execute(writer, states, stylistBookingsStream(command.data.employeeId, command.data.date), stylistBookingsDecider, command, commandName, ctx);

  /** Books the time and answers the conflicts the bookings stream decided. */
  const book = (stylist: BenchStylist, date: string, id: number, start: number, end: number, pets: number, commandName: string, ctx: CommandContext): ConflictReason[] => {
    const day = dayOf(stylist, date);
    const stream = stylistBookingsStream(stylist.employeeId, date);
    bookingsCommand({ type: 'BookStylistTime', data: { employeeId: stylist.employeeId, date, appointmentId: id, start, end, pets, day } }, commandName, ctx);
    const held = (states.get(stream) as { bookings: Map<number, { conflicts: ConflictReason[] }> }).bookings.get(id);
    return held ? [...held.conflicts] : [];
  };
  const release = (stylist: BenchStylist, date: string, id: number, commandName: string, ctx: CommandContext) =>
    bookingsCommand({ type: 'ReleaseStylistTime', data: { employeeId: stylist.employeeId, date, appointmentId: id } }, commandName, ctx);

  const appointment = (id: number, command: AppointmentCommand, commandName: string, ctx: CommandContext): AppointmentEvent[] =>
    execute(writer, states, appointmentStream(id), appointmentDecider, command, commandName, ctx);
  const statusOf = (id: number) => {
    const state = states.get(appointmentStream(id)) as AppointmentState;
    return state.kind === 'active' ? state.status : null;
  };

  const randomStart = (length: number): number => {
    const slots = Math.max(0, Math.floor((17 * 60 - length - 8 * 60) / 30));
    return 8 * 60 + 30 * Math.floor(random() * (slots + 1));
  };

  interface BenchEstimate {
    estimateId: number;
    customerId: number;
    pets: { minutesToGroom: null; breedId: number }[];
  }
  let estimateId = 0;
  const estimateIds: number[] = [];
  /** A customer's new estimate (all their pets, or the first alone), linked to appointment `id`. */
  const estimateFor = (customer: BenchCustomer, id: number, ctx: CommandContext): BenchEstimate => {
    estimateId += 1;
    estimateIds.push(estimateId);
    const pets = customer.pets.length > 1 && random() < 0.3 ? customer.pets.slice(0, 1) : customer.pets;
    const command = demoEstimateCommand({
      estimateId, customerId: customer.customerId, userId: customer.userId, address: customer.address, emailAddress: customer.emailAddress,
      phoneNumber: customer.phoneNumber, pets, estimatePackage: random() < 0.3 ? 'deluxe' : 'b&b', asOf: ctx.now.slice(0, 10),
    });
    const saved = execute(writer, states, estimateStream(estimateId), estimateDecider, command, 'SaveEstimate', ctx);
    // The link's decider reads the same stream with its own state.
    states.set(estimateStream(estimateId), saved.reduce(evolveEstimateLink, initialEstimateLinkState()));
    execute(writer, states, estimateStream(estimateId), estimateLinkDecider, {
      type: 'LinkEstimateAppointment', data: { estimateId, appointmentId: id, goneAppointmentIds: [] },
    }, 'CreateAppointment', ctx);
    states.delete(estimateStream(estimateId));
    return { estimateId, customerId: customer.customerId, pets: pets.map((p) => ({ minutesToGroom: null, breedId: p.breedId })) };
  };

  /** 'Schedule' a rescheduled appointment one to three weeks after `from`. */
  const scheduleAgain = (id: number, estimate: BenchEstimate, length: number, from: string, ctx: CommandContext) => {
    const stylist = pick(people.stylists);
    const date = nextWorkday(addDays(from, 7 + Math.floor(random() * 15)));
    const start = randomStart(length);
    const conflicts = book(stylist, date, id, start, start + length, estimate.pets.length, 'ScheduleAppointment', ctx);
    appointment(id, {
      type: 'ScheduleAppointment',
      data: {
        appointmentId: id, employeeId: stylist.employeeId, appointmentDate: date, startTime: toTime(start), endTime: toTime(start + length),
        resolveConfliction: false, conflicts, blocked: false,
      },
    }, 'ScheduleAppointment', ctx);
  };

  /** The first start on the stylist's grid where the appointment fits their day and overlaps no booking; else a random one. */
  const freeStart = (stylist: BenchStylist, date: string, length: number): number => {
    const day = dayOf(stylist, date);
    const held = (states.get(stylistBookingsStream(stylist.employeeId, date)) as { bookings: Map<number, { start: number; end: number }> } | undefined)?.bookings;
    const taken = [...(held?.values() ?? [])];
    for (let start = 8 * 60; start + length <= 17 * 60; start += stylist.hours.minutesPerPet) {
      const end = start + length;
      const fits = day.stretches.some((s) => s.start <= start && end <= s.end);
      if (fits && !taken.some((b) => b.start < end && start < b.end)) return start;
    }
    return randomStart(length);
  };

  /**
   * One appointment on `date`. Past days are filled at random (dense); days from today on are booked
   * the way an office books them: the given stylist, the first free slot.
   */
  const bookAppointment = (date: string, bookedStylist: BenchStylist | null = null) => {
    appointmentId += 1;
    appointments += 1;
    const id = appointmentId;
    const stylist = bookedStylist ?? pick(people.stylists);
    const ctxAt = (ms: number): CommandContext => ({ now: notAfterNow(ms), actorUserId: office });
    const created = ctxAt(instantOf(addDays(date, -(1 + Math.floor(random() * 30))), 10 * 60));
    const estimate = estimateFor(pick(people.customers), id, created);
    const length = appointmentLength(estimate.pets, seededBreedsForLength);
    const start = bookedStylist ? freeStart(stylist, date, length) : randomStart(length);
    const end = start + length;
    const conflicts = book(stylist, date, id, start, end, estimate.pets.length, 'CreateAppointment', created);
    appointment(id, {
      type: 'CreateAppointment',
      data: {
        appointmentId: id, estimateId: estimate.estimateId, customerId: estimate.customerId, addToWaitingList: false,
        employeeId: stylist.employeeId, appointmentDate: date, startTime: toTime(start), endTime: toTime(end),
        resolveConfliction: false, conflicts, blocked: false,
        initialComment: random() < 0.1 ? 'Side gate; the dog is shy with strangers.' : null, isStanding: false, standingId: null,
      },
    }, 'CreateAppointment', created);

    const past = date < today;
    const dayBefore = ctxAt(instantOf(addDays(date, -1), 11 * 60));
    const onTheDay = (minutes: number) => ctxAt(instantOf(date, minutes));
    const r = random();
    const plain = (type: 'ConfirmAppointment' | 'RescheduleAppointment' | 'CancelAppointment' | 'StartAppointment' | 'MarkStylistEnRoute' | 'DeleteAppointment', ctx: CommandContext) =>
      appointment(id, { type, data: { appointmentId: id } } as AppointmentCommand, type, ctx);

    if (r < (past ? 0.07 : 0.04)) {
      plain('CancelAppointment', dayBefore);
      release(stylist, date, id, 'CancelAppointment', dayBefore);
    } else if (r < (past ? 0.13 : 0.05)) {
      plain('RescheduleAppointment', dayBefore);
      release(stylist, date, id, 'RescheduleAppointment', dayBefore);
      // Old ones were all booked again; some recent and future ones wait on the waiting list.
      if (date < addDays(today, -30) || random() < 0.5) scheduleAgain(id, estimate, length, date, dayBefore);
    } else if (r < (past ? 0.16 : 0.06)) {
      plain('DeleteAppointment', dayBefore);
      release(stylist, date, id, 'DeleteAppointment', dayBefore);
    } else if (past || date === today) {
      if (statusOf(id) === 'conflicting' && random() < 0.5) {
        // 'Resolve and Schedule': saved again with resolveConfliction, now `scheduled`.
        const again = book(stylist, date, id, start, end, estimate.pets.length, 'UpdateAppointment', dayBefore);
        appointment(id, {
          type: 'UpdateAppointment',
          data: {
            appointmentId: id, employeeId: stylist.employeeId, appointmentDate: date, startTime: toTime(start), endTime: toTime(end),
            resolveConfliction: true, conflicts: again, blocked: false,
          },
        }, 'UpdateAppointment', dayBefore);
      }
      if (statusOf(id) === 'scheduled') {
        if (random() < 0.5) plain('ConfirmAppointment', dayBefore);
        if (random() < 0.4) plain('MarkStylistEnRoute', onTheDay(start - 30));
        if (past || random() < 0.3) {
          plain('StartAppointment', onTheDay(start));
          // Most past grooms were finished (the outstanding-balances report looks at the last completed
          // one); a few became a service issue while under way.
          const after = past ? random() : 1;
          if (after < 0.03) {
            appointment(id, { type: 'CreateServiceIssue', data: { appointmentId: id, comment: 'Customer called: a nail was missed.' } }, 'CreateServiceIssue', onTheDay(end + 120));
          } else if (after < 0.95) {
            appointment(id, { type: 'CompleteAppointment', data: { appointmentId: id, isCustomerAbsent: false, transactionId: null, signatureFileName: null } }, 'CompleteAppointment', onTheDay(end));
          }
        }
      }
    } else if (statusOf(id) === 'scheduled' && random() < 0.35) {
      plain('ConfirmAppointment', dayBefore);
    }
    states.delete(appointmentStream(id));
  };

  const workDates: string[] = [];
  for (let d = firstDate; d <= lastDate; d = addDays(d, 1)) if (isWorkday(d)) workDates.push(d);
  // Days from today on are booked as a business books ahead: four appointments a stylist tomorrow,
  // thinning to none three months out. The past takes the rest of the events, spread evenly.
  const pastDates = workDates.filter((d) => d < today);
  const comingDates = workDates.filter((d) => d >= today);
  const planned = comingDates.map((_, k) => Math.round(o.stylists * 4 * (1 - k / comingDates.length)));
  const pastBudget = o.events - before - o.waitingList * WAITING_EVENTS - Math.round(planned.reduce((a, b) => a + b, 0) * EVENTS_PER_COMING_APPOINTMENT);
  if (pastBudget <= 0) throw new Error(`schedule bench: ${o.events} events leave no room for appointments after ${before}`);
  for (const [i, date] of pastDates.entries()) {
    const target = before + Math.round((pastBudget * (i + 1)) / pastDates.length);
    while (writer.count < target) {
      bookAppointment(date);
      await writer.maybeFlush();
    }
  }
  const pastAppointments = appointments;
  for (const [k, date] of comingDates.entries()) {
    for (let n = 0; n < planned[k]!; n += 1) {
      bookAppointment(date, people.stylists[(n + k) % people.stylists.length]!);
      await writer.maybeFlush();
    }
  }

  // The waiting list: appointments added to it over the last two months.
  for (let w = 0; w < o.waitingList; w += 1) {
    appointmentId += 1;
    waiting += 1;
    const ctx: CommandContext = { now: notAfterNow(nowMs - Math.floor(random() * 60) * 86_400_000), actorUserId: office };
    const estimate = estimateFor(pick(people.customers), appointmentId, ctx);
    appointment(appointmentId, {
      type: 'CreateAppointment',
      data: {
        appointmentId, estimateId: estimate.estimateId, customerId: estimate.customerId, addToWaitingList: true,
        employeeId: null, appointmentDate: null, startTime: null, endTime: null, resolveConfliction: false, conflicts: [], blocked: false,
        initialComment: null, isStanding: false, standingId: null,
      },
    }, 'CreateAppointment', ctx);
    states.delete(appointmentStream(appointmentId));
    await writer.maybeFlush();
  }
  await writer.finish();

  // Move the id sequences past the generated ids, as the API's nextId would have.
  const lastIds = { ...people.lastIds, estimate: estimateId, appointment: appointmentId };
  for (const [name, last] of Object.entries(lastIds)) {
    if (last < 1) continue;
    await db.query(`CREATE SEQUENCE IF NOT EXISTS id_${name} AS bigint START 1`);
    await db.query(`SELECT setval('id_${name}', $1)`, [last]);
  }
  const total = await db.query<{ n: string }>('SELECT count(*) AS n FROM public.events');
  return {
    events: Number(total.rows[0]!.n),
    today,
    firstDate,
    lastDate,
    stylistIds: people.stylists.map((s) => s.employeeId),
    customers: people.customers.length,
    estimateIds,
    workDates,
    appointments,
    waitingList: waiting,
    perStylistWorkDay: {
      past: Number((pastAppointments / pastDates.length / o.stylists).toFixed(1)),
      fromToday: Number(((appointments - pastAppointments) / comingDates.length / o.stylists).toFixed(1)),
    },
  };
}
