import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SEED_BREEDS } from '@pawroute/domain';
import type { TestClient, TestResponse } from '../testing/httpClient';
import type { TestServer } from '../testing/testServer';

/** Helpers of the appointment read tests: people, estimates and bookings made through the real routes. */
export type ErrorBody = { statusCode: number; message: string };

export interface Person {
  userId: number;
  customerId: number;
  petId: number;
}

const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };

export function ok<Body>(what: string, response: TestResponse<Body>): Body {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A customer with one dog, made by `staff`. */
export async function newCustomer(staff: TestClient, firstName: string, lastName: string, breed = 'Shih Tzu'): Promise<Person> {
  const dog = SEED_BREEDS.find((b) => b.breed === breed)!;
  const user = ok('user/create', await staff.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName, lastName, emailAddress: `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@example.com`.toLowerCase(), AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pets/update', await staff.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: `${firstName}dog`, animalTypeId: dog.animalTypeId, breedId: dog.id }));
  return { userId: user.userId, customerId: user.customerId, petId: pet.ID };
}

/** The demo customer (Casey Carter) and their dog Biscuit. */
export async function demoCustomer(customer: TestClient): Promise<Person> {
  const me = ok('check-session-user', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  // Polls for the condition (the seed's pets projected), never a fixed wait: once seen failing on a loaded CI machine.
  let biscuit: { ID: number } | undefined;
  for (const deadline = Date.now() + 15_000; biscuit === undefined; await new Promise((r) => setTimeout(r, 100))) {
    const pets = ok('pets/findByCustomer', await customer.get<{ pets: { ID: number; petName: string }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: me.customerId } }));
    biscuit = pets.pets.find((p) => p.petName === 'Biscuit');
    if (biscuit === undefined && Date.now() > deadline) throw new Error(`The demo customer's Biscuit never appeared: ${JSON.stringify(pets)}`);
  }
  return { userId: me.ID, customerId: me.customerId, petId: biscuit!.ID };
}

/** A new estimate for the person's dog (an appointment is made from one estimate). */
export async function newEstimate(staff: TestClient, person: Person): Promise<number> {
  const saved = ok('estimate/save', await staff.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: person.petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: person.userId },
  }));
  return saved.data.estimateId;
}

export interface Booked {
  id: number;
  estimateId: number;
  status: string;
  conflicts: string[];
}

/** POST appointments/create from a new estimate of `person`. */
export async function book(staff: TestClient, person: Person, body: Record<string, unknown>): Promise<Booked> {
  const estimateId = await newEstimate(staff, person);
  const created = ok('appointments/create', await staff.post<{ newAppointmentId: number; status: string; conflicts: string[] }>('/api/v4/appointments/create', { estimateId, ...body }));
  return { id: created.newAppointmentId, estimateId, status: created.status, conflicts: created.conflicts };
}

export async function act(staff: TestClient, action: string, body: Record<string, unknown>): Promise<void> {
  ok(`appointments/${action}`, await staff.post(`/api/v4/appointments/${action}`, body));
}

/** 'YYYY-MM-DD' in the business time zone (America/Chicago), `days` from today. */
export function localDatePlus(days: number, timeZone = 'America/Chicago'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first date on weekday `weekday` (0 Sunday) at least `days` from today. */
export function weekdayFrom(days: number, weekday: number): string {
  let date = localDatePlus(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = localDatePlus((days += 1));
  return date;
}

export const spec = (iso: string): string => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** Appends events to a stream directly (what the write side would have written), and waits for the projections. */
export async function appendDirect(t: TestServer, stream: string, events: { type: string; data: unknown }[]): Promise<void> {
  const appended = await t.services.store.appendToStream(
    stream,
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actorUserId: null, correlationId: randomUUID(), causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
    })),
    { expected: 'any' },
  );
  await t.settle(appended.position);
}

/** No read answered a 5xx. */
export function noServerErrors(responses: readonly TestResponse[]): void {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
}
