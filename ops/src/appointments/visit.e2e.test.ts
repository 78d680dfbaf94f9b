import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BREEDS, type AppointmentVisit, type FindAppointmentResponse } from '@pawroute/domain';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';
import { book, demoCustomer, noServerErrors, ok, spec, weekdayFrom, type Booked, type Person } from './readsSupport';

/**
 * "The stylist's appointment": appointments/findById also answers, to staff, what the groomer
 * needs at the door (`visit`): the customer's phone and notes, the chosen address with its notes, and
 * each pet with breed, package, weight, habits, notes and last groom. The assigned stylist reads it; a
 * stylist assigned elsewhere is refused; the customer gets the appointment without it.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let dana: Person;
let mine: Booked;
let theirs: Booked;
let customer: TestClient;
let casey: Person;
let caseys: Booked;
const responses: TestResponse[] = [];
const DAY = weekdayFrom(60, 4); // a Thursday
const ADDRESS = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  stylist = await t.loginAs('stylist');
  customer = await t.loginAs('customer');
  const options = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'));
  const sam = options.stylists.find((s) => s.firstName === 'Sam')!.ID;
  const admin = await t.loginAs('admin');
  const other = ok('user/create', await admin.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Robin', lastName: 'Reyes', emailAddress: `robin.${Date.now().toString(36)}@example.com`, UserTypeID: 4, isAccount: true,
  })).userId;
  ok('updateStylistDetails', await admin.post('/api/v4/user/updateStylistDetails', {
    employeeId: other, petsPerDay: 5, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true, isSmoker: false, hasGeneratorVehicle: false, stylistBreedRestrictions: [],
  }));
  // Dana's dog, with the habits and notes a groomer reads at the door.
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Dana', lastName: 'Door', emailAddress: `dana.door.${Date.now().toString(36)}@example.com`, AddressInfo: ADDRESS, isAccount: false,
  }));
  const shihTzu = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu')!;
  const pet = ok('pets/update', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Pepper', animalTypeId: shihTzu.animalTypeId, breedId: shihTzu.id, weight: 42,
    habits: 'Nervous with dryers', notes: 'Bites when the nails are cut', lastGroomDate: '06-14-2026',
  }));
  dana = { ...user, petId: pet.ID };
  ok('updateCustomerDetails', await office.post('/api/v4/user/updateCustomerDetails', {
    customerId: dana.customerId, User: { firstName: 'Dana', lastName: 'Door', notes: 'Gate code 4321' },
  }));
  ok('phoneNumbers/create', await office.post('/api/v4/phoneNumbers/create', { userId: dana.userId, phoneNumber: '(214) 555-0177', isPrimary: true }));
  const addresses = ok('addresses', await office.get<{ addresses: { ID: number }[] }>('/api/v4/addresses/findByUser', { query: { userId: dana.userId } }));
  ok('addresses/update', await office.post('/api/v4/addresses/update', { addressId: addresses.addresses[0]!.ID, notes: 'Park on the street, not the driveway' }));
  mine = await book(office, dana, { appointmentDate: spec(DAY), startTime: '9:00 AM', employeeId: sam });
  theirs = await book(office, dana, { appointmentDate: spec(DAY), startTime: '1:00 PM', employeeId: other });
  casey = await demoCustomer(customer);
  caseys = await book(office, casey, { appointmentDate: spec(DAY), startTime: '3:00 PM', employeeId: sam });
  await t.settle();
}, 180_000);

afterAll(async () => t?.close());
afterEach(() => noServerErrors(responses));

async function find(client: TestClient, appointmentId: number): Promise<TestResponse<FindAppointmentResponse>> {
  const response = await client.get<FindAppointmentResponse>('/api/v4/appointments/findById', { query: { appointmentId } });
  responses.push(response);
  return response;
}

describe('appointments/findById: the visit', () => {
  it("gives the assigned stylist the pets' habits and notes, the customer's and the address's notes and the phone", async () => {
    const answer = ok('findById', await find(stylist, mine.id));
    expect(answer.appointment).toMatchObject({ ID: mine.id, appointmentDate: spec(DAY), startTime: '9:00 AM' });
    const visit = answer.visit as AppointmentVisit;
    expect(visit).toMatchObject({
      phoneNumber: '(214) 555-0177',
      customerNotes: 'Gate code 4321',
      address: { line: expect.stringContaining('4512 Mockingbird Ln'), notes: 'Park on the street, not the driveway', needsGenerator: false },
    });
    expect(visit.pets).toEqual([
      {
        ID: dana.petId,
        petName: 'Pepper',
        breed: 'Shih Tzu',
        estimatePackage: 'b&b',
        addons: [],
        otherDescription: '',
        weight: 42,
        // The pet's Grooming and Cut (none entered here), first on the card at the door.
        grooming: null,
        groomingFrequencyWeeks: null,
        habits: 'Nervous with dryers',
        notes: 'Bites when the nails are cut',
        lastGroomDate: '06-14-2026',
        isServicePet: false,
        hasPicture: false,
      },
    ]);
  });

  it('follows the customer record: a changed habit shows at once', async () => {
    ok('updatePetNotes', await office.post('/api/v4/profile/updatePetNotes', { petId: dana.petId, habits: 'Calm now, still hates dryers' }));
    await t.settle();
    expect(ok('findById', await find(office, mine.id)).visit?.pets[0]?.habits).toBe('Calm now, still hates dryers');
  });

  it("refuses a stylist another stylist's appointment; the customer's own read carries no visit", async () => {
    expect((await find(stylist, theirs.id)).status).toBe(403);
    // A customer reads their own appointment without the staff's notes; another's is a 404, as for a missing one.
    const own = ok('own', await find(customer, caseys.id));
    expect(own.appointment.ID).toBe(caseys.id);
    expect(own.visit).toBeUndefined();
    expect((await find(customer, mine.id)).status).toBe(404);
    // The stylist's view of the same appointment has it.
    expect(ok('stylist', await find(stylist, caseys.id)).visit?.pets.map((p) => p.petName)).toEqual(['Biscuit']);
  });
});
