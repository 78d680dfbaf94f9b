import { randomUUID } from 'node:crypto';
import {
  appointmentDecider,
  appointmentLength,
  appointmentStream,
  businessDateOf,
  emailClaimStream,
  employeeDecider,
  employeeStream,
  estimateDecider,
  estimateLinkDecider,
  estimateStream,
  fold,
  petStream,
  scheduleExceptionStream,
  stylistBookingsDecider,
  stylistBookingsStream,
  stylistDay,
  toMinutes,
  toTime,
  userStream,
  weekdayOf,
  type AddressData,
  type CommandContext,
  type ConflictReason,
  type Decider,
  type DomainEvent,
  type EmployeeState,
  type ExceptionEvent,
  type ExceptionOnDay,
  type StylistHours,
} from '@pawroute/domain';
import { expandOccurrences } from '@pawroute/domain/recurrence';
import { executeCommand, nextId, type EventStore, type Position, type SqlExecutor } from '@pawroute/platform';
import { demoEstimateCommand, seededBreedsForLength, type DemoEstimatePet } from './demoEstimate';
import { ensureMarkersTable } from './markers';

/**
 * The demo schedule: the demo stylist's appointments today (or on their next working day) and the two
 * working days after, for demo customers, plus one appointment on the waiting list. Written through the
 * deciders the API uses, in the order appointments/create writes: the customer's estimate, its link to
 * the appointment, the stylist's booking (which decides the conflicts), the appointment; then Confirm
 * for one. Dates are the business-local today's, so the schedule has something to show on first start.
 *
 * Once per database: a row in `ops_markers` is claimed first (two processes starting at once: one
 * seeds), and given back if seeding fails so the next start tries again.
 */
export const DEMO_APPOINTMENTS_MARKER = 'demo-appointments-v1';
const STYLIST_EMAIL = 'stylist@pawroute.test';
const COMMAND_NAME = 'SeedDemoAppointments';

export interface DemoAppointmentPlan {
  /** A demo customer's email address (demoUsersData). */
  customerEmail: string;
  /** The stylist's working day it falls on: 0 is today (or the next working day), 1 the one after... */
  workDay: number;
  /** Business-local 'HH:MM'. */
  startTime: string;
  confirm?: boolean;
}

/** Times on the demo stylist's 90-minute grid from 8:00, clear of each other (lengths from the breeds). */
export const DEMO_APPOINTMENT_PLANS: readonly DemoAppointmentPlan[] = [
  { customerEmail: 'customer@pawroute.test', workDay: 0, startTime: '08:00', confirm: true }, // Goldendoodle, 150 min
  { customerEmail: 'emma.johnson@example.com', workDay: 0, startTime: '11:00' }, // Shih Tzu, 90
  { customerEmail: 'liam.smith@example.com', workDay: 0, startTime: '14:00' }, // Labrador and a cat, 150
  { customerEmail: 'sophia.williams@example.com', workDay: 1, startTime: '09:30' }, // Maltese, 75
  { customerEmail: 'noah.brown@example.com', workDay: 1, startTime: '12:30' }, // Golden Retriever, 120
  { customerEmail: 'olivia.jones@example.com', workDay: 2, startTime: '11:00' }, // Toy Poodle and Yorkie, 150
];
export const DEMO_WAITING_LIST_EMAIL = 'william.garcia@example.com';

export interface DemoAppointmentsServices {
  store: EventStore;
  db: SqlExecutor;
  config: { timeZone: string };
}

export interface DemoAppointmentsResult {
  /** Appointment ids written by this call (empty when seeded before, or without the demo people). */
  appointmentIds: number[];
  /** Position of the last event written, for X-Pawroute-After; null if nothing was written. */
  position: Position | null;
}

interface DemoCustomer {
  customerId: number;
  userId: number;
  emailAddress: string;
  phoneNumber: string | null;
  address: AddressData | null;
  pets: DemoEstimatePet[];
}

