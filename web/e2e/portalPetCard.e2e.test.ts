import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { petUpdateBodyOf, type FindPetsByCustomerResponse } from '@pawroute/domain';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * the portal's pet card shows the picture, breed, age, weight, last groom and next
 * appointment, all from the server's read of the customer's own pets (pets/findByCustomer).
 */

/** A plain 40x30 PNG (one colour): enough for the picture upload to take. */
function png(width = 40, height = 30): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([192, 128, 64]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

let server: RunningTestServer;
let browser: Browser;
let cast: DrivewayCast;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  cast = await drivewayCast(server);
  const office = await server.loginAs('office');
  // Biscuit's weight, age and last groom as the office records them, and a picture.
  const { pets } = ok('pets', await office.get<FindPetsByCustomerResponse>('/api/v4/pets/findByCustomer', { query: { customerId: cast.casey.customerId } }));
  const biscuit = pets.find((p) => p.ID === cast.casey.petId)!;
  ok('pet', await office.post('/api/v4/pets/update', { ...petUpdateBodyOf(biscuit), weight: 32, age: 4, lastGroomDate: '10-01-2026' }));
  const form = new FormData();
  form.set('petId', String(biscuit.ID));
  form.set('userId', String(cast.casey.userId));
  form.set('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'biscuit.png');
  const uploaded = await fetch(new URL('/api/v4/pets/uploadPicture', office.baseUrl), {
    method: 'POST',
    headers: { 'X-CSRF-Token': office.csrfToken ?? (await office.csrf()), Cookie: office.cookieHeader() },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  await bookTodayForCasey(office, cast);
  await server.settle(office.lastPosition);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the portal pet card', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows the picture, breed, age, weight, last groom and next appointment (${label} px)`, async () => {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signIn(page, DEMO.customer, DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard\/profile\/\d+$/);
      const card = page.locator('.pet-card').filter({ hasText: 'Biscuit' });
      await card.getByTestId('pet-next-appointment').waitFor();
      const picture = card.locator('img.pet-card__picture');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('Goldendoodle · 4 yrs · 32 lbs');
      expect(text).toContain('Last groomed 10-01-2026');
      expect(await card.getByTestId('pet-next-appointment').innerText()).toBe(`Next appointment ${specDate(today())} at 9:00 AM`);
      await screenshot(page, `portal-pet-card-${label}`, { fullPage: false });
      await context.close();
    });
  }
});
