import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_EVENT_SCHEMAS, STANDING_EVENT_SCHEMAS, type EventMetadata } from '@pawroute/domain';
import { LIVE_EVENTS_CHANNEL, type LiveEventMessage, type RecordedEvent, type Transaction } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { createCommentsTables } from '../comments';
import { createCustomersTables } from '../customers';
import { createEstimatesTables } from '../estimates';
import { waitUntil } from '../testing/testKit';
import { appointmentsProjector } from './projector';
import { selectAppointmentRows, type AppointmentRow } from './rows';

const metadata: EventMetadata = {
  actorUserId: 2,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2026-03-01T15:00:00.000Z',
  schemaVersion: 1,
};

let position = 0;
/** A stored event; its data must pass the registered schema (as the store would have required). */
function recorded(type: string, data: Record<string, unknown>, createdAt = new Date()): RecordedEvent {
  const schema = { ...APPOINTMENT_EVENT_SCHEMAS, ...STANDING_EVENT_SCHEMAS }[type as 'AppointmentCreated'];
  if (schema) schema.parse(data);
  return unchecked(type, data, createdAt);
}

/** An event the store would have refused (a projector must still never half-apply one). */
function unchecked(type: string, data: Record<string, unknown>, createdAt = new Date()): RecordedEvent {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata,
    stream: `Test-${position}`,
    revision: 0,
    position: String(position),
    createdAt,
  };
}

const at = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (appointmentId: number, extra: Record<string, unknown> = {}) =>
  recorded('AppointmentCreated', {
    appointmentId, estimateId: 500, customerId: 3, status: 'scheduled', employeeId: 6, appointmentDate: '2026-03-10', startTime: '09:00',
    endTime: '10:30', conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null,
    createdByUserId: 2, createdAt: at(appointmentId % 60), ...extra,
  });
const standingEvent = {
  title: 'Every 4 weeks', description: null, startDate: '2026-03-03', endDate: null, isRecurring: true,
  RecurringPattern: {
    rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=TU', recurringTypeId: 1, separationCount: 4, daysOfWeek: '0010000',
    daysOfMonth: '0'.repeat(31), weeksOfMonth: '00000', monthsOfYear: '0'.repeat(12), startDate: '2026-03-03', endDate: null,
  },
};

const history = (): RecordedEvent[] => [
  recorded('CustomerCreated', { customerId: 3, userId: 7, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false,
    defaultGratuityPercent: null, defaultGratuityCents: null, preferredStylistId: 8, contactMethodId: null, createdAt: at(0) }),
  // 1: waiting list, then scheduled, confirmed, pictures, rated.
  created(1, { status: 'waiting', employeeId: null, appointmentDate: null, startTime: null, endTime: null, initialComment: 'Side gate' }),
  recorded('AppointmentScheduled', { appointmentId: 1, employeeId: 6, appointmentDate: '2026-03-10', startTime: '09:00', endTime: '10:30', conflicts: ['exception'], resolveConfliction: true, status: 'scheduled', scheduledAt: at(2) }),
  recorded('AppointmentConfirmed', { appointmentId: 1, at: at(3) }),
  recorded('AppointmentPictureUploaded', { appointmentId: 1, at: at(4), fileName: 'a1.jpg', visibleToCustomer: false }),
  recorded('AppointmentPictureUploaded', { appointmentId: 1, at: at(4), fileName: 'b2.png', visibleToCustomer: false }),
  recorded('AppointmentPictureVisibilitySet', { appointmentId: 1, at: at(5), fileName: 'a1.jpg', visibleToCustomer: true }),
  recorded('AppointmentPictureRemoved', { appointmentId: 1, at: at(5), fileName: 'b2.png' }),
  recorded('AppointmentStarted', { appointmentId: 1, at: at(6), startedByUserId: 6 }),
  recorded('AppointmentRated', { appointmentId: 1, at: at(7), rating: 4, comment: 'Lovely', raterUserId: 7 }),
  // 2: moved to another stylist, then a service issue.
  created(2, { startTime: '11:00', endTime: '12:30' }),
  recorded('AppointmentUpdated', { appointmentId: 2, employeeId: 8, appointmentDate: '2026-03-11', startTime: '13:00', endTime: '14:30', conflicts: ['overlap'], resolveConfliction: false, status: 'conflicting', updatedAt: at(9) }),
  recorded('AppointmentServiceIssueCreated', { appointmentId: 2, at: at(10), comment: 'Missed a nail', previousStatus: 'conflicting' }),
  // 3: a standing request, its standing and an instance (4); 5 is deleted.
  created(3, { startTime: '13:00', endTime: '14:30' }),
  recorded('AppointmentStandingRequested', { appointmentId: 3, at: at(12), comment: 'Every 4 weeks please' }),
  recorded('StandingCreated', { standingId: 3, appointmentId: 3, customerId: 3, estimateId: 500, employeeId: 6, startTime: '09:00', endTime: '10:30', event: standingEvent, timeZone: 'America/Chicago', createdAt: at(13) }),
  recorded('StandingUpdated', { standingId: 3, employeeId: 8, startTime: '10:00', endTime: '11:30', updatedAt: at(14) }),
  created(4, { appointmentDate: '2026-03-31', startTime: '10:00', endTime: '11:30', employeeId: 8, standingId: 3 }),
  recorded('StandingInstanceCreated', { standingId: 3, date: '2026-03-31', appointmentId: 4, createdAt: at(15) }),
  created(5),
  recorded('AppointmentDeleted', { appointmentId: 5, at: at(16) }),
  // An event about an appointment the table does not know changes nothing.
  recorded('AppointmentConfirmed', { appointmentId: 99, at: at(17) }),
];

