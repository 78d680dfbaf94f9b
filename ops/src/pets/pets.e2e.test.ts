import type { FindPetsByCustomerResponse, PetView, SavePetResult } from './types';
import { SEED_BREEDS, ANIMAL_TYPE_IDS } from '@pawroute/domain';
import { createCommandContext, readOutbox } from '@pawroute/platform';
import { movePetsToCustomer } from '@pawroute/command-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';
import { refused as refusedBy, type ErrorBody } from './testSupport';

/** The pets API through real HTTP on a real Postgres (part 1 §4, §5, §7, §8). */
let server: TestServer;
let office: TestClient;
let customer: TestClient;
let stylist: TestClient;
let ownCustomerId: number;
let otherCustomerId: number;
const responses: TestResponse[] = [];

const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const cat = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.cat)!;
const UPDATE = '/api/v4/pets/update';

const track = <T>(response: TestResponse<T>) => {
  responses.push(response);
  return response;
};
const refused = async (send: () => Promise<TestResponse>) => track(await refusedBy(server, send));
const save = (client: TestClient, body: Record<string, unknown>, headers?: Record<string, string>) =>
  client.post<SavePetResult & ErrorBody>(UPDATE, body, { headers }).then(track);
const petsOf = async (client: TestClient, customerId: number) =>
  track(await client.get<FindPetsByCustomerResponse & ErrorBody>('/api/v4/pets/findByCustomer', { query: { customerId } }));
