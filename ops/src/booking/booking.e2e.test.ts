import { ONLINE_BOOKING_MESSAGES as M, instantOfLocal, stylistBookingsStream } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { eventCount, expectRefused, futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Online booking (docs/RULES.md "Online booking": OB-SAME, OB-WINDOW, OB-CUTOFF) through
 * HTTP: the settings, the customer's Book and cancel, the race for one slot.
 */
let server: TestServer;
let admin: TestClient;
let office: TestClient;
let customer: TestClient;
let samId: number;
let biscuitId: number;
let other: { userId: number; customerId: number; petId: number };
/** The one clock the server runs at: the real one, moved by the cutoff tests. */
let shift = 0;

type Slot = { employeeId: number; startTime: string; endTime: string; start: string };
const SETTINGS = { enabled: true, acceptMode: 'automatic', packages: ['b&b'], horizonDays: 60, noticeHours: 24, cutoffHours: 24 };

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(Date.now() + shift) });
  [admin, office, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('customer')]);
  samId = ok('options', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  biscuitId = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } })).pets[0]!.ID;
  other = await newCustomer(office, 'other.booking@example.com');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const saveEstimate = (pets: unknown[]) => customer.post<{ estimateId: number; total: number; message: string }>('/api/v4/booking/saveEstimate', { pets });
const biscuit = (estimatePackage = 'b&b') => [{ petId: biscuitId, estimatePackage, addonIds: [] }];

