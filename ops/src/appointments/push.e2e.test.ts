import { publishLiveEvent } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveMessage, type LiveSocket, type TestClient, type TestServer } from '../testing';
import { act, book, demoCustomer, newCustomer, ok, spec, weekdayFrom, type Person } from './readsSupport';

/**
 * docs/APPOINTMENTS.md "Live" over real WebSockets: createdAppointment / updatedAppointment (data: the
 * row) reach ViewAllAppointments, the assigned stylist and the appointment's customer, nobody else; the
 * per-user event named by the user id reaches the stylist and the customer. "Did not receive" is shown
 * without timers: a marker sent after the other customer's events had been fanned out arrives first.
 */
let t: TestServer;
let office: TestClient;
let casey: Person;
let dana: Person;
let samId: number;
let watcherLive: LiveSocket;
let customerLive: LiveSocket;
let stylistLive: LiveSocket;

const DAY = weekdayFrom(63, 4); // a Thursday, clear of the demo seed's appointments

const event = (name: string, appointmentId: number) => (m: LiveMessage) =>
  m.type === 'event' && m.name === name && (m.data as { ID?: number } | null)?.ID === appointmentId;

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  const watcher = await t.loginAs('office'); // a second office browser
  const customer = await t.loginAs('customer');
  const stylist = await t.loginAs('stylist');
  casey = await demoCustomer(customer);
  dana = await newCustomer(office, 'Dana', 'Dunn');
  const options = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'));
  samId = options.stylists.find((s) => s.firstName === 'Sam')!.ID;
  [watcherLive, customerLive, stylistLive] = await Promise.all([watcher.live(), customer.live(), stylist.live()]);
  for (const live of [watcherLive, customerLive, stylistLive]) await live.next((m) => m.type === 'hello');
}, 180_000);

afterAll(async () => {
  for (const live of [watcherLive, customerLive, stylistLive]) live?.close();
  await t?.close();
});

describe('appointment pushes', () => {
  let danas: number;
  let caseys: number;

  it('a second office socket receives createdAppointment with the row', async () => {
    danas = (await book(office, dana, { appointmentDate: spec(DAY), startTime: '8:00 AM', employeeId: samId })).id;
    caseys = (await book(office, casey, { appointmentDate: spec(DAY), startTime: '10:00 AM', employeeId: samId })).id;
    const created = await watcherLive.next(event('createdAppointment', danas));
    expect(created.data).toMatchObject({ ID: danas, status: 'scheduled', employeeId: samId, customerUserId: dana.userId, Customer: { name: 'Dana Dunn' }, appointmentDate: spec(DAY), startTime: '8:00 AM' });
    await watcherLive.next(event('createdAppointment', caseys));
  });

  it('the assigned stylist receives both, and the per-user event named by their user id', async () => {
    await stylistLive.next(event('createdAppointment', danas));
    const own = await stylistLive.next(event(String(samId), caseys));
    expect(own.data).toMatchObject({ ID: caseys, employeeId: samId });
  });

  it("a customer receives their own appointment's events and never another customer's", async () => {
    await customerLive.next(event('createdAppointment', caseys));
    const perUser = await customerLive.next(event(String(casey.userId), caseys));
    expect(perUser.data).toMatchObject({ ID: caseys, customerUserId: casey.userId });

    await act(office, 'confirm', { appointmentId: caseys });
    await act(office, 'confirm', { appointmentId: danas });
    const updated = await customerLive.next(event('updatedAppointment', caseys));
    expect(updated.data).toMatchObject({ ID: caseys, status: 'confirmed' });
    // The office socket has had Dana's update: the hub fanned it out to every socket before this marker.
    await watcherLive.next(event('updatedAppointment', danas));
    await publishLiveEvent(t.services.db, 'marker', null, 'all');
    await customerLive.next((m) => m.type === 'event' && m.name === 'marker');

    const seen = JSON.stringify(customerLive.messages);
    const aboutDana = customerLive.messages.filter(
      (m) =>
        (m.type === 'event' && ((m.data as { ID?: number } | null)?.ID === danas || m.name === String(dana.userId))) ||
        (m.type === 'changed' && JSON.stringify(m.keys).includes(`"ownerUserId":${dana.userId}`)),
    );
    expect(aboutDana, seen).toEqual([]);
    // What it did get about appointments is addressed to it.
    const keys = customerLive.messages.filter((m) => m.type === 'changed').flatMap((m) => m.keys as { scope: string; ownerUserId?: number }[]);
    expect(keys).toContainEqual({ scope: 'appointments', ownerUserId: casey.userId });
    expect(keys.every((k) => k.ownerUserId === casey.userId)).toBe(true);
  });
});
