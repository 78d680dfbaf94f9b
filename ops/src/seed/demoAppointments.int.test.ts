import { appointmentStream, emailClaimStream, estimateStream, type AppointmentCreated } from '@pawroute/domain';
import { createPostgresEventStore, ensureCredentialsTable, type EventStore } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPOINTMENT_PLANS, seedDemoAppointments } from './demoAppointments';
import { seedDemoUsers } from './demoUsers';

const config = { timeZone: 'America/Chicago' };

async function world() {
  const t = await createTestDatabase();
  const store = await createPostgresEventStore(t.database);
  await ensureCredentialsTable(t.database);
  await seedDemoUsers({ store, db: t.database });
  return { t, store, services: { store, db: t.database, config } };
}

async function streamCounts(t: TestDatabase) {
  const { rows } = await t.database.query<{ prefix: string; n: number }>(
    `SELECT split_part(stream, '-', 1) AS prefix, count(*)::int AS n FROM public.streams
      WHERE stream LIKE 'Appointment-%' OR stream LIKE 'StylistBookings-%' OR stream LIKE 'Estimate-%'
      GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.prefix, r.n]));
}

async function eventCount(t: TestDatabase): Promise<number> {
  const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM public.events');
  return rows[0]!.n;
}

/** Each appointment's events by type, read from its own stream (readAll's horizon may lag just after writing). */
async function appointmentsOf(store: EventStore, appointmentIds: readonly number[]) {
  return Promise.all(
    appointmentIds.map(async (id) => {
      const events = await store.readStream(appointmentStream(id));
      return { created: (events[0] as unknown as AppointmentCreated).data, types: events.map((e) => e.type) };
    }),
  );
}

describe('seedDemoAppointments', () => {
  let w: Awaited<ReturnType<typeof world>>;
  // Wednesday 4 March 2026, 9:00 AM in Chicago.
  const wednesday = new Date('2026-03-04T15:00:00Z');
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w?.store.close();
    await w?.t.drop();
  });

  it("books the demo stylist's today and next two working days, one confirmed, one on the waiting list", async () => {
    const result = await seedDemoAppointments(w.services, wednesday);
    expect(result.appointmentIds).toHaveLength(DEMO_APPOINTMENT_PLANS.length + 1);
    expect(result.position).not.toBeNull();

    const stylistId = ((await w.store.readStream(emailClaimStream('stylist@pawroute.test')))[0]!.data as { userId: number }).userId;
    const appointments = await appointmentsOf(w.store, result.appointmentIds);
    const placed = appointments.filter((a) => a.created.status !== 'waiting');
    expect(placed.map(({ created: a }) => [a.appointmentDate, a.startTime, a.status, a.conflicts])).toEqual([
      ['2026-03-04', '08:00', 'scheduled', []],
      ['2026-03-04', '11:00', 'scheduled', []],
      ['2026-03-04', '14:00', 'scheduled', []],
      ['2026-03-05', '09:30', 'scheduled', []],
      ['2026-03-05', '12:30', 'scheduled', []],
      ['2026-03-06', '11:00', 'scheduled', []],
    ]);
    expect(new Set(placed.map((a) => a.created.employeeId))).toEqual(new Set([stylistId]));
    expect(appointments.filter((a) => a.created.status === 'waiting').map((a) => a.created)).toEqual([
      expect.objectContaining({ employeeId: null, appointmentDate: null, startTime: null }),
    ]);
    // Every appointment has its own estimate, linked to it.
    expect(new Set(appointments.map((a) => a.created.estimateId)).size).toBe(appointments.length);
    for (const { created } of appointments) {
      const estimate = await w.store.readStream(estimateStream(created.estimateId));
      expect(estimate.map((e) => [e.type, (e.data as { appointmentId?: number }).appointmentId])).toEqual([
        ['EstimateSaved', undefined],
        ['EstimateAppointmentLinked', created.appointmentId],
      ]);
    }

    // Casey Carter's (the customer login's) is confirmed; the stylist's days hold the booked time.
    expect(appointments.map((a) => a.types.slice(1))).toEqual([['AppointmentConfirmed'], [], [], [], [], [], []]);
    const wednesdayBookings = await w.store.readStream(`StylistBookings-${stylistId}-2026-03-04`);
    expect(wednesdayBookings.map((e) => [e.type, (e.data as { start: number }).start])).toEqual([
      ['StylistTimeBooked', 480],
      ['StylistTimeBooked', 660],
      ['StylistTimeBooked', 840],
    ]);
    expect(await streamCounts(w.t)).toEqual({ Appointment: 7, Estimate: 7, StylistBookings: 3 });
  });

  it('adds nothing when seeded again', async () => {
    const before = await eventCount(w.t);
    expect(await seedDemoAppointments(w.services, wednesday)).toEqual({ appointmentIds: [], position: null });
    expect(await seedDemoAppointments(w.services, new Date('2026-03-10T15:00:00Z'))).toEqual({ appointmentIds: [], position: null });
    expect(await eventCount(w.t)).toBe(before);
    expect(await streamCounts(w.t)).toEqual({ Appointment: 7, Estimate: 7, StylistBookings: 3 });
  });
});

describe('seedDemoAppointments on a weekend, from two processes at once', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(async () => {
    await w?.store.close();
    await w?.t.drop();
  });

  it('books Monday to Wednesday (the stylist works weekdays), once', async () => {
    // Saturday 7 March 2026, noon in Chicago.
    const saturday = new Date('2026-03-07T18:00:00Z');
    const [a, b] = await Promise.all([seedDemoAppointments(w.services, saturday), seedDemoAppointments(w.services, saturday)]);
    expect([a.appointmentIds.length, b.appointmentIds.length].sort()).toEqual([0, 7]);
    const dates = (await appointmentsOf(w.store, [...a.appointmentIds, ...b.appointmentIds])).map((x) => x.created.appointmentDate).filter((d) => d !== null);
    expect([...new Set(dates)]).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(await streamCounts(w.t)).toEqual({ Appointment: 7, Estimate: 7, StylistBookings: 3 });
  });
});