const newPet = (extra: Record<string, unknown> = {}) => ({
  customerId: otherCustomerId,
  petName: 'Biscuit',
  animalTypeId: ANIMAL_TYPE_IDS.dog,
  breedId: dog.id,
  ...extra,
});
/** What the web form sends back: the pet minus read-only and null fields. */
const wholeState = (pet: PetView, patch: Record<string, unknown> = {}) => {
  const { pictures: _p, sympathyEmailSent: _s, commentGroupId: _c, userId: _u, ...rest } = pet;
  return Object.fromEntries(Object.entries({ ...rest, ...patch }).filter(([, v]) => v !== null && v !== undefined));
};
const usDate = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  stylist = await server.loginAs('stylist');
  customer = server.client();
  const login = await customer.login('customer@pawroute.test', 'pawroute-demo');
  ownCustomerId = (login.body.user as unknown as { customerId: number }).customerId;
  const created = await office.post<{ customerId: number }>('/api/v4/user/create', {
    firstName: 'Olive',
    lastName: 'Petowner',
    emailAddress: 'olive.petowner@example.com',
  });
  otherCustomerId = created.body.customerId;
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('POST /api/v4/pets/update', () => {
  it('creates a pet when there is no ID, answers the merged fields, and findByCustomer lists it', async () => {
    const created = await save(office, newPet({ weight: 22, sex: 'Female', habits: 'Loves treats', isServicePet: true }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ID: expect.any(Number),
      customerId: otherCustomerId,
      petName: 'Biscuit',
      breedId: dog.id,
      sex: 'Female',
      weight: 22,
      habits: 'Loves treats',
      isServicePet: true,
      isDeceased: false,
      isOverridingGroomingFee: false,
      overrideGroomingFeePrice: null,
      pictures: [],
      becameDeceased: false,
      position: expect.any(String),
    });
    const list = await petsOf(office, otherCustomerId);
    expect(list.status).toBe(200);
    expect(list.body.pets.map((p) => p.petName)).toEqual(['Biscuit']);
    expect(list.body.pets[0]).toMatchObject({ weight: 22, sex: 'Female', userId: expect.any(Number) });
  });

  it('a new pet defaults to sex unknown', async () => {
    const created = await save(office, newPet({ petName: 'Mystery' }));
    expect(created.body.sex).toBe('unknown');
  });

  it.each([
    ['a new pet without a name', () => newPet({ petName: '' }), 'A pet name is required to add a new pet.'],
    ['a new pet without a breed', () => newPet({ breedId: undefined }), 'A breed is required to add a new pet.'],
    ['a weight of -1', () => newPet({ weight: -1 }), 'Weight must be a whole number of 0 or more.'],
    ['a weight of 2.5', () => newPet({ weight: 2.5 }), 'Weight must be a whole number of 0 or more.'],
    ['an age of -2', () => newPet({ age: -2 }), 'Age must be a whole number of 0 or more.'],
    ['a birthday year above 9999', () => newPet({ birthday: '01-01-10000' }), 'Year must be less than 9999'],
    ['a birthday in the future', () => newPet({ birthday: usDate(new Date(Date.now() + 3 * 86_400_000)) }), 'The birthday cannot be in the future.'],
    ['a last groom date in the future', () => newPet({ lastGroomDate: usDate(new Date(Date.now() + 3 * 86_400_000)) }), 'The last groom date cannot be in the future.'],
    ['a cat breed on a dog', () => newPet({ breedId: cat.id }), 'A breed is required.'],
    ['an unknown breed', () => newPet({ breedId: 999_999 }), 'Please choose a breed from the list.'],
    ['the override toggle without a fee', () => newPet({ isOverridingGroomingFee: true }), 'A grooming fee is required when overriding the grooming fee.'],
    ['an unknown customer', () => newPet({ customerId: 999_999 }), 'Customer not found.'],
    ['a grooming frequency of 0 weeks', () => newPet({ groomingFrequencyWeeks: 0 }), 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).'],
    ['a grooming frequency of 53 weeks', () => newPet({ groomingFrequencyWeeks: '53' }), 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).'],
  ])('refuses %s with the message and writes nothing', async (_name, body, message) => {
    const response = await refused(() => save(office, body()));
    expect([400, 404]).toContain(response.status);
    expect(response.body.message).toBe(message);
  });

  it('an edited pet needs a name and a breed, in the words for editing', async () => {
    const pet = (await save(office, newPet({ petName: 'Pepper' }))).body;
    const noName = await refused(() => save(office, wholeState(pet, { petName: '' })));
    expect([noName.status, noName.body.message]).toEqual([400, 'A name is required']);
    const noBreed = await refused(() => save(office, { ...wholeState(pet), breedId: undefined }));
    expect([noBreed.status, noBreed.body.message]).toEqual([400, 'A breed is required.']);
  });

  it('the birthday recalculates the age; the override fee counts only with the toggle', async () => {
    const born = new Date();
    born.setFullYear(born.getFullYear() - 5);
    born.setDate(born.getDate() - 2);
    const pet = (await save(office, newPet({ petName: 'Clover', birthday: usDate(born), age: 1, overrideGroomingFeePrice: 4500 }))).body;
    expect(pet.age).toBe(5);
    expect(pet.birthday).toBe(usDate(born));
    expect(pet.overrideGroomingFeePrice).toBeNull();
    const overridden = await save(office, wholeState(pet, { isOverridingGroomingFee: true, overrideGroomingFeePrice: 4500 }));
    expect(overridden.body).toMatchObject({ isOverridingGroomingFee: true, overrideGroomingFeePrice: 4500 });
    const off = await save(office, wholeState(overridden.body, { isOverridingGroomingFee: false }));
    expect(off.body).toMatchObject({ isOverridingGroomingFee: false, overrideGroomingFeePrice: null });
  });

  it('the grooming frequency (weeks between grooms, for the rebook reminder) is saved, answered and cleared', async () => {
    const pet = (await save(office, newPet({ petName: 'Juniper', groomingFrequencyWeeks: '6' }))).body;
    expect(pet.groomingFrequencyWeeks).toBe(6);
    expect((await petsOf(office, otherCustomerId)).body.pets.find((p) => p.ID === pet.ID)?.groomingFrequencyWeeks).toBe(6);
    const cleared = await save(office, wholeState(pet, { groomingFrequencyWeeks: null }));
    expect(cleared.body.groomingFrequencyWeeks).toBeNull();
  });

  it('adding a pet twice with one Idempotency-Key adds one pet', async () => {
    const key = { 'Idempotency-Key': `add-twice-${Date.now()}` };
    const first = await save(office, newPet({ petName: 'Twice' }), key);
    const second = await save(office, newPet({ petName: 'Twice' }), key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.ID).toBe(first.body.ID);
    const list = await petsOf(office, otherCustomerId);
    expect(list.body.pets.filter((p) => p.petName === 'Twice')).toHaveLength(1);
  });

  it('saving the same state again writes no event', async () => {
    const pet = (await save(office, newPet({ petName: 'Same' }))).body;
    const again = await refused(() => save(office, wholeState(pet)));
    expect(again.status).toBe(200);
  });
});

