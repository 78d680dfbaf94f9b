import { ANIMAL_TYPE_IDS, SEED_BREEDS, type DomainEvent } from '@pawroute/domain';
import { expect } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * What the appointment command tests share: a server with the demo logins, a second stylist, and ways to
 * make customers and estimates to book. Results are checked through the command answers and the event
 * store, not through the read models (another feature's).
 */
export type ErrorBody = { statusCode: number; message: string; fieldErrors?: Record<string, string> };
export type Answer<T = Record<string, unknown>> = TestResponse<T & ErrorBody>;

export interface CommandsWorld {
  server: TestServer;
  admin: TestClient;
  office: TestClient;
  stylist: TestClient;
  customer: TestClient;
  /** The demo stylist Sam (Mon–Fri 8:00–17:00, 90 minutes a pet, 6 pets a day). */
  samId: number;
  /** A second stylist, Nora (Mon–Fri 9:00–16:00, 60 minutes a pet), signed in as `nora`. */
  noraId: number;
  nora: TestClient;
  /** The demo customer (Casey Carter) and their dog Biscuit. */
  customerUserId: number;
  customerId: number;
  biscuitId: number;
}

const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };
const NORA_PASSWORD = 'nora-the-stylist-1';

export function ok<T>(what: string, response: TestResponse<T>): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function startCommandsWorld(): Promise<CommandsWorld> {
  const server = await startTestServer();
  const [admin, office, stylist, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  const options = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions'));
  const samId = options.stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  const pets = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } }));

  const created = ok('nora', await admin.post<{ employeeId: number; userId: number }>('/api/v4/user/create', {
    firstName: 'Nora', lastName: 'Newcut', emailAddress: 'nora.appointments@example.com', UserTypeID: 4, isAccount: false,
  }));
  const noraId = created.employeeId;
  ok('nora details', await admin.post('/api/v4/user/updateEmployeeDetails', {
    employeeId: noraId, firstName: 'Nora', lastName: 'Newcut', dateHired: '2024-01-02', dateTerminated: null, workDayStartTime: '09:00', workDayEndTime: '16:00',
    worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
    emergencyContactName: null, emergencyContactPhone: null,
  }));
  ok('nora stylist', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: noraId, petsPerDay: 5, minutesPerPet: 60, maxPetWeight: 150, commissionRate: 45, servicesCats: true, isSmoker: false,
    hasGeneratorVehicle: false, stylistBreedRestrictions: [],
  }));
  const nora = await loginWithNewPassword(server, admin, noraId, 'nora.appointments@example.com', NORA_PASSWORD);
  return { server, admin, office, stylist, customer, samId, noraId, nora, customerUserId: session.ID, customerId: session.customerId, biscuitId: pets.pets[0]!.ID };
}

/** Signs in a user made by user/create: createLoginAccount mails a link whose token sets the password. */
export async function loginWithNewPassword(server: TestServer, admin: TestClient, userId: number, emailAddress: string, password: string): Promise<TestClient> {
  ok('createLoginAccount', await admin.post('/api/v4/user/createLoginAccount', { userId, loginEmail: emailAddress }));
  const outbox = ok('outbox', await admin.get<{ messages: { to: string; text: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  const mail = outbox.messages.find((m) => m.to === emailAddress);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no password link for ${emailAddress}`);
  const client = server.client();
  ok('set password', await client.post('/api/v4/entrance/update-password-and-login', { token, emailAddress, password }));
  return client;
}

/** A new customer with one dog, as the office makes them. */
export async function newCustomer(office: TestClient, email: string, phoneNumber = '214-555-0150'): Promise<{ userId: number; customerId: number; petId: number }> {
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Pat', lastName: email.split('@')[0], emailAddress: email, phoneNumber, AddressInfo: ADDRESS, isAccount: false,
  }));
  const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
  const pet = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: user.customerId, petName: 'Rex', animalTypeId: dog.animalTypeId, breedId: dog.id }));
  return { ...user, petId: pet.ID };
}

/** A new estimate for the customer's pet; each appointment needs its own. */
export async function newEstimate(office: TestClient, userId: number, petId: number): Promise<number> {
  const saved = ok('estimate/save', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: userId },
  }));
  return saved.data.estimateId;
}

/** The n-th Monday (0 = the first) at least two weeks from today, as 'MM-DD-YYYY' and ISO; `plusDays` moves along the week. */
export function futureDate(n: number, plusDays = 0): { spec: string; iso: string } {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + n * 7 + plusDays);
  const iso = d.toISOString().slice(0, 10);
  return { iso, spec: `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}` };
}

export async function streamOf(server: TestServer, stream: string): Promise<DomainEvent[]> {
  return (await server.services.store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }));
}

/** How many events the store holds, once the side effects reactor's writes (a confirmation's record) are in. */
export async function eventCount(server: TestServer): Promise<number> {
  await server.reactionsSettled();
  const { rows } = await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}

/** A refused request: its status and message, and no event written. */
export async function expectRefused(server: TestServer, send: () => Promise<TestResponse<unknown>>, status: number, message?: string): Promise<void> {
  const before = await eventCount(server);
  const answer = (await send()) as TestResponse<ErrorBody>;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (message !== undefined) expect(answer.body.message).toBe(message);
  expect(await eventCount(server)).toBe(before);
}
