import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeSmsProvider, startTestServer, type FakeSmsProvider, type TestClient, type TestServer } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD } from './support/server';
import { ensureWebBuild } from './support/webBuild';

/**
 * Issue 19, text messages: the customer chooses a Text receipt on the stylist's phone; the hosted SMS
 * provider (a fake HTTP server standing in for it, configured as SMS_API_URL would be) receives exactly
 * one message, and asking again for the same transaction sends nothing more.
 */
let server: TestServer;
let provider: FakeSmsProvider;
let browser: Browser;
let office: TestClient;
let casey: { userId: number; petId: number };
let stylistId: number;

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

beforeAll(async () => {
  ensureWebBuild();
  provider = await startFakeSmsProvider();
  server = await startTestServer({ serveWeb: true, config: { sms: { url: provider.url, user: 'AC-test', token: 'secret', from: '+12145550100' } } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const customer = await server.loginAs('customer');
  const me = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  ok('policies', await customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.ID, acceptedPolicies: true }));
  const pets = ok('pets', await customer.get<{ pets: { ID: number; petName: string }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: me.customerId } }));
  casey = { userId: me.ID, petId: pets.pets.find((p) => p.petName === 'Biscuit')!.ID };
  const stylist = await server.loginAs('stylist');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

describe('a text receipt', () => {
  it('goes to the SMS provider exactly once', async () => {
    const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
      estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
      user: { ID: casey.userId },
    })).data.estimateId;
    const appointmentId = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
      estimateId, employeeId: stylistId, appointmentDate: specDate(today()), startTime: '9:00 AM',
    })).newAppointmentId;

    const page = await (await newContext(browser, server.url, PHONE)).newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.getByText('Casey Carter').waitFor();
    await current.getByRole('link', { name: 'View estimate' }).click();
    await page.getByRole('button', { name: 'Start Appointment' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully started appointment.' }).first().waitFor();
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${appointmentId}`);

    // Cash for the whole total, no tip; Casey signs.
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Cash', { exact: true }).fill(total);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    const pad = (await page.getByTestId('signature-pad').boundingBox())!;
    await page.mouse.move(pad.x + 30, pad.y + 100);
    await page.mouse.down();
    for (const [dx, dy] of [[90, -40], [160, 30], [240, -20]] as const) await page.mouse.move(pad.x + dx, pad.y + 100 + dy, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Accept' }).click();
    const completed = page.waitForResponse((r) => r.url().includes('/api/v4/appointments/complete') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const { transactionId } = (await (await completed).json()) as { transactionId: number };

    // Thank you: Text, to the number on file.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByRole('radio', { name: 'Text' }).click();
    const number = page.getByLabel('Mobile number');
    if (!(await number.inputValue()).trim()) await number.fill('214-555-0142');
    const digits = (await number.inputValue()).replace(/\D/g, '');
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await page.getByRole('button', { name: /Continue as Employee/ }).waitFor();
    await screenshot(page, 'text-receipt-phone', { fullPage: false });

    await expect.poll(() => provider.received.length).toBe(1);
    expect(provider.received[0]).toMatchObject({ to: `+${digits.length === 10 ? `1${digits}` : digits}`, from: '+12145550100' });
    expect(provider.received[0]!.body).toContain(`#${transactionId}`);

    // Asked again for the same transaction (another submission): nothing more goes out.
    const stylist = await server.loginAs('stylist');
    ok('again', await stylist.post('/api/v4/transactions/sendReceipt', { transactionId, method: 'text', value: digits }));
    expect(provider.received).toHaveLength(1);
  });
});