describe('a customer and their pets', () => {
  let ownPet: PetView;
  let otherPet: PetView;
  beforeAll(async () => {
    const own = await petsOf(customer, ownCustomerId);
    expect(own.status).toBe(200);
    ownPet = own.body.pets[0]!;
    otherPet = (await save(office, newPet({ petName: 'NotYours' }))).body;
  });

  it('sees only their own pets', async () => {
    expect(ownPet).toBeDefined();
    const other = await refused(() => petsOf(customer, otherCustomerId));
    expect(other.status).toBe(403);
  });

  it('may change the habits of their own pet through pets/update', async () => {
    const saved = await save(customer, wholeState(ownPet, { habits: 'Sleeps in the van' }));
    expect(saved.status).toBe(200);
    expect(saved.body.habits).toBe('Sleeps in the van');
    ownPet = saved.body;
  });

  it('may not change anything else of their own pet (403) and writes nothing', async () => {
    const renamed = await refused(() => save(customer, wholeState(ownPet, { petName: 'Renamed' })));
    expect([renamed.status, renamed.body.message]).toEqual([403, 'You may only change the habits of your pets.']);
    const heavier = await refused(() => save(customer, wholeState(ownPet, { weight: 99 })));
    expect(heavier.status).toBe(403);
  });

  it("cannot touch another customer's pet (404) nor add, delete or move pets (403)", async () => {
    const other = await refused(() => save(customer, wholeState(otherPet, { habits: 'mine now' })));
    expect(other.status).toBe(404);
    const notes = await refused(() => customer.post('/api/v4/profile/updatePetNotes', { petId: otherPet.ID, habits: 'x' }).then(track));
    expect(notes.status).toBe(404);
    const add = await refused(() => save(customer, newPet({ customerId: ownCustomerId })));
    expect(add.status).toBe(403);
    const del = await refused(() => customer.delete('/api/v4/pets/delete', undefined, { query: { petId: ownPet.ID } }).then(track));
    expect(del.status).toBe(403);
    const move = await refused(() =>
      customer.post('/api/v4/pets/updateOwner', { petID: ownPet.ID, customerID: otherCustomerId }).then(track),
    );
    expect(move.status).toBe(403);
  });

  it('saves pet notes (habits) of their own pet', async () => {
    const notes = track(await customer.post<{ habits: string }>('/api/v4/profile/updatePetNotes', { petId: ownPet.ID, habits: 'Afraid of dryers' }));
    expect(notes.status).toBe(200);
    expect(notes.body.habits).toBe('Afraid of dryers');
    const list = await petsOf(customer, ownCustomerId);
    expect(list.body.pets.find((p) => p.ID === ownPet.ID)?.habits).toBe('Afraid of dryers');
  });

  it('staff without EditPets cannot save notes; signed out is 401', async () => {
    const { rows } = await server.database.database.query(`SELECT 1`);
    expect(rows).toHaveLength(1);
    const anonymous = server.client();
    const response = await refused(() => anonymous.post(UPDATE, newPet()).then(track));
    expect(response.status).toBe(401);
  });
});