export async function seedDemoAppointments(services: DemoAppointmentsServices, now: Date = new Date()): Promise<DemoAppointmentsResult> {
  const { db } = services;
  await ensureMarkersTable(db);
  const claimed = await db.query('INSERT INTO ops_markers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [DEMO_APPOINTMENTS_MARKER]);
  if (claimed.rows.length === 0) return { appointmentIds: [], position: null };
  try {
    const result = await seed(services, now);
    // Without the demo stylist there was nothing to book: let a later seed, after the people, try again.
    if (result === null) await db.query('DELETE FROM ops_markers WHERE name = $1', [DEMO_APPOINTMENTS_MARKER]);
    return result ?? { appointmentIds: [], position: null };
  } catch (error) {
    await db.query('DELETE FROM ops_markers WHERE name = $1', [DEMO_APPOINTMENTS_MARKER]).catch(() => undefined);
    throw error;
  }
}

async function seed(services: DemoAppointmentsServices, now: Date): Promise<DemoAppointmentsResult | null> {
  const { store, db, config } = services;
  const result: DemoAppointmentsResult = { appointmentIds: [], position: null };
  const context: CommandContext = { now: now.toISOString(), actorUserId: null };
  const correlationId = randomUUID();
  const run = async <C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>, command: C): Promise<E[]> => {
    const done = await executeCommand(store, stream, decider, command, { commandName: COMMAND_NAME, context, correlationId });
    if (done.events.length > 0 && done.position !== null) result.position = done.position;
    return done.events;
  };

  const stylistId = await userIdOf(store, STYLIST_EMAIL);
  const hours = stylistId === null ? null : await stylistHours(store, stylistId);
  if (stylistId === null || hours === null) return null;
  const workDays = nextWorkDays(hours, businessDateOf(now, config.timeZone), 3);
  const timeOff = await stylistTimeOff(store, db, stylistId, workDays[0]!, workDays.at(-1)!);

  const book = async (customer: DemoCustomer, plan: DemoAppointmentPlan | null): Promise<number> => {
    const estimateId = await nextId(db, 'estimate');
    await run(estimateStream(estimateId), estimateDecider, demoEstimateCommand({ ...customer, estimateId, asOf: businessDateOf(now, config.timeZone) }));
    const appointmentId = await nextId(db, 'appointment');
    await run(estimateStream(estimateId), estimateLinkDecider, { type: 'LinkEstimateAppointment', data: { estimateId, appointmentId, goneAppointmentIds: [] } });
    const placing = plan === null ? null : placingOf(plan, customer, workDays);
    let conflicts: ConflictReason[] = [];
    if (placing) {
      const { date, start, end } = placing;
      const day = stylistDay(hours, date, timeOff.filter((o) => o.start.slice(0, 10) <= date && date <= o.end.slice(0, 10)));
      await run(stylistBookingsStream(stylistId, date), stylistBookingsDecider, {
        type: 'BookStylistTime',
        data: { employeeId: stylistId, date, appointmentId, start, end, pets: customer.pets.length, day },
      });
      const bookings = fold(stylistBookingsDecider, (await store.readStream(stylistBookingsStream(stylistId, date))) as never[]);
      conflicts = [...(bookings.bookings.get(appointmentId)?.conflicts ?? [])];
    }
    await run(appointmentStream(appointmentId), appointmentDecider, {
      type: 'CreateAppointment',
      data: {
        appointmentId,
        estimateId,
        customerId: customer.customerId,
        addToWaitingList: placing === null,
        employeeId: placing ? stylistId : null,
        appointmentDate: placing?.date ?? null,
        startTime: placing ? toTime(placing.start) : null,
        endTime: placing ? toTime(placing.end) : null,
        resolveConfliction: false,
        conflicts,
        blocked: false,
        initialComment: null,
        isStanding: false,
        standingId: null,
      },
    });
    if (plan?.confirm) await run(appointmentStream(appointmentId), appointmentDecider, { type: 'ConfirmAppointment', data: { appointmentId } });
    result.appointmentIds.push(appointmentId);
    return appointmentId;
  };

  const pets = await petsByCustomer(store, db);
  for (const plan of DEMO_APPOINTMENT_PLANS) {
    const customer = await demoCustomer(store, plan.customerEmail, pets);
    if (customer) await book(customer, plan);
  }
  const waiting = await demoCustomer(store, DEMO_WAITING_LIST_EMAIL, pets);
  if (waiting) await book(waiting, null);
  return result;
}

function placingOf(plan: DemoAppointmentPlan, customer: DemoCustomer, workDays: readonly string[]) {
  const start = toMinutes(plan.startTime)!;
  const length = appointmentLength(customer.pets.map((p) => ({ minutesToGroom: null, breedId: p.breedId })), seededBreedsForLength);
  return { date: workDays[plan.workDay]!, start, end: start + length };
}

async function userIdOf(store: EventStore, emailAddress: string): Promise<number | null> {
  const [claim] = await store.readStream(emailClaimStream(emailAddress), { maxCount: 1 });
  return claim ? (claim.data as { userId: number }).userId : null;
}

