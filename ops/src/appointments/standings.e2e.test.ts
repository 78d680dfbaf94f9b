import { APPOINTMENT_MESSAGES as M, STANDING_MESSAGES as S, appointmentStream, standingStream, stylistBookingsStream } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing';
import { expectRefused, futureDate, newCustomer, newEstimate, ok, startCommandsWorld, streamOf, type Answer, type CommandsWorld } from './commandsTestKit';

/**
 * Standing appointments (part 1 §4, §5, §7; docs/APPOINTMENTS.md "Standing id", "Instances"): made
 * from a standing request as `Standing-<appointmentId>`, updated, its recurrence edited, deleted, and a
 * placeholder made a real appointment by createInstance, booked on the stylist's day.
 */
let w: CommandsWorld;
/** The standing request's appointment: also the standing's id. */
let standingId: number;

beforeAll(async () => {
  w = await startCommandsWorld();
}, 180_000);
afterAll(async () => {
  await w?.server.close();
});

const A = (name: string) => `/api/v4/appointments/${name}`;
const post = <T = Record<string, unknown>>(client: TestClient, name: string, body: Record<string, unknown>) => client.post<T>(A(name), body) as Promise<Answer<T>>;
const first = futureDate(0);
/** Every 4 weeks on Mondays from `first`: the spec's recurrence dialog, dates in the spec's format. */
const every4Weeks = { title: 'Biscuit every 4 weeks', startDate: first.spec, RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=MO', separationCount: 4, startDate: first.spec } };
const standingBody = () => ({ appointmentId: standingId, employeeId: w.samId, startTime: '9:00 AM', endTime: '10:30 AM', event: every4Weeks });

/** An appointment of `userId` turned into a standing request. */
async function standingRequest(userId: number, petId: number): Promise<number> {
  const estimateId = await newEstimate(w.office, userId, petId);
  const created = ok('create', await post<{ newAppointmentId: number }>(w.office, 'create', { estimateId, addToWaitingList: true }));
  ok('requestStanding', await post(w.office, 'requestStanding', { appointmentId: created.newAppointmentId, comment: 'Every 4 weeks on Monday mornings' }));
  return created.newAppointmentId;
}

describe('standing appointments', () => {
  it('createStanding: only from a standing request, with the spec\'s messages, by EditStandingAppointments', async () => {
    const estimateId = await newEstimate(w.office, w.customerUserId, w.biscuitId);
    const plain = ok('create', await post<{ newAppointmentId: number }>(w.office, 'create', { estimateId, addToWaitingList: true }));
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), appointmentId: plain.newAppointmentId }), 409);

    standingId = await standingRequest(w.customerUserId, w.biscuitId);
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), startTime: '' }), 400, S.startTimeRequired);
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), event: { ...every4Weeks, title: ' ' } }), 400, S.titleRequired);
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), event: { title: 'x', RecurringPattern: { rrule: 'FREQ=WEEKLY;BYDAY=MO' } } }), 400, S.recurrenceStartRequired);
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), event: { ...every4Weeks, RecurringPattern: { ...every4Weeks.RecurringPattern, separationCount: 0 } } }), 400, S.everyPositive);
    await expectRefused(w.server, () => post(w.stylist, 'createStanding', standingBody()), 403);
    await expectRefused(w.server, () => post(w.customer, 'createStanding', standingBody()), 403);

    const created = await post(w.office, 'createStanding', standingBody());
    expect(created, JSON.stringify(created.body)).toMatchObject({ status: 200, body: { standingId, position: expect.any(String) } });
    const [event] = await streamOf(w.server, standingStream(standingId));
    expect(event).toMatchObject({
      type: 'StandingCreated',
      data: {
        standingId, appointmentId: standingId, customerId: w.customerId, employeeId: w.samId, startTime: '09:00', endTime: '10:30',
        event: { title: 'Biscuit every 4 weeks', startDate: first.iso, RecurringPattern: { separationCount: 4, startDate: first.iso } },
      },
    });
    await expectRefused(w.server, () => post(w.office, 'createStanding', standingBody()), 409, S.exists);
  });

  it('a stylist blocked for the customer cannot be given the standing', async () => {
    const pat = await newCustomer(w.office, 'pat.standing@example.com');
    ok('complaint', await w.office.post('/api/v4/complaints/create', { customerId: pat.customerId, employeeId: w.noraId, complaint: 'Late', isBlocking: true }));
    await w.server.settle();
    const requestId = await standingRequest(pat.userId, pat.petId);
    await expectRefused(w.server, () => post(w.office, 'createStanding', { ...standingBody(), appointmentId: requestId, employeeId: w.noraId }), 400, M.blockedStylist);
    ok('createStanding', await post(w.office, 'createStanding', { ...standingBody(), appointmentId: requestId }));
    await expectRefused(w.server, () => post(w.office, 'updateStanding', { appointmentId: requestId, employeeId: w.noraId, startTime: '9:00 AM', endTime: '10:00 AM' }), 400, M.blockedStylist);
  });

  it('updateStanding and updateStandingEvent change the stylist, the times and the recurrence', async () => {
    await expectRefused(w.server, () => post(w.office, 'updateStanding', { appointmentId: standingId, employeeId: w.samId, startTime: '', endTime: '11:00 AM' }), 400, S.startTimeRequired);
    const updated = await post(w.office, 'updateStanding', { appointmentId: standingId, employeeId: w.samId, startTime: '10:00 AM', endTime: '11:30 AM', resolveConfliction: false, statusId: 2 });
    expect(updated).toMatchObject({ status: 200, body: { standingId } });
    const recurrence = await post(w.office, 'updateStandingEvent', { appointmentId: standingId, event: { ...every4Weeks, title: 'Biscuit, 4-weekly' } });
    expect(recurrence).toMatchObject({ status: 200, body: { standingId } });
    expect((await streamOf(w.server, standingStream(standingId))).map((e) => e.type)).toEqual(['StandingCreated', 'StandingUpdated', 'StandingEventUpdated']);
    await expectRefused(w.server, () => post(w.office, 'updateStanding', { appointmentId: 999_999, employeeId: w.samId, startTime: '10:00 AM', endTime: '11:00 AM' }), 404, S.notFound);
  });

  it('createInstance makes the placeholder of an occurrence a real appointment, booked on the stylist\'s day, once', async () => {
    const date = futureDate(4);
    await expectRefused(w.server, () => post(w.office, 'createInstance', { appointmentId: standingId, appointmentDate: futureDate(1).spec }), 400, S.notAnOccurrence);
    await expectRefused(w.server, () => post(w.office, 'createInstance', { appointmentId: standingId }), 400, M.requiredFields);
    await expectRefused(w.server, () => post(w.stylist, 'createInstance', { appointmentId: standingId, appointmentDate: date.spec }), 403);

    const made = await post<{ newAppointmentId: number; status: string; conflicts: string[] }>(w.office, 'createInstance', { appointmentId: standingId, appointmentDate: date.spec });
    expect(made, JSON.stringify(made.body)).toMatchObject({ status: 200, body: { status: 'scheduled', conflicts: [] } });
    const appointmentId = made.body.newAppointmentId;
    expect(appointmentId).not.toBe(standingId);
    const [created] = await streamOf(w.server, appointmentStream(appointmentId));
    expect(created).toMatchObject({
      type: 'AppointmentCreated',
      data: { appointmentId, customerId: w.customerId, status: 'scheduled', employeeId: w.samId, appointmentDate: date.iso, startTime: '10:00', endTime: '11:30', isStanding: false, standingId },
    });
    expect((await streamOf(w.server, standingStream(standingId))).at(-1)).toMatchObject({ type: 'StandingInstanceCreated', data: { standingId, date: date.iso, appointmentId } });
    expect((await streamOf(w.server, stylistBookingsStream(w.samId, date.iso))).at(-1)).toMatchObject({ type: 'StylistTimeBooked', data: { appointmentId, start: 600, end: 690 } });
    await expectRefused(w.server, () => post(w.office, 'createInstance', { appointmentId: standingId, appointmentDate: date.spec }), 409, S.instanceExists);

    // An instance is a real appointment: it can be started.
    expect(await post(w.office, 'start', { appointmentId })).toMatchObject({ status: 200, body: { status: 'inProgress' } });
  });

  it('deleteStanding: no more instances', async () => {
    await expectRefused(w.server, () => w.stylist.delete(A('deleteStanding'), undefined, { query: { appointmentId: standingId } }), 403);
    expect(await w.office.delete(A('deleteStanding'), undefined, { query: { appointmentId: standingId } })).toMatchObject({ status: 200, body: { standingId } });
    await expectRefused(w.server, () => post(w.office, 'createInstance', { appointmentId: standingId, appointmentDate: futureDate(8).spec }), 404, S.notFound);
    await expectRefused(w.server, () => w.office.delete(A('deleteStanding'), undefined, { query: { appointmentId: standingId } }), 404, S.notFound);
  });
});