describe('deceased pets and the sympathy email', () => {
  it('marking deceased says so; the email goes to the outbox exactly once, even when retried', async () => {
    const pet = (await save(office, newPet({ petName: 'Shadow' }))).body;
    const living = await refused(() => office.post('/api/v4/pets/sendSympathyEmail', { petId: pet.ID }).then(track));
    expect([living.status, living.body.message]).toEqual([400, 'A sympathy email is sent only for a pet marked deceased.']);

    const marked = await save(office, wholeState(pet, { isDeceased: true }));
    expect(marked.body).toMatchObject({ isDeceased: true, becameDeceased: true });

    const noId = await refused(() => office.post('/api/v4/pets/sendSympathyEmail', {}).then(track));
    expect([noId.status, noId.body.message]).toEqual([400, 'No ID for the pet was found. Please refresh your browser and try again.']);

    const key = { 'Idempotency-Key': `sympathy-${pet.ID}` };
    const first = track(await office.post<{ sent: boolean }>('/api/v4/pets/sendSympathyEmail', { petId: pet.ID }, { headers: key }));
    const retried = track(await office.post<{ sent: boolean }>('/api/v4/pets/sendSympathyEmail', { petId: pet.ID }, { headers: key }));
    const clickedAgain = track(await office.post<{ sent: boolean }>('/api/v4/pets/sendSympathyEmail', { petId: pet.ID }));
    expect([first.status, retried.status, clickedAgain.status]).toEqual([200, 200, 200]);
    // The retry (same key) answers the first answer; a new click (no key) finds it already sent.
    expect([first.body.sent, retried.body.sent, clickedAgain.body.sent]).toEqual([true, true, false]);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');

    const { rows } = await server.database.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'SympathyEmailRequested' AND stream = $1`,
      [`Pet-${pet.ID}`],
    );
    expect(rows[0]!.n).toBe(1);
    const admin = await server.loginAs('admin');
    const outbox = track(await admin.get<{ messages: { to: string; subject: string; text: string; dedupeKey: string }[] }>('/api/v4/dev/outbox'));
    const mine = outbox.body.messages.filter((m) => m.dedupeKey === `SympathyEmail-Pet-${pet.ID}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: 'olive.petowner@example.com', subject: 'Thinking of you and Shadow' });
    expect(mine[0]!.text).toContain('Dear Olive,');
    expect((await readOutbox(server.services.db, server.services.config)).filter((m) => m.dedupeKey === `SympathyEmail-Pet-${pet.ID}`)).toHaveLength(1);

    const list = await petsOf(office, otherCustomerId);
    expect(list.body.pets.find((p) => p.ID === pet.ID)).toMatchObject({ isDeceased: true, sympathyEmailSent: true });
  });

  it('the outbox is for administrators only (it holds password links)', async () => {
    const response = track(await customer.get<ErrorBody>('/api/v4/dev/outbox'));
    expect(response.status).toBe(403);
    expect(track(await office.get<ErrorBody>('/api/v4/dev/outbox')).status).toBe(403);
  });
});