async function stylistHours(store: EventStore, employeeId: number): Promise<StylistHours | null> {
  const state = fold(employeeDecider, (await store.readStream(employeeStream(employeeId))) as never[]) as EmployeeState;
  if (state.status !== 'created' || !state.details || !state.stylist) return null;
  const { details, stylist } = state;
  return {
    workDayStartTime: details.workDayStartTime,
    workDayEndTime: details.workDayEndTime,
    worksSunday: details.worksSunday,
    worksMonday: details.worksMonday,
    worksTuesday: details.worksTuesday,
    worksWednesday: details.worksWednesday,
    worksThursday: details.worksThursday,
    worksFriday: details.worksFriday,
    worksSaturday: details.worksSaturday,
    petsPerDay: stylist.petsPerDay,
    minutesPerPet: stylist.minutesPerPet,
  };
}

const WEEKDAY_FLAGS = ['worksSunday', 'worksMonday', 'worksTuesday', 'worksWednesday', 'worksThursday', 'worksFriday', 'worksSaturday'] as const;

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The stylist's next `count` working days from `today` on (their weekdays; every day if they have none). */
function nextWorkDays(hours: StylistHours, today: string, count: number): string[] {
  const works = WEEKDAY_FLAGS.some((flag) => hours[flag]);
  const days: string[] = [];
  for (let d = today; days.length < count; d = addDays(d, 1)) {
    if (!works || hours[WEEKDAY_FLAGS[weekdayOf(d)]!]) days.push(d);
  }
  return days;
}

/**
 * Ids handed out so far by one of nextId's sequences (0 when none yet). The seed reads streams by id
 * rather than through readAll, whose visible horizon can lag behind writes just made.
 */
async function lastIdOf(db: SqlExecutor, sequence: string): Promise<number> {
  try {
    const { rows } = await db.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM id_${sequence}`);
    return rows[0]?.is_called ? Number(rows[0].last_value) : 0;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return 0;
    throw error;
  }
}

/** The stylist's exception occurrences between two dates, folded from the exception streams. */
async function stylistTimeOff(store: EventStore, db: SqlExecutor, employeeId: number, from: string, until: string): Promise<ExceptionOnDay[]> {
  const out: ExceptionOnDay[] = [];
  for (let id = 1, last = await lastIdOf(db, 'schedule_exception'); id <= last; id += 1) {
    let exception: { isWorking: boolean; event: ExceptionEvent; timeZone: string } | null = null;
    for (const e of await store.readStream(scheduleExceptionStream(id))) {
      const data = e.data as { employeeId: number; isWorking: boolean; event: ExceptionEvent; timeZone: string };
      if (data.employeeId !== employeeId) break;
      exception = e.type === 'ScheduleExceptionDeleted' ? null : { isWorking: data.isWorking, event: data.event, timeZone: data.timeZone };
    }
    if (!exception) continue;
    // A multi-day occurrence may start before `from`.
    for (const o of expandOccurrences(exception.event, exception.timeZone, { from: addDays(from, -31), until })) {
      out.push({ start: o.start, end: o.end, isWorking: exception.isWorking, isAllDay: exception.event.isAllDay });
    }
  }
  return out;
}

/** Every customer's pets with a breed, from the pet streams (a demo database has a few dozen). */
async function petsByCustomer(store: EventStore, db: SqlExecutor): Promise<Map<number, DemoEstimatePet[]>> {
  const byCustomer = new Map<number, DemoEstimatePet[]>();
  for (let id = 1, last = await lastIdOf(db, 'pet'); id <= last; id += 1) {
    const [added] = await store.readStream(petStream(id), { maxCount: 1 });
    if (added?.type !== 'PetAdded') continue;
    const p = added.data as { petId: number; customerId: number; petName: string; breedId: number | null };
    if (p.breedId === null) continue;
    byCustomer.set(p.customerId, [...(byCustomer.get(p.customerId) ?? []), { petId: p.petId, petName: p.petName, breedId: p.breedId }]);
  }
  return byCustomer;
}

/** A demo customer with their pets, from their claim and user events; null when not seeded. */
async function demoCustomer(store: EventStore, emailAddress: string, pets: Map<number, DemoEstimatePet[]>): Promise<DemoCustomer | null> {
  const userId = await userIdOf(store, emailAddress);
  if (userId === null) return null;
  const [created] = await store.readStream(userStream(userId), { maxCount: 1 });
  const user = created?.data as { customerId: number | null; phoneNumber: string | null; address: AddressData | null } | undefined;
  if (!user || user.customerId === null) return null;
  const theirs = pets.get(user.customerId) ?? [];
  if (theirs.length === 0) return null;
  return { customerId: user.customerId, userId, emailAddress, phoneNumber: user.phoneNumber, address: user.address, pets: theirs };
}