let batched: TestDatabase;
let single: TestDatabase;

async function tables(db: TestDatabase) {
  const q = (sql: string) => db.database.query(sql).then((r) => r.rows);
  return {
    appointments: await q(`SELECT * FROM appointments ORDER BY id`),
    customers: await q(`SELECT * FROM appointment_customers ORDER BY customer_id`),
    pictures: await q(`SELECT * FROM appointment_pictures ORDER BY appointment_id, name`),
    ratings: await q(`SELECT * FROM appointment_ratings ORDER BY appointment_id`),
    standings: await q(`SELECT * FROM standings ORDER BY standing_id`),
    instances: await q(`SELECT * FROM standing_instances ORDER BY standing_id, date`),
    lastSeen: await q(`SELECT * FROM appointment_last_seen ORDER BY customer_id`),
  };
}

const apply = (db: TestDatabase, events: RecordedEvent[]) => db.database.transaction((tx: Transaction) => appointmentsProjector.apply(tx, events));

/** The read models the row joins (their projectors' tables), with the customer, stylists and estimate. */
async function seedJoinedModels(db: TestDatabase): Promise<void> {
  await db.database.transaction(async (tx) => {
    await createCustomersTables(tx);
    await createEstimatesTables(tx);
    await createCommentsTables(tx);
    for (const [id, first, last, customerId] of [[7, 'Casey', 'Carter', 3], [6, 'Sam', 'Stone', null], [8, 'Tia', 'Tran', null]] as const) {
      await tx.query(
        `INSERT INTO users (id, first_name, last_name, email_address, user_type_id, customer_id, name_search, created_at)
         VALUES ($1, $2, $3, $4, 5, $5, lower($2 || ' ' || $3), now())`,
        [id, first, last, `${first.toLowerCase()}@example.com`, customerId],
      );
    }
    await tx.query(`INSERT INTO customers (id, user_id, trip_charge_cents, preferred_stylist_id, created_at) VALUES (3, 7, 3900, 8, now())`);
    await tx.query(
      `INSERT INTO estimates (id, customer_id, user_id, created_at, last_edited, saves, address_string, pet_names, pets_brief, fee_services, fee_total, data)
       VALUES (500, 3, 7, now(), now(), 1, '1 Elm St, Dallas, TX 75001', '["Biscuit"]', '[{"ID": 11, "name": "Biscuit"}]', 7500, 9000, $1)`,
      [JSON.stringify({ pets: [
        { petId: 11, petName: 'Biscuit', includeInEstimate: true, isDeceased: false },
        { petId: 12, petName: 'Pepper', includeInEstimate: false, isDeceased: false },
        { petId: 13, petName: 'Ghost', includeInEstimate: true, isDeceased: true },
      ] })],
    );
    await tx.query(`INSERT INTO ratings (id, user_id, rating, comment, rater_user_id, given_at) VALUES (1, 7, 5, 'Great', 2, now())`);
  });
}

