import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * "the API speaks the spec's words": each body here uses only the spec's field names and
 * formats (docs/API.md "The spec's words beside ours"), and each answer carries the spec's names.
 * Before, each of these was refused or answered our names only.
 */
let s: TestServer;
let office: TestClient;
let admin: TestClient;
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;

beforeAll(async () => {
  s = await startTestServer();
  [office, admin] = await Promise.all([s.loginAs('office'), s.loginAs('admin')]);
}, 180_000);
afterAll(async () => s?.close());

describe("the spec's field names and formats", () => {
  it("entrance/signup takes the Sign-up's pets[].petName", async () => {
    const made = ok('signup', await s.client().post<{ customerId: number }>('/api/v4/entrance/signup', {
      firstName: 'Spec', lastName: 'Signup', emailAddress: 'spec.signup@example.com', Password: 'a-good-long-password', acceptedPolicies: true,
      address: '1 Spec St', city: 'Dallas', state: 'TX', zipcode: '75201', homePhone: '214-555-0101', pets: [{ petName: 'Rex', breedId: dog.id }],
    }));
    await s.settle();
    const pets = ok('pets', await office.get<{ pets: { petName: string }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: made.customerId } }));
    expect(pets.pets.map((p) => p.petName)).toEqual(['Rex']);
  });

  it("transactions/create takes the Transaction's userId (the customer's user)", async () => {
    const pat = await newCustomer(office, 'spec.transaction@example.com');
    const reasonId = ok('options', await office.get<{ transactionsReasons: { ID: number }[] }>('/api/v4/getOptions')).transactionsReasons[0]!.ID;
    const made = ok('create', await office.post<{ transactionId: number }>('/api/v4/transactions/create', { userId: pat.userId, reasonId, cashAmount: 1500 }));
    const created = (await streamOf(s, `Transaction-${made.transactionId}`))[0]!;
    expect(created).toMatchObject({ type: 'TransactionCreated', data: expect.objectContaining({ customerId: pat.customerId }) });
    // The balance answers the spec's `balance` beside ours.
    await s.settle();
    const balance = ok('balance', await office.get<{ balance: number; balanceCents: number }>('/api/v4/user/getBalance', { query: { userId: pat.userId } }));
    expect(balance.balance).toBe(balance.balanceCents);
    expect(balance.balance).toBe(-1500);
  });

  it('user/updateEmployeeDetails takes MM-DD-YYYY and h:mm AM/PM; a blank petsPerDay / minutesPerPet takes 5 and 90', async () => {
    const made = ok('user/create', await admin.post<{ employeeId: number }>('/api/v4/user/create', {
      firstName: 'Spec', lastName: 'Stylist', emailAddress: 'spec.stylist@example.com', UserTypeID: 4, isAccount: false,
    }));
    const employeeId = made.employeeId;
    ok('employee', await admin.post('/api/v4/user/updateEmployeeDetails', {
      employeeId, firstName: 'Spec', lastName: 'Stylist', dateHired: '03-15-2024', dateTerminated: '', workDayStartTime: '8:30 AM', workDayEndTime: '4:45 PM', worksMonday: true,
    }));
    ok('stylist', await admin.post('/api/v4/user/updateStylistDetails', {
      employeeId, petsPerDay: '', minutesPerPet: null, maxPetWeight: 100, commissionRate: 40, stylistBreedRestrictions: [],
    }));
    await s.settle();
    const details = ok('details', await admin.get<Record<string, unknown>>('/api/v4/user/getEmployeeDetails', { query: { employeeId } }));
    expect(JSON.stringify(details)).toMatch(/"dateHired":"(2024-03-15|03-15-2024)"/);
    expect(JSON.stringify(details)).toMatch(/"workDayStartTime":"(08:30|8:30 AM)"/);
    expect(JSON.stringify(details)).toMatch(/"workDayEndTime":"(16:45|4:45 PM)"/);
    const stylist = ok('stylist', await admin.get<{ petsPerDay: number; minutesPerPet: number }>('/api/v4/user/getStylistDetails', { query: { employeeId } }));
    expect(stylist).toMatchObject({ petsPerDay: 5, minutesPerPet: 90 });

    // exceptions/create: the Event's dates and times as the spec writes them.
    const exception = ok('exception', await admin.post<{ exceptionId: number }>('/api/v4/exceptions/create', {
      employeeId, isWorking: false, event: { title: 'Dentist', startDate: '12-01-2026', endDate: '12-01-2026', startTime: '1:00 PM', endTime: '2:30 PM', isAllDay: false },
    }));
    const [created] = await streamOf(s, `ScheduleException-${exception.exceptionId}`);
    expect(created!.data).toMatchObject({ event: expect.objectContaining({ startDate: '2026-12-01', endDate: '2026-12-01', startTime: '13:00', endTime: '14:30' }) });
  });

  it("saved estimates answer the Estimate entity's names beside feeServices / feeTotal", async () => {
    const pat = await newCustomer(office, 'spec.estimate@example.com');
    const estimateId = await newEstimate(office, pat.userId, pat.petId);
    await s.settle();
    const found = ok('findById', await office.get<{ estimate: Record<string, number> }>('/api/v4/estimate/findById', { query: { estimateId } })).estimate;
    expect(found.feeTotal).toBeGreaterThan(0);
    expect(found).toMatchObject({
      serviceFee: found.feeServices, fuelFee: found.feeFuel, salesTaxFee: found.feeSalesTax, totalFee: found.feeTotal, TotalEstimate: found.feeTotal,
    });
    const rows = ok('findByCustomer', await office.get<Record<string, number>[] | { estimates: Record<string, number>[] }>('/api/v4/estimate/findByCustomer', { query: { userId: pat.userId } }));
    const row = (Array.isArray(rows) ? rows : rows.estimates)[0]!;
    expect(row).toMatchObject({ serviceFee: row.feeServices, totalFee: row.feeTotal, TotalEstimate: row.feeTotal });
  });
});
