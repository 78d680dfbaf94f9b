import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_BOOKING_MESSAGES as M, SERVICE_AREA_MESSAGES, type OutboxAnswer } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The public /book (docs/RULES.md "Service area" SA-KIND, SA-ONE, OTP-CODE): Management draws the
 * service area by ZIP Code; at 390 px a new client checks the address, gets a code by email (read from
 * the developer outbox), adds a pet, sees the price, picks a time and is booked; a client outside the
 * area is told at once and sends a request instead of picking a time.
 */
let server: RunningTestServer;
let browser: Browser;
let admin: TestClient;

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A weekday at least four days ahead (the demo stylist works Monday to Friday). */
function bookableDay(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 4);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The code mailed to `email`, from the developer outbox (the administrator's), once it is there. */
async function codeFor(email: string): Promise<string> {
  for (;;) {
    const outbox = ok('outbox', await admin.get<OutboxAnswer>('/api/v4/dev/outbox', { query: { limit: 100 } }));
    const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.to === email)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  admin = await server.loginAs('admin');
  const samId = ok('options', await admin.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  ok('booking on', await admin.post('/api/v4/booking/updateSettings', {
    enabled: true, acceptMode: 'automatic', packages: ['b&b', 'deluxe'], employeeIds: [samId], horizonDays: 60, noticeHours: 24, cutoffHours: 24,
  }));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function addressStep(page: Page, zipcode: string) {
  await page.goto(`${server.url}/book`);
  await page.getByRole('heading', { name: 'Book a visit' }).waitFor();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Near St');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Dallas');
  await page.getByRole('textbox', { name: 'Zipcode', exact: true }).fill(zipcode);
  await page.getByRole('button', { name: 'Check my address' }).click();
}

async function contactAndCode(page: Page, email: string, name: string, shot: string) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Newclient');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('214-555-0177');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // The policies first: the server's own message, before anything is sent.
  await page.getByRole('alert').getByText(M.policies).waitFor();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await screenshot(page, `${shot}-contact-phone`);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByRole('heading', { name: '3. Enter your code' }).waitFor();
  await page.getByText(/We sent a 6-digit code to n\*\*\*@example\.com/).waitFor();
  const code = await codeFor(email);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('alert').getByText(M.codeWrong(4)).waitFor();
  await screenshot(page, `${shot}-code-phone`);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: '4. Your pets' }).waitFor();
}

async function addPet(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Pet name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Breed', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Weight (lb)', exact: true }).fill('22');
  await page.getByRole('combobox', { name: 'Coat', exact: true }).selectOption('curly');
  await page.getByRole('button', { name: 'Add this pet' }).click();
  await page.getByRole('region', { name: '4. Your pets' }).getByRole('listitem').filter({ hasText: name }).waitFor();
}

describe('/book for a new client', () => {
  it('Management draws the service area by ZIP Code', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const page = await context.newPage();
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${server.url}/dashboard/management/serviceArea`);
    await page.getByRole('radio', { name: /ZIP Codes/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(SERVICE_AREA_MESSAGES.zipcodes).waitFor();
    await page.getByLabel(/ZIP Codes \(separated/).fill('75201, 75204');
    await screenshot(page, 'public-book-0-service-area');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SERVICE_AREA_MESSAGES.saved).waitFor();
    expect(ok('area', await admin.get<{ serviceArea: { kind: string } }>('/api/v4/serviceArea/get')).serviceArea.kind).toBe('zip');
    await context.close();
  });

  it('inside the area at 390 px: address, code, pet, price, time, booked', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await addressStep(page, '75201');
    await page.getByRole('status').getByText(M.inside).waitFor();
    await screenshot(page, 'public-book-1-inside-phone');
    await noSideways(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await contactAndCode(page, 'nina.inside@example.com', 'Nina', 'public-book-2');

    await addPet(page, 'Pepper');
    await screenshot(page, 'public-book-3-pet-phone');
    // The portal's own Book takes over: the same pricing and the office's open times.
    await page.getByRole('button', { name: 'Choose services and a time' }).click();
    await page.getByRole('heading', { name: 'Book an appointment' }).waitFor();
    await page.getByRole('checkbox', { name: /Pepper/ }).check();
    await page.getByRole('button', { name: 'See the price' }).click();
    await page.getByText(/Estimated total: \$\d+\.\d\d/).waitFor();
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(bookableDay());
    const firstTime = page.getByRole('radiogroup', { name: 'Open times' }).getByRole('radio').first();
    await firstTime.waitFor();
    await firstTime.click();
    await screenshot(page, 'public-book-4-time-phone');
    await noSideways(page);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByRole('heading', { name: 'Booked' }).waitFor();
    await page.getByText(/We look forward to seeing you/).waitFor();
    await screenshot(page, 'public-book-5-booked-phone');
    await noSideways(page);
    await context.close();
  });

  it('outside the area at 390 px: told at once, then a request instead of a time', async () => {
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await addressStep(page, '75001');
    await page.getByRole('status').getByText(M.outside).waitFor();
    await screenshot(page, 'public-book-6-outside-phone');
    await noSideways(page);
    await page.getByRole('button', { name: 'Send a request instead' }).click();
    await contactAndCode(page, 'nora.outside@example.com', 'Nora', 'public-book-7');
    await addPet(page, 'Rusty');
    await page.getByRole('region', { name: '5. Your request' }).getByText(M.outsideNoTime).waitFor();
    // No time is offered: there is no price-and-time step at all.
    expect(await page.getByRole('radiogroup', { name: 'Open times' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Anything we should know? (optional)' }).fill('Gate code 42');
    await screenshot(page, 'public-book-8-request-phone');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    await page.getByText(M.requestSent).waitFor();
    await screenshot(page, 'public-book-9-requested-phone');
    await noSideways(page);
    // The portal lists the request (booking's own list of the customer's requests).
    await page.getByRole('button', { name: 'See my requests' }).click();
    await page.getByRole('heading', { name: 'Book an appointment' }).waitFor();
    await context.close();
  });
});