beforeAll(async () => {
  [batched, single] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  for (const db of [batched, single]) await db.database.transaction((tx) => appointmentsProjector.createTables(tx));
  await seedJoinedModels(batched);
});
afterAll(async () => {
  await batched?.drop();
  await single?.drop();
});

describe('appointments projector (real Postgres)', () => {
  let keys: Awaited<ReturnType<typeof apply>>;

  it('folds every Appointment* and Standing* event into rows', async () => {
    keys = await apply(batched, history());
    const t = await tables(batched);
    expect(t.customers).toEqual([{ customer_id: 3, user_id: 7 }]);
    expect(t.appointments.map((a) => [a.id, a.status, a.status_id, a.is_deleted])).toEqual([
      [1, 'inProgress', 4, false],
      [2, 'serviceIssue', 9, false],
      [3, 'standingRequest', 10, false],
      [4, 'scheduled', 2, false],
      [5, 'scheduled', 2, true],
    ]);
    expect(t.appointments[0]).toMatchObject({
      customer_user_id: 7, employee_id: 6, date: '2026-03-10', start_time: '09:00', end_time: '10:30', conflicts: ['exception'],
      initial_comment: 'Side gate', last_comment: 'Side gate', created_by_user_id: 2,
    });
    expect((t.appointments[0]!.time_started as Date).toISOString()).toBe(at(6));
    expect(t.appointments[1]).toMatchObject({ employee_id: 8, date: '2026-03-11', start_time: '13:00', conflicts: ['overlap'], last_comment: 'Missed a nail' });
    expect(t.appointments[2]).toMatchObject({ last_comment: 'Every 4 weeks please' });
    expect(t.appointments[3]).toMatchObject({ standing_id: 3, is_standing: false });
    expect(t.pictures).toMatchObject([{ appointment_id: 1, name: 'a1.jpg', visible_to_customer: true }]);
    expect(t.ratings).toMatchObject([{ appointment_id: 1, customer_user_id: 7, rating: 4, comment: 'Lovely', rater_user_id: 7 }]);
    expect(t.standings).toMatchObject([
      { standing_id: 3, appointment_id: 3, customer_user_id: 7, employee_id: 8, start_time: '10:00', end_time: '11:30', start_date: '2026-03-03', end_date: null, is_deleted: false },
    ]);
    expect(t.instances).toEqual([{ standing_id: 3, date: '2026-03-31', appointment_id: 4 }]);
  });

  it('names the changed keys with the customer as owner', () => {
    expect(keys).toContainEqual({ scope: 'appointments', ownerUserId: 7 });
    expect(keys).toContainEqual({ scope: 'estimates', id: 500, ownerUserId: 7 });
    expect(keys).toContainEqual({ scope: 'standings' });
    expect(keys.every((k) => k.scope !== 'appointments' || k.ownerUserId === 7)).toBe(true);
  });

  it('replayed, the same events leave the same rows', async () => {
    const before = await tables(batched);
    await apply(batched, history());
    expect(await tables(batched)).toEqual(before);
  });

  it('one event per batch ends in the same rows as one batch', async () => {
    for (const event of history()) await apply(single, [event]);
    expect(await tables(single)).toEqual(await tables(batched));
  });

  it('faults on a malformed event rather than writing a half row', async () => {
    await expect(apply(single, [unchecked('AppointmentCancelled', { appointmentId: 1 })])).rejects.toThrow();
    await expect(apply(single, [unchecked('AppointmentCreated', { appointmentId: 77 })])).rejects.toThrow();
    const { rows } = await single.database.query(`SELECT status FROM appointments WHERE id IN (1, 77)`);
    expect(rows).toEqual([{ status: 'inProgress' }]);
  });

  it('builds the AppointmentRow from its own tables and the joined read models', async () => {
    const rows = await selectAppointmentRows(batched.database, { where: 'NOT a.is_deleted' });
    const first = rows.find((r) => r.ID === 1)!;
    expect(first).toEqual<AppointmentRow>({
      ID: 1,
      appointmentDate: '03-10-2026',
      startTime: '9:00 AM',
      endTime: '10:30 AM',
      date: '2026-03-10',
      start: '09:00',
      end: '10:30',
      status: 'inProgress',
      statusId: 4,
      conflicts: ['exception'],
      employeeId: 6,
      Employee: { ID: 6, name: 'Sam Stone' },
      customerId: 3,
      customerUserId: 7,
      // The customer's ratings: 5 on the customer detail, 4 on an appointment.
      Customer: { ID: 3, userId: 7, name: 'Casey Carter', rating: 4.5, preferredStylistId: 8 },
      estimateId: 500,
      isStanding: false,
      standingId: null,
      Standing: null,
      pets: [{ ID: 11, name: 'Biscuit' }],
      address: '1 Elm St, Dallas, TX 75001',
      lastComment: 'Side gate',
      initialComment: 'Side gate',
      timeStarted: at(6),
      timeEnded: null,
      stylistEnRouteAt: null,
      pictureCount: 1,
      rated: true,
      paymentVoided: false,
      DateAdded: at(1),
      isDeleted: false,
    });
    expect(rows.find((r) => r.ID === 4)).toMatchObject({ Standing: { title: 'Every 4 weeks' }, standingId: 3, Employee: { ID: 8, name: 'Tia Tran' } });
    expect(rows.map((r) => r.ID)).toEqual([1, 3, 2, 4]);
  });
});

