import {
  APPOINTMENT_MESSAGES as M,
  SEED_BREEDS,
  appointmentStream,
  estimateStream,
  stylistBookingsStream,
  type ConflictReason,
} from '@pawroute/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../pets/testSupport';
import type { TestClient } from '../testing';
import {
  eventCount,
  expectRefused,
  futureDate,
  newCustomer,
  newEstimate,
  ok,
  startCommandsWorld,
  streamOf,
  type Answer,
  type CommandsWorld,
} from './commandsTestKit';

/**
 * The appointment commands (part 1 §4, §5, §7, §8; docs/APPOINTMENTS.md "Commands") over real HTTP on
 * a real Postgres: answers, refusals with the spec's messages (writing nothing), permissions, and what
 * lands on the Appointment, StylistBookings and Estimate streams.
 */
let w: CommandsWorld;

beforeAll(async () => {
  w = await startCommandsWorld();
}, 180_000);
afterAll(async () => {
  await w?.server.close();
});

type Created = { newAppointmentId: number; status: string; conflicts: ConflictReason[]; position: string };
type Placed = { appointmentId: number; status: string; conflicts: ConflictReason[] };

const A = (name: string) => `/api/v4/appointments/${name}`;
const estimateForCasey = () => newEstimate(w.office, w.customerUserId, w.biscuitId);
async function create(body: Record<string, unknown>, client: TestClient = w.office): Promise<Answer<Created>> {
  return client.post<Created>(A('create'), body) as Promise<Answer<Created>>;
}
/** A new estimate booked with `fields` (Sam by default); answers the create's body. */
async function book(fields: Record<string, unknown>): Promise<Created & { estimateId: number }> {
  const estimateId = await estimateForCasey();
  return { ...ok('create', await create({ estimateId, employeeId: w.samId, ...fields })), estimateId };
}
const bookings = async (employeeId: number, date: string) => streamOf(w.server, stylistBookingsStream(employeeId, date));
const types = async (stream: string) => (await streamOf(w.server, stream)).map((e) => e.type);
/** Waits (a condition, not a time) until the stream holds an event of `type`: what the side effects reactor writes follows the command. */
async function eventually(stream: string, type: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await types(stream)).includes(type); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${type} on ${stream}`);
  }
}
const post = <T = Placed>(client: TestClient, name: string, body: Record<string, unknown>) => client.post<T>(A(name), body) as Promise<Answer<T>>;

describe('appointments/create', () => {
  it('places an appointment from an estimate: scheduled, booked on the stylist\'s day, linked to the estimate', async () => {
    const day = futureDate(0);
    const estimateId = await estimateForCasey();
    const answer = await create({ estimateId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM', employeeId: w.samId, initialComment: 'Side gate' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'scheduled', conflicts: [], position: expect.any(String) });
    const id = answer.body.newAppointmentId;
    expect(id).toBeGreaterThan(0);

    const [createdEvent] = await streamOf(w.server, appointmentStream(id));
    expect(createdEvent).toMatchObject({
      type: 'AppointmentCreated',
      data: {
        appointmentId: id, estimateId, customerId: w.customerId, status: 'scheduled', employeeId: w.samId, appointmentDate: day.iso,
        startTime: '09:00', endTime: '10:30', conflicts: [], initialComment: 'Side gate', isStanding: false, standingId: null,
      },
    });
    expect(await bookings(w.samId, day.iso)).toEqual([
      expect.objectContaining({ type: 'StylistTimeBooked', data: expect.objectContaining({ appointmentId: id, start: 540, end: 630, pets: 1, conflicts: [] }) }),
    ]);
    expect((await streamOf(w.server, estimateStream(estimateId))).at(-1)).toMatchObject({ type: 'EstimateAppointmentLinked', data: { estimateId, appointmentId: id } });
  });

  it('without an end time, ends after the appointment\'s length (the breed\'s minutes for Biscuit, a Goldendoodle)', async () => {
    const day = futureDate(0, 1);
    const created = await book({ appointmentDate: day.spec, startTime: '8:00 AM' });
    const minutes = SEED_BREEDS.find((b) => b.breed === 'Goldendoodle')!.minutesToGroom;
    const [event] = await streamOf(w.server, appointmentStream(created.newAppointmentId));
    expect((event!.data as { endTime: string }).endTime).toBe(`${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  });

  it('saves a conflicting placing as conflicting and says why: overlap, exception, outside hours, not a working day', async () => {
    const day = futureDate(1);
    const first = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM' });
    expect(first.status).toBe('scheduled');
    const overlap = await book({ appointmentDate: day.spec, startTime: '10:00 AM', endTime: '11:00 AM' });
    expect(overlap).toMatchObject({ status: 'conflicting', conflicts: ['overlap'] });
    const late = await book({ appointmentDate: day.spec, startTime: '4:30 PM', endTime: '6:00 PM' });
    expect(late).toMatchObject({ status: 'conflicting', conflicts: ['outsideHours'] });
    const saturday = await book({ appointmentDate: futureDate(1, 5).spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    expect(saturday).toMatchObject({ status: 'conflicting', conflicts: ['notWorkingDay'] });

    // Sam's afternoon off on Tuesday: an exception that takes hours out.
    const tuesday = futureDate(1, 1);
    ok('exception', await w.office.post('/api/v4/exceptions/create', {
      employeeId: w.samId, isWorking: false,
      event: { title: 'Vet visit', startDate: tuesday.iso, endDate: tuesday.iso, startTime: '13:00', endTime: '17:00', isAllDay: false, isRecurring: false },
    }));
    await w.server.settle();
    const off = await book({ appointmentDate: tuesday.spec, startTime: '2:00 PM', endTime: '3:00 PM' });
    expect(off).toMatchObject({ status: 'conflicting', conflicts: ['exception'] });
    const morning = await book({ appointmentDate: tuesday.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    expect(morning).toMatchObject({ status: 'scheduled', conflicts: [] });

    // 'Resolve and Schedule': scheduled although it overlaps; the reason stays on record.
    const resolved = await book({ appointmentDate: day.spec, startTime: '9:30 AM', endTime: '10:00 AM', resolveConfliction: true });
    expect(resolved).toMatchObject({ status: 'scheduled', conflicts: ['overlap'] });
  });

  it('adds to the waiting list without date, time or stylist, booking nothing', async () => {
    const estimateId = await estimateForCasey();
    const answer = await create({ estimateId, addToWaitingList: true, initialComment: 'Any Monday' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'waiting', conflicts: [] } });
    const [event] = await streamOf(w.server, appointmentStream(answer.body.newAppointmentId));
    expect(event!.data).toMatchObject({ status: 'waiting', employeeId: null, appointmentDate: null, startTime: null, endTime: null });
  });

  it('refuses missing or malformed fields with the spec\'s message and writes nothing', async () => {
    const estimateId = await estimateForCasey();
    const day = futureDate(2).spec;
    const full = { estimateId, appointmentDate: day, startTime: '9:00 AM', endTime: '10:00 AM', employeeId: w.samId };
    for (const field of ['estimateId', 'appointmentDate', 'startTime', 'employeeId'] as const) {
      await expectRefused(w.server, () => create({ ...full, [field]: undefined }), 400, M.requiredFields);
      await expectRefused(w.server, () => create({ ...full, [field]: '' }), 400, M.requiredFields);
    }
    await expectRefused(w.server, () => create({ ...full, appointmentDate: '02-30-2031' }), 400, M.invalidDate);
    await expectRefused(w.server, () => create({ ...full, startTime: '25:00 PM' }), 400, M.invalidTime);
    await expectRefused(w.server, () => create({ ...full, endTime: '8:00 AM' }), 400, M.endBeforeStart);
    await expectRefused(w.server, () => create({ ...full, initialComment: 'x'.repeat(251) }), 400, M.initialCommentTooLong);
    await expectRefused(w.server, () => create({ ...full, estimateId: 999_999 }), 404, 'Estimate not found.');
    await expectRefused(w.server, () => create({ ...full, employeeId: 999_999 }), 404, 'Employee not found.');
  });

  it('one live appointment per estimate: a second create is refused (the estimate\'s own Schedule schedules it)', async () => {
    const first = await book({ addToWaitingList: true });
    await expectRefused(w.server, () => create({ estimateId: first.estimateId, addToWaitingList: true }), 409, 'This estimate already has an appointment.');
  });

  it('needs EditAppointments: a stylist and a customer get 403, nobody signed in 401, and nothing is written', async () => {
    const estimateId = await estimateForCasey();
    const body = { estimateId, appointmentDate: futureDate(2).spec, startTime: '9:00 AM', employeeId: w.samId };
    await expectRefused(w.server, () => create(body, w.stylist), 403);
    await expectRefused(w.server, () => create(body, w.customer), 403);
    await expectRefused(w.server, () => create(body, w.server.client()), 401);
  });

  it('never assigns a stylist blocked for the customer, whatever the client sends', async () => {
    const pat = await newCustomer(w.office, 'pat.blocked@example.com');
    ok('complaint', await w.office.post('/api/v4/complaints/create', { customerId: pat.customerId, employeeId: w.noraId, complaint: 'Rough with Rex', isBlocking: true }));
    await w.server.settle();
    const estimateId = await newEstimate(w.office, pat.userId, pat.petId);
    const day = futureDate(2);
    const body = { estimateId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM', employeeId: w.noraId, resolveConfliction: true };
    await expectRefused(w.server, () => create(body), 400, M.blockedStylist);
    await expectRefused(w.server, () => create({ ...body, addToWaitingList: true }), 400, M.blockedStylist);
    // With Sam it books; moving it onto Nora is refused the same way.
    const withSam = ok('create', await create({ ...body, employeeId: w.samId }));
    await expectRefused(w.server, () => post(w.office, 'update', { appointmentId: withSam.newAppointmentId, appointmentDate: day.spec, startTime: '9:00 AM', employeeId: w.noraId }), 400, M.blockedStylist);
  });

  it('the same Idempotency-Key twice makes one appointment and answers the same', async () => {
    const estimateId = await estimateForCasey();
    const body = { estimateId, appointmentDate: futureDate(2).spec, startTime: '1:00 PM', endTime: '2:00 PM', employeeId: w.samId };
    const headers = { 'Idempotency-Key': `create-${estimateId}` };
    const first = await w.office.post<Created>(A('create'), body, { headers });
    const before = await eventCount(w.server);
    const again = await w.office.post<Created>(A('create'), body, { headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await eventCount(w.server)).toBe(before);
    const { rows } = await w.server.database.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'AppointmentCreated' AND (data->>'estimateId')::int = $1`, [estimateId]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('the actions of each status', () => {
  it('update moves it: booked on the new stylist\'s day, released on the old one', async () => {
    const day = futureDate(3);
    const created = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    const appointmentId = created.newAppointmentId;
    const moved = await post(w.office, 'update', { appointmentId, appointmentDate: day.spec, startTime: '11:00 AM', endTime: '12:00 PM', employeeId: w.noraId });
    expect(moved).toMatchObject({ status: 200, body: { appointmentId, status: 'scheduled', conflicts: [] } });
    expect((await bookings(w.samId, day.iso)).map((e) => e.type)).toEqual(['StylistTimeBooked', 'StylistTimeReleased']);
    expect(await bookings(w.noraId, day.iso)).toEqual([expect.objectContaining({ data: expect.objectContaining({ appointmentId, start: 660, end: 720 }) })]);
    // An update that leaves out the fields is the spec's message.
    await expectRefused(w.server, () => post(w.office, 'update', { appointmentId, startTime: '9:00 AM' }), 400, M.requiredFields);
    await expectRefused(w.server, () => post(w.office, 'update', { startTime: '9:00 AM' }), 400, M.informationMissing);
    await expectRefused(w.server, () => post(w.office, 'update', { appointmentId: 999_999, appointmentDate: day.spec, startTime: '9:00 AM', employeeId: w.samId }), 404, M.notFound);
  });

  it('confirm, reschedule, schedule, cancel: each once, then refused where the status does not offer it', async () => {
    const day = futureDate(3, 1);
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    expect(await post(w.office, 'confirm', { appointmentId })).toMatchObject({ status: 200, body: { appointmentId, status: 'confirmed' } });
    await expectRefused(w.server, () => post(w.office, 'confirm', { appointmentId }), 409, 'A Confirmed appointment cannot be confirmed.');
    expect(await post(w.office, 'reschedule', { appointmentId })).toMatchObject({ status: 200, body: { status: 'rescheduled' } });
    expect((await bookings(w.samId, day.iso)).at(-1)?.type).toBe('StylistTimeReleased');
    await expectRefused(w.server, () => post(w.office, 'reschedule', { appointmentId }), 409, 'A Rescheduled appointment cannot be rescheduled.');
    const scheduled = await post(w.office, 'schedule', { appointmentId, appointmentDate: day.spec, startTime: '1:00 PM', endTime: '2:00 PM', employeeId: w.samId });
    expect(scheduled).toMatchObject({ status: 200, body: { appointmentId, status: 'scheduled', conflicts: [] } });
    expect((await bookings(w.samId, day.iso)).at(-1)).toMatchObject({ type: 'StylistTimeBooked', data: { appointmentId, start: 780 } });
    await expectRefused(w.server, () => post(w.office, 'schedule', { appointmentId, appointmentDate: day.spec, startTime: '1:00 PM', employeeId: w.samId }), 409, 'A Scheduled appointment cannot be scheduled.');
    expect(await post(w.office, 'cancel', { appointmentId })).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect((await bookings(w.samId, day.iso)).at(-1)?.type).toBe('StylistTimeReleased');
    await expectRefused(w.server, () => post(w.office, 'cancel', { appointmentId }), 409, 'A Cancelled appointment cannot be cancelled.');
    await expectRefused(w.server, () => post(w.office, 'stylistEnRoute', { appointmentId }), 409, 'A Cancelled appointment cannot be marked as stylist en route.');
    await expectRefused(w.server, () => post(w.office, 'start', { appointmentId }), 409, 'A Cancelled appointment cannot be started.');
    await expectRefused(w.server, () => post(w.office, 'requestStanding', { appointmentId, comment: 'x' }), 409, 'A Cancelled appointment cannot be made a standing request.');
    // Status actions need EditAppointments.
    await expectRefused(w.server, () => post(w.stylist, 'cancel', { appointmentId }), 403);
    await expectRefused(w.server, () => post(w.customer, 'confirm', { appointmentId }), 403);
  });

  it('start and stylist en route: StartAppointments or the assigned stylist, never another stylist', async () => {
    const day = futureDate(3, 2);
    const forSam = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    // The scheduling mail goes from AppointmentCreated (the side effects reactor), recorded for the board.
    await eventually(appointmentStream(forSam.newAppointmentId), 'AppointmentConfirmationSent');
    await expectRefused(w.server, () => post(w.nora, 'stylistEnRoute', { appointmentId: forSam.newAppointmentId }), 403);
    await expectRefused(w.server, () => post(w.nora, 'start', { appointmentId: forSam.newAppointmentId }), 403);
    await expectRefused(w.server, () => post(w.customer, 'start', { appointmentId: forSam.newAppointmentId }), 403);
    expect(await post(w.stylist, 'stylistEnRoute', { appointmentId: forSam.newAppointmentId })).toMatchObject({ status: 200, body: { status: 'scheduled' } });
    expect(await post(w.stylist, 'start', { appointmentId: forSam.newAppointmentId })).toMatchObject({ status: 200, body: { status: 'inProgress' } });
    // The scheduling mail to the demo customer is recorded for the confirmation board.
    expect(await types(appointmentStream(forSam.newAppointmentId))).toEqual(['AppointmentCreated', 'AppointmentConfirmationSent', 'AppointmentStylistEnRoute', 'AppointmentStarted']);
    await expectRefused(w.server, () => post(w.stylist, 'start', { appointmentId: forSam.newAppointmentId }), 409, 'An In Progress appointment cannot be started.');
    // The office holds StartAppointments.
    const another = await book({ appointmentDate: day.spec, startTime: '11:00 AM', endTime: '12:00 PM' });
    expect(await post(w.office, 'start', { appointmentId: another.newAppointmentId })).toMatchObject({ status: 200, body: { status: 'inProgress' } });
  });

  it('a service issue (with a comment) frees the time; resolving it books it again; a service issue cannot be deleted', async () => {
    const day = futureDate(3, 3);
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    await expectRefused(w.server, () => post(w.office, 'createServiceIssue', { appointmentId, comment: '  ' }), 400, M.serviceIssueCommentRequired);
    expect(await post(w.office, 'createServiceIssue', { appointmentId, comment: 'Missed a nail' })).toMatchObject({ status: 200, body: { status: 'serviceIssue' } });
    expect((await bookings(w.samId, day.iso)).at(-1)?.type).toBe('StylistTimeReleased');
    await expectRefused(w.server, () => w.admin.delete(A('delete'), undefined, { query: { appointmentId } }), 409, 'A Service Issue appointment cannot be deleted.');
    // Someone else takes the slot meanwhile: resolving puts it back, conflicting.
    await book({ appointmentDate: day.spec, startTime: '9:30 AM', endTime: '10:30 AM' });
    expect(await post(w.office, 'resolveServiceIssue', { appointmentId })).toMatchObject({ status: 200, body: { appointmentId, status: 'conflicting', conflicts: ['overlap'] } });
    expect((await bookings(w.samId, day.iso)).at(-1)).toMatchObject({ type: 'StylistTimeBooked', data: { appointmentId, conflicts: ['overlap'] } });
    await expectRefused(w.server, () => post(w.office, 'resolveServiceIssue', { appointmentId }), 409, 'A Conflicting appointment cannot be resolved as a service issue.');
  });

  it('a standing request needs a comment and frees the time', async () => {
    const day = futureDate(3, 4);
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    await expectRefused(w.server, () => post(w.office, 'requestStanding', { appointmentId }), 400, M.standingRequestCommentRequired);
    expect(await post(w.office, 'requestStanding', { appointmentId, comment: 'Every 4 weeks please' })).toMatchObject({ status: 200, body: { status: 'standingRequest' } });
    expect((await bookings(w.samId, day.iso)).at(-1)?.type).toBe('StylistTimeReleased');
  });

  it('delete needs DeleteAppointments and frees the time', async () => {
    const day = futureDate(4);
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    await expectRefused(w.server, () => w.office.delete(A('delete'), undefined, { query: { appointmentId } }), 403);
    await expectRefused(w.server, () => w.admin.delete(A('delete'), undefined, { query: { appointmentId: 'abc' } }), 400, M.informationMissing);
    expect(await w.admin.delete(A('delete'), undefined, { query: { appointmentId } })).toMatchObject({ status: 200, body: { appointmentId } });
    expect((await bookings(w.samId, day.iso)).at(-1)?.type).toBe('StylistTimeReleased');
    await expectRefused(w.server, () => post(w.office, 'confirm', { appointmentId }), 404, M.notFound);
  });

  it('submitRating: the appointment\'s customer (or EditAppointments), once started, with a comment', async () => {
    const day = futureDate(4, 1);
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    await expectRefused(w.server, () => post(w.customer, 'submitRating', { appointmentId, rating: 5, comment: 'Great' }), 409, M.ratingNotYet);
    ok('start', await post(w.office, 'start', { appointmentId }));
    await expectRefused(w.server, () => post(w.customer, 'submitRating', { appointmentId, rating: 5, comment: '' }), 400, 'A comment is required to rate an appointment');
    await expectRefused(w.server, () => post(w.customer, 'submitRating', { appointmentId, rating: 6, comment: 'Great' }), 400, M.ratingRange);
    // Another customer may not rate it.
    const other = await newCustomer(w.office, 'other.rater@example.com');
    expect(other.userId).toBeGreaterThan(0);
    await expectRefused(w.server, () => post(w.stylist, 'submitRating', { appointmentId, rating: 5, comment: 'Great' }), 403);
    // The portal's Rate (part 2 §5.5): the customer rates a completed appointment, not one still under way.
    await expectRefused(w.server, () => post(w.customer, 'submitRating', { appointmentId, rating: 5, comment: 'Great' }), 409, M.ratingNotCompleted);
    ok('complete', await w.admin.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: {} }));
    expect(await post(w.customer, 'submitRating', { appointmentId, rating: 5, comment: 'Great job with Biscuit' })).toMatchObject({ status: 200, body: { appointmentId, rating: 5 } });
    await expectRefused(w.server, () => post(w.office, 'submitRating', { appointmentId, rating: 4, comment: 'Again' }), 409, M.alreadyRated);
    // The office's Ratings card of the customer shows it, with its comment, rated by the customer.
    const casey = ok('session', await w.customer.get<{ user: { ID: number; firstName: string } }>('/api/v4/entrance/check-session-user')).user;
    await w.server.settle();
    const card = ok('ratings', await w.office.get<{ ratings: { rating: number; comment: string | null; appointmentId?: number | null; rater: { ID: number } | null }[] }>('/api/v4/ratings/findByUser', { query: { userId: casey.ID } }));
    expect(card.ratings).toContainEqual(expect.objectContaining({ rating: 5, comment: 'Great job with Biscuit', appointmentId, rater: expect.objectContaining({ ID: casey.ID }) }));
  });
});

describe('appointment pictures', () => {
  const png = (n: number) => sharp({ create: { width: 4 + n, height: 4, channels: 3, background: { r: n * 10, g: 80, b: 40 } } }).png().toBuffer();
  const send = async (client: TestClient, appointmentId: number, n: number, extra: Record<string, string | number> = {}) =>
    upload(client, A('uploadPicture'), { appointmentId, ...extra }, { bytes: await png(n), name: `groom-${n}.png`, type: 'image/png' });

  it('images only, at most 20 per appointment; the assigned stylist or EditAppointments; visibility and removal', async () => {
    const { newAppointmentId: appointmentId } = await book({ appointmentDate: futureDate(4, 2).spec, startTime: '9:00 AM', endTime: '10:00 AM' });
    // The booking's confirmation mail is a reaction that appends to the same stream: let it land first, so
    // the upload is the stream's last event.
    await w.server.reactionsSettled();
    const first = await send(w.stylist, appointmentId, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const name = String(first.body.name);
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect((await streamOf(w.server, appointmentStream(appointmentId))).at(-1)).toMatchObject({
      type: 'AppointmentPictureUploaded', data: { appointmentId, fileName: name, visibleToCustomer: false },
    });
    // Not the assigned stylist, a customer, or not an image: refused, nothing written.
    await expectRefused(w.server, () => send(w.nora, appointmentId, 1), 403);
    await expectRefused(w.server, () => send(w.customer, appointmentId, 1), 403);
    await expectRefused(w.server, () => upload(w.office, A('uploadPicture'), { appointmentId }, { bytes: Buffer.from('not an image at all'), name: 'x.png', type: 'image/png' }), 400);
    await expectRefused(w.server, () => send(w.office, appointmentId, 0), 409, M.pictureExists);

    expect(await post(w.stylist, 'setPictureVisibility', { appointmentId, fileName: name, visibleToCustomer: true })).toMatchObject({ status: 200 });
    expect((await streamOf(w.server, appointmentStream(appointmentId))).at(-1)).toMatchObject({ type: 'AppointmentPictureVisibilitySet', data: { fileName: name, visibleToCustomer: true } });
    await expectRefused(w.server, () => post(w.nora, 'setPictureVisibility', { appointmentId, fileName: name, visibleToCustomer: false }), 403);
    await expectRefused(w.server, () => post(w.office, 'setPictureVisibility', { appointmentId, fileName: '../x', visibleToCustomer: false }), 400, M.failedToUpdateVisibility);

    for (let n = 1; n < 20; n += 1) expect((await send(w.office, appointmentId, n, { visibleToCustomer: 'true' })).status).toBe(200);
    await expectRefused(w.server, () => send(w.office, appointmentId, 20), 400, M.tooManyPictures);
    expect(await post(w.office, 'removePicture', { appointmentId, fileName: name })).toMatchObject({ status: 200 });
    await expectRefused(w.server, () => post(w.office, 'removePicture', { appointmentId, fileName: name }), 404, M.pictureNotFound);
    expect((await send(w.office, appointmentId, 20)).status).toBe(200);
  });
});

describe('the estimate freezes with a terminal appointment', () => {
  it('estimate/save is refused once its appointment is cancelled, and allowed before', async () => {
    const { newAppointmentId: appointmentId, estimateId } = await book({ addToWaitingList: true });
    const save = () =>
      w.office.post('/api/v4/estimate/save', {
        estimate: { ID: estimateId, address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: w.biscuitId, estimatePackage: 'deluxe', addonIds: [] }] },
        user: { ID: w.customerUserId },
      });
    expect((await save()).status).toBe(200);
    ok('cancel', await post(w.office, 'cancel', { appointmentId }));
    await expectRefused(w.server, save, 409, 'This estimate is read-only: its appointment is Cancelled.');
  });
});