describe('POST /api/v4/pets/updateOwner', () => {
  it('needs a pet', async () => {
    const response = await refused(() => office.post('/api/v4/pets/updateOwner', { customerID: ownCustomerId }).then(track));
    expect([response.status, response.body.message]).toEqual([400, "A pet is required to change the pet's owner"]);
  });

  it('moves a pet to an existing customer, and to a new one created on the way', async () => {
    const pet = (await save(office, newPet({ petName: 'Wanderer' }))).body;
    const moved = track(await office.post<{ customerID: number }>('/api/v4/pets/updateOwner', { petID: pet.ID, customerID: ownCustomerId }));
    expect(moved.status).toBe(200);
    expect(moved.body.customerID).toBe(ownCustomerId);
    expect((await petsOf(office, ownCustomerId)).body.pets.map((p) => p.ID)).toContain(pet.ID);
    expect((await petsOf(office, otherCustomerId)).body.pets.map((p) => p.ID)).not.toContain(pet.ID);

    const toNew = track(
      await office.post<{ customerID: number }>('/api/v4/pets/updateOwner', {
        petID: pet.ID,
        newCustomer: {
          Name: { firstName: 'Nora', lastName: 'Newowner' },
          emailAddress: 'nora.newowner@example.com',
          phoneNumber: '(214) 555-0111',
          Address: { address: '5 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201' },
          isAccount: false,
        },
      }),
    );
    expect(toNew.status).toBe(200);
    expect(toNew.body.customerID).not.toBe(ownCustomerId);
    expect((await petsOf(office, toNew.body.customerID)).body.pets.map((p) => p.petName)).toEqual(['Wanderer']);
  });

  it('refuses an unknown pet or customer, and a taken email, without creating anyone', async () => {
    const pet = (await save(office, newPet({ petName: 'Stayer' }))).body;
    const unknownPet = await refused(() => office.post('/api/v4/pets/updateOwner', { petID: 999_999, customerID: ownCustomerId }).then(track));
    expect(unknownPet.status).toBe(404);
    const unknownCustomer = await refused(() => office.post('/api/v4/pets/updateOwner', { petID: pet.ID, customerID: 999_999 }).then(track));
    expect(unknownCustomer.status).toBe(404);
    const taken = track(
      await office.post<ErrorBody>('/api/v4/pets/updateOwner', {
        petID: pet.ID,
        newCustomer: { Name: { firstName: 'Dup', lastName: 'Licate' }, emailAddress: 'olive.petowner@example.com' },
      }),
    );
    expect([taken.status, taken.body.message]).toEqual([409, 'Email already in use by another account.']);
  });
});

describe('DELETE /api/v4/pets/delete and movePetsToCustomer', () => {
  it('deletes a pet (EditPets); it leaves the list', async () => {
    const pet = (await save(office, newPet({ petName: 'Gone' }))).body;
    const deleted = track(await office.delete<{ petId: number }>('/api/v4/pets/delete', undefined, { query: { petId: pet.ID } }));
    expect(deleted.status).toBe(200);
    expect((await petsOf(office, otherCustomerId)).body.pets.map((p) => p.ID)).not.toContain(pet.ID);
    const again = await refused(() => office.delete('/api/v4/pets/delete', undefined, { query: { petId: pet.ID } }).then(track));
    expect(again.status).toBe(404);
    const noId = await refused(() => office.delete('/api/v4/pets/delete').then(track));
    expect([noId.status, noId.body.message]).toEqual([400, 'A pet ID is required.']);
  });

  it('stylists have EditPets: they save pets too', async () => {
    const saved = await save(stylist, newPet({ petName: 'Groomed' }));
    expect(saved.status).toBe(200);
  });

  it('moves every pet of one customer to another (profile merge)', async () => {
    const from = track(await office.post<{ customerId: number }>('/api/v4/user/create', { firstName: 'Merge', lastName: 'From', emailAddress: 'merge.from@example.com' }));
    const to = track(await office.post<{ customerId: number }>('/api/v4/user/create', { firstName: 'Merge', lastName: 'To', emailAddress: 'merge.to@example.com' }));
    await save(office, newPet({ customerId: from.body.customerId, petName: 'One' }));
    await save(office, newPet({ customerId: from.body.customerId, petName: 'Two' }));
    await server.settle();
    const ctx = createCommandContext({ services: server.services, actor: null, commandName: 'MergeProfiles', correlationId: 'merge-test' });
    const moved = await movePetsToCustomer(ctx, from.body.customerId, to.body.customerId);
    expect(moved.movedPetIds).toHaveLength(2);
    await server.settle();
    expect((await petsOf(office, to.body.customerId)).body.pets.map((p) => p.petName)).toEqual(['One', 'Two']);
    expect((await petsOf(office, from.body.customerId)).body.pets).toEqual([]);
    expect((await movePetsToCustomer(ctx, from.body.customerId, to.body.customerId)).movedPetIds).toEqual([]);
  });
});
