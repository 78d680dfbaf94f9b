import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, LINK_MESSAGES, SEED_BREEDS } from '@pawroute/domain';
import { linkIn, startSmtpTestServer, type SmtpTestServer, type TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * done when: scheduling sends a confirmation email, its link confirms and the office sees
 * 'Confirmed' live; completing sends a feedback link, the customer rates 5 stars and sets the stylist as
 * preferred, and the profile shows it. Mail through nodemailer to a real SMTP server in this process.
 */
let server: RunningTestServer;
let smtp: SmtpTestServer;
let browser: Browser;
let office: TestClient;
let stylist: TestClient;
let customer: { userId: number; customerId: number };
let sam: { ID: number; firstName: string; lastName: string };
let appointmentId: number;

const EMAIL = 'carla.confirm@example.com';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const ADDRESS = { address: '100 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201', mapsco: '334D-H' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A Monday at least two weeks ahead, as the spec writes dates (MM-DD-YYYY). */
function futureMonday(): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startSystem({ config: { smtpUrl: smtp.url } });
  browser = await launchBrowser();
  [office, stylist] = await Promise.all([server.loginAs('office'), server.loginAs('stylist')]);
  sam = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string; lastName: string }[] }>('/api/v4/getOptions')).stylists[0]!;
  // A customer who signed up on the web (with a login and an email address).
  customer = ok('signup', await server.client().post<{ userId: number; customerId: number }>('/api/v4/entrance/signup', {
    firstName: 'Carla', lastName: 'Confirm', emailAddress: EMAIL, Password: 'carla-password-1', acceptedPolicies: true,
    address: ADDRESS.address, city: ADDRESS.city, state: 'Texas', zipcode: ADDRESS.zipcode, homePhone: '214-555-0111',
    pets: [{ name: 'Biscuit', breedId: dog.id }],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

async function page(viewport?: { width: number; height: number }): Promise<Page> {
  return (await newContext(browser, server.url, viewport)).newPage();
}
const noSideways = async (p: Page) => expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('appointment confirmation and feedback by email', () => {
  it("scheduling mails a confirmation link; opening it confirms, and the office sees 'Confirmed' live", async () => {
    const officePage = await page();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);

    await server.settle();
    const pets = ok('pets', await office.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: customer.customerId } }));
    const estimate = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pets.pets[0]!.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: customer.userId },
    }));
    appointmentId = ok('create', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
      estimateId: estimate.data.estimateId, employeeId: sam.ID, appointmentDate: futureMonday(), startTime: '9:00 AM', endTime: '10:30 AM',
    })).newAppointmentId;

    // The office has the customer's upcoming appointments open.
    await officePage.goto(`/dashboard/customers/${customer.userId}/upcomingAppointments`);
    const row = officePage.getByRole('row').filter({ hasText: '9:00 AM' });
    await row.getByText('Scheduled').waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Please confirm your Pawroute appointment');
    expect(mail.text).toContain(`${sam.firstName} ${sam.lastName}`);
    const phone = await page(PHONE);
    await phone.goto(linkIn(mail, '/appointmentConfirmation'));
    await phone.getByRole('status').getByText(LINK_MESSAGES.appointmentConfirmed).waitFor();
    await noSideways(phone);
    await screenshot(phone, 'appointment-confirmed-phone');

    // Live: no reload on the office's page.
    await row.getByText('Confirmed').waitFor();
    await screenshot(officePage, 'appointment-confirmed-office');

    // The link works once.
    await phone.reload();
    await phone.getByRole('alert').getByText(LINK_MESSAGES.appointmentConfirmation.used).waitFor();
    await phone.context().close();
    await officePage.context().close();
  });

  it('completing mails a feedback link: 5 stars, a comment, the stylist set as preferred, and the profile shows it', async () => {
    ok('start', await stylist.post('/api/v4/appointments/start', { appointmentId }));
    ok('complete', await stylist.post('/api/v4/appointments/complete', { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 0 } }));

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject.startsWith('How did we do?'));
    const link = linkIn(mail, '/appointmentFeedback');
    const phone = await page(PHONE);
    await phone.goto(link);
    const stylistName = `${sam.firstName} ${sam.lastName}`;
    await phone.getByText(`Stylist: ${stylistName}`).waitFor();
    await noSideways(phone);

    await phone.getByRole('button', { name: 'Submit feedback' }).click();
    await phone.getByRole('alert').getByText('A comment is required to rate an appointment').waitFor();
    await phone.getByLabel('5 stars').check();
    await phone.getByLabel('Comment').fill('Biscuit looks wonderful!');
    await phone.getByLabel(`Set ${stylistName} as my preferred stylist`).check();
    await screenshot(phone, 'appointment-feedback-form-phone');
    await phone.getByRole('button', { name: 'Submit feedback' }).click();
    await phone.getByRole('status').getByText(LINK_MESSAGES.feedbackThanks).waitFor();
    await screenshot(phone, 'appointment-feedback-done-phone');

    // The link works once.
    await phone.reload();
    await phone.getByRole('alert').getByText(LINK_MESSAGES.feedback.used).waitFor();
    await phone.context().close();

    // The profile shows the preferred stylist.
    const officePage = await page();
    await signIn(officePage, DEMO.office, DEMO_PASSWORD);
    await officePage.goto(`/dashboard/customers/${customer.userId}/overview`);
    const preferred = officePage.locator('dt', { hasText: 'Preferred stylist' }).locator('xpath=following-sibling::dd[1]');
    await preferred.getByText(stylistName).waitFor();
    await screenshot(officePage, 'profile-preferred-stylist');
    await officePage.context().close();
  });
});
