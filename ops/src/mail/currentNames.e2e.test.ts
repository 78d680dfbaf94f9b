import { ANIMAL_TYPE_IDS, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureDate, newEstimate, ok } from '../appointments/commandsTestKit';
import { startSmtpTestServer, startTestServer, type SmtpTestServer, type TestClient, type TestServer } from '../testing';

/**
 * The appointment confirmation and the feedback mail greet the customer and name the stylist as they
 * are named now (the user stream folded with the user decider), not as they were when first created:
 * rename both, then the mails carry the new names.
 */
let s: TestServer;
let smtp: SmtpTestServer;
let office: TestClient;
let stylist: TestClient;
let admin: TestClient;
let samId: number;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  s = await startTestServer({ config: { smtpUrl: smtp.url, settleAfterS: 0 } });
  [office, stylist, admin] = await Promise.all([s.loginAs('office'), s.loginAs('stylist'), s.loginAs('admin')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;

describe('mail names people as they are named now', () => {
  it('a renamed customer and stylist: the confirmation and the feedback mail use the new names', async () => {
    const email = 'renamed.customer@example.com';
    const made = ok('signup', await s.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
      firstName: 'Olga', lastName: 'Oldname', emailAddress: email, Password: 'a-good-long-password', acceptedPolicies: true,
      address: '100 Elm St', city: 'Dallas', state: '', zipcode: '75201', homePhone: '214-555-0111', workPhone: '', alternatePhone: '',
      pets: [{ name: 'Rex', breedId: dog.id, weight: 40, age: 3 }],
    }));
    // The customer renamed (the User part of the customer's details).
    ok('rename customer', await office.post('/api/v4/user/updateCustomerDetails', {
      customerId: made.customerId, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false, tripChargeCents: 3900,
      defaultGratuityPercent: 10, defaultGratuityCents: 500, contactMethodId: 1, preferredStylistId: null,
      User: { firstName: 'Nadia', middleName: null, lastName: 'Newname', birthday: null, notes: null },
    }));
    // The stylist renamed (the employee's details carry the user's name).
    ok('rename stylist', await admin.post('/api/v4/user/updateEmployeeDetails', {
      employeeId: samId, firstName: 'Rowan', lastName: 'Renamed', dateHired: '2024-03-01', dateTerminated: null,
      workDayStartTime: '08:00', workDayEndTime: '17:00', worksMonday: true, worksTuesday: true, worksWednesday: true,
      worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
      emergencyContactName: 'Pat Stone', emergencyContactPhone: '214-555-0198',
    }));
    await s.settle();

    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: made.customerId } }));
    const estimateId = await newEstimate(office, made.userId, pets.pets[0]!.ID);
    const day = futureDate(3);
    const appointmentId = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM',
    })).newAppointmentId;

    const confirmation = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Please confirm your Pawroute appointment');
    expect(confirmation.text).toContain('Hello Nadia,');
    expect(confirmation.text).toContain('with Rowan Renamed');
    expect(confirmation.text).not.toMatch(/Olga|Oldname/);

    ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
    ok('complete', await stylist.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 0 } }));
    const feedback = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('How did we do?'));
    expect(feedback.text).toContain('Hello Nadia,');
    expect(feedback.text).toContain('with Rowan Renamed');
    expect(feedback.text).not.toMatch(/Olga|Oldname/);
  });
});