describe('live events from the projector', () => {
  const received: LiveEventMessage[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    stop = await batched.database.listen(LIVE_EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload) as LiveEventMessage));
  });
  afterAll(async () => stop?.());

  /** Everything received before a marker sent after `send` committed (NOTIFYs arrive in commit order). */
  async function liveEventsOf(send: () => Promise<unknown>): Promise<LiveEventMessage[]> {
    received.length = 0;
    await send();
    const marker = `marker-${position}`;
    await batched.database.query('SELECT pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, JSON.stringify({ name: marker, data: null, audience: 'all' })]);
    await waitUntil(() => received.some((m) => m.name === marker), 'the marker arrives');
    return received.slice(0, received.findIndex((m) => m.name === marker));
  }

  it('sends createdAppointment with the row to ViewAllAppointments, the stylist and the customer, and the per-user events', async () => {
    const sent = await liveEventsOf(() => apply(batched, [created(20, { employeeId: 6 })]));
    expect(sent.map((m) => m.name)).toEqual(['createdAppointment', '6', '7']);
    expect(sent[0]!.audience).toEqual({ anyOf: [{ permission: 'ViewAllAppointments' }, { userIds: [6, 7] }] });
    expect(sent[0]!.data).toMatchObject({ ID: 20, customerUserId: 7, employeeId: 6, status: 'scheduled', pets: [{ ID: 11, name: 'Biscuit' }] });
    expect(sent[1]).toMatchObject({ name: '6', audience: { userIds: [6] }, data: { ID: 20 } });
    expect(sent[2]).toMatchObject({ name: '7', audience: { userIds: [7] }, data: { ID: 20 } });
  });

  it('sends updatedAppointment to the new and the former stylist when an appointment moves, and marks a deletion', async () => {
    const moved = await liveEventsOf(() =>
      apply(batched, [recorded('AppointmentUpdated', { appointmentId: 20, employeeId: 8, appointmentDate: '2026-03-12', startTime: '09:00', endTime: '10:30', conflicts: [], resolveConfliction: false, status: 'scheduled', updatedAt: at(30) })]),
    );
    expect(moved.map((m) => m.name)).toEqual(['updatedAppointment', '8', '6', '7']);
    expect(moved[0]!.audience).toEqual({ anyOf: [{ permission: 'ViewAllAppointments' }, { userIds: [8, 6, 7] }] });
    const deleted = await liveEventsOf(() => apply(batched, [recorded('AppointmentDeleted', { appointmentId: 20, at: at(31) })]));
    expect(deleted[0]).toMatchObject({ name: 'updatedAppointment', data: { ID: 20, isDeleted: true } });
  });

  it('sends nothing for history being caught up with, nor while rebuilding into a side schema', async () => {
    const old = new Date(Date.now() - 60 * 60_000);
    const catchUp = await liveEventsOf(() => apply(batched, [created(21, { employeeId: 6 }), recorded('AppointmentConfirmed', { appointmentId: 21, at: at(32) }, old)].map((e) => ({ ...e, createdAt: old }))));
    expect(catchUp).toEqual([]);
    const rebuilding = await liveEventsOf(() =>
      batched.database.transaction(async (tx) => {
        await tx.query('CREATE SCHEMA IF NOT EXISTS rebuild_appointments');
        await tx.query('SET LOCAL search_path TO rebuild_appointments, public');
        await appointmentsProjector.createTables(tx);
        return appointmentsProjector.apply(tx, [created(22, { employeeId: 6 })]);
      }),
    );
    expect(rebuilding).toEqual([]);
    // The rebuild wrote its own tables, not the live ones.
    const { rows } = await batched.database.query(`SELECT id FROM public.appointments WHERE id = 22 UNION ALL SELECT id FROM rebuild_appointments.appointments WHERE id = 22`);
    expect(rows).toEqual([{ id: 22 }]);
  });

  it("keeps each customer's last completed date for outstanding balances (appointment_last_seen)", async () => {
    const lastSeen = async () => (await batched.database.query(`SELECT last_seen FROM appointment_last_seen WHERE customer_id = 30`)).rows;
    const groom = (id: number, date: string) => [
      created(id, { customerId: 30, appointmentDate: date }),
      recorded('AppointmentStarted', { appointmentId: id, at: at(40), startedByUserId: 6 }),
    ];
    const completed = (id: number) => recorded('AppointmentCompleted', { appointmentId: id, at: at(41), isCustomerAbsent: false, transactionId: null, signatureFileName: null });
    await apply(batched, [...groom(40, '2026-03-10'), ...groom(41, '2026-03-20')]);
    expect(await lastSeen()).toEqual([]);
    await apply(batched, [completed(40)]);
    expect(await lastSeen()).toEqual([{ last_seen: '2026-03-10' }]);
    await apply(batched, [completed(41)]);
    expect(await lastSeen()).toEqual([{ last_seen: '2026-03-20' }]);
    await apply(batched, [recorded('AppointmentDeleted', { appointmentId: 41, at: at(42) })]);
    expect(await lastSeen()).toEqual([{ last_seen: '2026-03-10' }]);
    await apply(batched, [recorded('AppointmentDeleted', { appointmentId: 40, at: at(43) })]);
    expect(await lastSeen()).toEqual([]);
  });

  it('while rebuilding leaves appointment_last_seen to finishRebuild, which ends in the rows the live batches wrote', async () => {
    const rebuilt = await createTestDatabase();
    try {
      await rebuilt.database.transaction((tx) => appointmentsProjector.createTables(tx));
      const completed = (id: number, minute: number) => recorded('AppointmentCompleted', { appointmentId: id, at: at(minute), isCustomerAbsent: false, transactionId: null, signatureFileName: null });
      const batches = [
        [created(60, { customerId: 31, appointmentDate: '2026-04-01' }), created(61, { customerId: 31, appointmentDate: '2026-04-08' }), created(62, { customerId: 32, appointmentDate: '2026-04-02' })],
        [recorded('AppointmentStarted', { appointmentId: 60, at: at(50), startedByUserId: 6 }), completed(60, 51)],
        [recorded('AppointmentStarted', { appointmentId: 61, at: at(52), startedByUserId: 6 }), completed(61, 53), recorded('AppointmentStarted', { appointmentId: 62, at: at(54), startedByUserId: 6 }), completed(62, 55)],
        [recorded('AppointmentDeleted', { appointmentId: 62, at: at(56) })],
      ];
      const live = await createTestDatabase();
      try {
        await live.database.transaction((tx) => appointmentsProjector.createTables(tx));
        for (const batch of batches) {
          await apply(live, batch);
          await rebuilt.database.transaction((tx) => appointmentsProjector.apply(tx, batch, { rebuilding: true }));
        }
        const rows = (db: TestDatabase) => db.database.query(`SELECT * FROM appointment_last_seen ORDER BY customer_id`).then((r) => r.rows);
        expect(await rows(rebuilt)).toEqual([]);
        await rebuilt.database.transaction((tx) => appointmentsProjector.finishRebuild!(tx));
        expect(await rows(rebuilt)).toEqual(await rows(live));
        expect(await rows(live)).toEqual([{ customer_id: 31, last_seen: '2026-04-08' }]);
      } finally {
        await live.drop();
      }
    } finally {
      await rebuilt.drop();
    }
  });
});
