import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BREEDS, type AppointmentVisit, type FindAppointmentResponse } from '@pawroute/domain';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';
import { book, newCustomer, noServerErrors, ok, spec, weekdayFrom, type Booked, type ErrorBody, type Person } from '../appointments/readsSupport';

/**
 * The groomer's van: the pet's 'Grooming and Cut' text reaches the stylist at the door (findById's
 * visit), and the assigned stylist may update it for the appointment's pets (pets/updateGrooming);
 * a stylist not assigned is refused, another customer's pet is not found, bad input is a 400 that
 * writes nothing.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let dana: Person;
let other: Person;
let mine: Booked;
let theirs: Booked;
const responses: TestResponse[] = [];
const DAY = weekdayFrom(50, 3);
const URL = '/api/v4/pets/updateGrooming';

const track = <T>(r: TestResponse<T>) => {
  responses.push(r);
  return r;
};
const visitOf = async (client: TestClient, appointmentId: number) =>
  ok('findById', track(await client.get<FindAppointmentResponse>('/api/v4/appointments/findById', { query: { appointmentId } }))).visit as AppointmentVisit;

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  stylist = await t.loginAs('stylist');
  const options = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'));
  const sam = options.stylists.find((s) => s.firstName === 'Sam')!.ID;
  const admin = await t.loginAs('admin');
  const robin = ok('user/create', await admin.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Robin', lastName: 'Reyes', emailAddress: `robin.van.${Date.now().toString(36)}@example.com`, UserTypeID: 4, isAccount: true,
  })).userId;
  ok('updateStylistDetails', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: robin, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true, isSmoker: false, hasGeneratorVehicle: false, stylistBreedRestrictions: [],
  }));
  dana = await newCustomer(office, 'Dana', 'Van');
  other = await newCustomer(office, 'Olive', 'Other');
  const shihTzu = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!;
  ok('pets/update', await office.post('/api/v4/pets/update', { ID: dana.petId, customerId: dana.customerId, petName: 'Danadog', animalTypeId: shihTzu.animalTypeId, breedId: shihTzu.id, grooming: 'Teddy bear face, 1/2 inch body' }));
  mine = await book(office, dana, { appointmentDate: spec(DAY), startTime: '9:00 AM', employeeId: sam });
  theirs = await book(office, dana, { appointmentDate: spec(DAY), startTime: '1:00 PM', employeeId: robin });
  await t.settle();
}, 180_000);

afterAll(async () => t?.close());
afterEach(() => noServerErrors(responses));

describe("the groomer's van: 'Grooming and Cut' for the stylist", () => {
  it('shows the office\'s grooming text at the door (findById visit)', async () => {
    const visit = await visitOf(stylist, mine.id);
    expect(visit.pets.find((p) => p.ID === dana.petId)?.grooming).toBe('Teddy bear face, 1/2 inch body');
  });

  it('lets the assigned stylist update it for the appointment\'s pet, and the door shows the new text', async () => {
    const answer = track(await stylist.post<{ petId: number; grooming: string } & ErrorBody>(URL, { appointmentId: mine.id, petId: dana.petId, grooming: '  Teddy bear face, 3/8 inch body  ' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ petId: dana.petId, grooming: 'Teddy bear face, 3/8 inch body' });
    const visit = await visitOf(stylist, mine.id);
    expect(visit.pets.find((p) => p.ID === dana.petId)?.grooming).toBe('Teddy bear face, 3/8 inch body');
  });

  it('refuses a customer, and another customer\'s pet is not found from this appointment; bad input writes nothing', async () => {
    const customer = await t.loginAs('customer');
    const refused = track(await customer.post<ErrorBody>(URL, { appointmentId: theirs.id, petId: dana.petId, grooming: 'Shaved' }));
    expect(refused.status).toBe(403);
    const foreign = track(await stylist.post<ErrorBody>(URL, { appointmentId: mine.id, petId: other.petId, grooming: 'Shaved' }));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Pet not found.');
    const tooLong = track(await stylist.post<ErrorBody & { fieldErrors?: Record<string, string> }>(URL, { appointmentId: mine.id, petId: dana.petId, grooming: 'x'.repeat(251) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors?.grooming).toBeTruthy();
    const visit = await visitOf(office, mine.id);
    expect(visit.pets.find((p) => p.ID === dana.petId)?.grooming).toBe('Teddy bear face, 3/8 inch body');
  });
});