describe('online booking', () => {
  it('is off by default: nothing is priced or booked and nothing is written', async () => {
    await expectRefused(server, () => saveEstimate(biscuit()), 409, M.off);
  });

  it('Management saves the settings; a customer may not', async () => {
    await expectRefused(server, () => customer.post('/api/v4/booking/updateSettings', { ...SETTINGS, employeeIds: [samId] }), 403);
    ok('updateSettings', await admin.post('/api/v4/booking/updateSettings', { ...SETTINGS, employeeIds: [samId] }));
    const read = ok('getSettings', await admin.get<{ settings: typeof SETTINGS }>('/api/v4/booking/getSettings'));
    expect(read.settings).toMatchObject({ ...SETTINGS, employeeIds: [samId] });
    await expectRefused(server, () => admin.post('/api/v4/booking/updateSettings', { ...SETTINGS, employeeIds: [samId], horizonDays: 0 }), 400);
  });

  it('prices with estimate/save: the same figures the office estimate gets', async () => {
    const online = ok('saveEstimate', await saveEstimate(biscuit()));
    const session = ok('session', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
    const officeEstimate = await newEstimate(office, session.ID, biscuitId);
    const found = ok('estimate', await office.get<{ estimate: { feeTotal: number } }>('/api/v4/estimate/findById', { query: { estimateId: officeEstimate } }));
    expect(online.total).toBeGreaterThan(0);
    expect(online.total).toBe(found.estimate.feeTotal);
  });

  it('OB-SAME: the times offered online are exactly the office open slots of the online stylists (OB-WINDOW)', async () => {
    const { estimateId } = ok('saveEstimate', await saveEstimate(biscuit()));
    const day = futureDate(0);
    const online = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: day.spec } }));
    const officeSlots = ok('office', await office.get<{ slots: Slot[] }>('/api/v4/appointments/getOpenSlots', { query: { estimateId, date: day.iso } }));
    const key = (s: Slot) => `${s.employeeId} ${s.startTime} ${s.endTime}`;
    expect(online.slots.length).toBeGreaterThan(0);
    expect(online.slots.map(key)).toEqual(officeSlots.slots.filter((s) => s.employeeId === samId).map(key));
    // Beyond the horizon nothing is offered.
    const far = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
    expect(ok('far', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: far } })).slots).toEqual([]);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    await expectRefused(server, () => saveEstimate([{ petId: 987654, estimatePackage: 'b&b', addonIds: [] }]), 400);
    await expectRefused(server, () => saveEstimate([{ petId: other.petId, estimatePackage: 'b&b', addonIds: [] }]), 400);
    await expectRefused(server, () => saveEstimate(biscuit('deluxe')), 400, M.packageNotOnline);
    const { estimateId } = ok('saveEstimate', await saveEstimate(biscuit()));
    const day = futureDate(1);
    const book = (body: Record<string, unknown>) => customer.post('/api/v4/booking/book', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:30 AM', ...body });
    await expectRefused(server, () => book({ startTime: '8:17 AM' }), 400, M.notOffered);
    await expectRefused(server, () => book({ appointmentDate: '01-05-2021' }), 400, M.past);
    await expectRefused(server, () => book({ employeeId: samId + 9999 }), 400, M.stylistNotOnline);
    await expectRefused(server, () => book({ startTime: 'noon-ish' }), 400);
    // Another customer's estimate is not found.
    const othersEstimate = await newEstimate(office, other.userId, other.petId);
    await expectRefused(server, () => book({ estimateId: othersEstimate }), 404, M.estimateNotFound);
    await expectRefused(server, () => customer.get('/api/v4/booking/getOpenTimes', { query: { estimateId: othersEstimate, date: day.spec } }) as never, 404);
    // Staff do not use the customer's routes.
    await expectRefused(server, () => office.post('/api/v4/booking/book', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:30 AM' }), 403);
  });

  it('50 customers racing for one slot: one appointment, the rest 409, never two in the slot', async () => {
    const day = futureDate(2);
    const estimates: number[] = [];
    for (let i = 0; i < 50; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => saveEstimate(biscuit())));
      estimates.push(...batch.map((r) => ok('saveEstimate', r).estimateId));
    }
    const slot = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId: estimates[0], date: day.spec } })).slots[0]!;
    const answers = await Promise.all(
      estimates.map((estimateId) => customer.post<{ appointmentId: number; message: string }>('/api/v4/booking/book', { estimateId, employeeId: slot.employeeId, appointmentDate: day.spec, startTime: slot.startTime })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(answers.some((a) => a.status === 409 && a.body.message.startsWith(M.taken))).toBe(true);
    const booked = (await streamOf(server, stylistBookingsStream(slot.employeeId, day.iso))).filter((e) => e.type === 'StylistTimeBooked');
    expect(booked).toHaveLength(1);
    // The slot is no longer offered online once the read models have the winner.
    const winner = answers.find((a) => a.status === 200)!.body as unknown as { position: string };
    const after = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId: estimates[1], date: day.spec }, headers: { 'X-Pawroute-After': winner.position } }));
    expect(after.slots.map((s) => s.startTime)).not.toContain(slot.startTime);
  });

  it('OB-CUTOFF: cancel online until the cutoff, its own minute included; after it, call the office', async () => {
    const day = futureDate(3);
    const book = async () => {
      const { estimateId } = ok('saveEstimate', await saveEstimate(biscuit()));
      const slot = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: day.spec } })).slots[0]!;
      return { slot, booked: ok('book', await customer.post<{ appointmentId: number }>('/api/v4/booking/book', { estimateId, employeeId: slot.employeeId, appointmentDate: day.spec, startTime: slot.startTime })) };
    };
    const first = await book();
    const second = await book();
    const cutoffOf = (start: string) => instantOfLocal(day.iso, start, 'America/Chicago') - 24 * 3_600_000;
    try {
      // The cutoff's own minute (59 seconds into it): still allowed.
      shift = cutoffOf(first.slot.start) + 59_000 - Date.now();
      const cancelled = ok('cancel', await customer.post<{ status: string; cancelFee: number }>('/api/v4/booking/cancel', { appointmentId: first.booked.appointmentId }));
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelFee: 0 });
      // The minute after it: refused, nothing written.
      shift = cutoffOf(second.slot.start) + 60_000 - Date.now();
      await expectRefused(server, () => customer.post('/api/v4/booking/cancel', { appointmentId: second.booked.appointmentId }), 409, M.afterCutoff);
    } finally {
      shift = 0;
    }
  });

  it('OB-CUTOFF: move online to an offered time until the cutoff; a taken time is a 409; after the cutoff, call the office', async () => {
    const day = futureDate(5);
    const { estimateId } = ok('saveEstimate', await saveEstimate(biscuit()));
    const slots = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: day.spec } })).slots;
    const first = slots[0]!;
    const taken = slots[2]!;
    const target = slots.at(-1)!;
    const booked = ok('book', await customer.post<{ appointmentId: number }>('/api/v4/booking/book', { estimateId, employeeId: first.employeeId, appointmentDate: day.spec, startTime: first.startTime }));
    // Another appointment takes a later time.
    const otherEstimate = ok('saveEstimate', await saveEstimate(biscuit())).estimateId;
    ok('book other', await customer.post('/api/v4/booking/book', { estimateId: otherEstimate, employeeId: taken.employeeId, appointmentDate: day.spec, startTime: taken.startTime }));
    const move = (startTime: string) => customer.post<{ status: string; startTime: string }>('/api/v4/booking/move', { appointmentId: booked.appointmentId, employeeId: first.employeeId, appointmentDate: day.spec, startTime });
    await expectRefused(server, () => move(taken.startTime), 409);
    await expectRefused(server, () => move('8:17 AM'), 400, M.notOffered);
    expect(ok('move', await move(target.startTime))).toMatchObject({ status: 'scheduled', startTime: target.startTime });
    // The first time is free again: the stylist's day holds the appointment at its new time only.
    const held = (await streamOf(server, stylistBookingsStream(first.employeeId, day.iso))).map((e) => e.type);
    expect(held).toEqual(['StylistTimeBooked', 'StylistTimeBooked', 'StylistTimeBooked']);
    try {
      // One minute past the cutoff of its new start: refused.
      shift = instantOfLocal(day.iso, target.start, 'America/Chicago') - 24 * 3_600_000 + 60_000 - Date.now();
      await expectRefused(server, () => move(first.startTime), 409, M.afterCutoff);
    } finally {
      shift = 0;
    }
  });

  it('a customer cannot cancel another customer appointment', async () => {
    const estimateId = await newEstimate(office, other.userId, other.petId);
    const made = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', { estimateId, appointmentDate: futureDate(4).spec, startTime: '9:30 AM', employeeId: samId }));
    await expectRefused(server, () => customer.post('/api/v4/booking/cancel', { appointmentId: made.newAppointmentId }), 404, M.notYours);
    await expectRefused(server, () => customer.post('/api/v4/booking/move', { appointmentId: made.newAppointmentId, employeeId: samId, appointmentDate: futureDate(4).spec, startTime: '11:00 AM' }), 404, M.notYours);
    expect(await eventCount(server)).toBeGreaterThan(0);
  });
});
