import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import { startTestServer, type TestServer } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoStylistWorksToday } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * a one-time card on the completion screen goes through Accept.js (with the sandbox gateway,
 * our stand-in at /payments/accept-standin.js), so no request our server receives, none of its log
 * lines and no row of its database holds the card number or the security code.
 */
const CARD = '4111111111111111';
const CODE = '987';
let server: TestServer;
let browser: Browser;
const logLines: string[] = [];
const suffix = Date.now().toString(36);
const ADDRESS = { address: '12 Elm St', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

beforeAll(async () => {
  ensureWebBuild();
  // Every log call the server makes, at the most talkative level and with no redaction, kept to be searched.
  const record = (...args: unknown[]) => void logLines.push(inspect(args, { depth: 4 }));
  const logger: Record<string, unknown> = { level: 'trace', trace: record, debug: record, info: record, warn: record, error: record, fatal: record, silent: () => undefined };
  logger.child = () => logger;
  server = await startTestServer({ serveWeb: true, logger: logger as never });
  await demoStylistWorksToday(server);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('card numbers never reach our server', () => {
  it('completes an appointment with a one-time card through the Accept.js stand-in; no card number or code in requests, logs or database', async () => {
    const office = await server.loginAs('office');
    const stylist = await server.loginAs('stylist');
    const stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
    const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
      firstName: 'Ari', lastName: `Accept${suffix}`, emailAddress: `ari.${suffix}@example.com`, AddressInfo: ADDRESS, isAccount: false,
    }));
    const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
      customerId: user.customerId, petName: 'Pixel', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
    }));
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: user.userId },
    })).data.estimateId;
    const { newAppointmentId } = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime: '3:00 PM',
    }));
    ok('start', await office.post('/api/v4/appointments/start', { appointmentId: newAppointmentId }));

    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    const sent: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url)) return;
      sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto(`/appointmentCompletion/${newAppointmentId}`);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await page.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
    await page.getByLabel('Card', { exact: true }).selectOption('oneTime');
    await page.getByText('Test payments: no card is charged').first().waitFor();
    await page.getByLabel('Name on card').fill('Ari Accept');
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Exp. MM/YY').fill('1230');
    await page.getByLabel('CVV').fill(CODE);
    await page.getByLabel('Zip').fill('75204');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByRole('button', { name: 'Clear' }).and(page.locator(':enabled')).waitFor();
    await page.getByTestId('signature-pad').scrollIntoViewIfNeeded(); // strokes land in viewport coordinates
    const box = await page.getByTestId('signature-pad').boundingBox();
    await page.mouse.move(box!.x + 40, box!.y + 100);
    await page.mouse.down();
    await page.mouse.move(box!.x + 240, box!.y + 60, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await context.close();

    // Paid by card, through opaque data.
    const completion = sent.find((r) => r.includes('/api/v4/appointments/complete') || r.includes('/api/v4/appointments/createTransaction'));
    expect(completion).toContain('COMMON.PAWROUTE.SANDBOX');
    expect(scripts.some((url) => url.endsWith('/payments/accept-standin.js'))).toBe(true);
    // The transactions read model follows the completion: wait until it holds the payment.
    const lastFours = async () =>
      (
        await server.database.database.query<{ card_last4: string | null }>(`SELECT card_last4 FROM transactions WHERE appointment_id = $1`, [
          newAppointmentId,
        ])
      ).rows.map((r) => r.card_last4);
    await expect.poll(lastFours).toContain('1111');

    // Nowhere: requests, logs, database.
    expect(sent.length).toBeGreaterThan(5);
    for (const request of sent) {
      expect(request).not.toContain(CARD);
      expect(request).not.toMatch(new RegExp(`"(securityCode|cardCode)":"${CODE}"`));
    }
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(CARD);
    const { rows: tables } = await server.database.database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const { rows } = await server.database.database.query<{ n: string }>(
        `SELECT count(*) AS n FROM "${table_name}" t WHERE t::text LIKE $1 OR t::text LIKE $2`,
        [`%${CARD}%`, `%securityCode%${CODE}%`],
      );
      expect(`${table_name}: ${rows[0]!.n}`).toBe(`${table_name}: 0`);
    }
  });
});
