import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppointmentVisit } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { bookTodayForCasey, confirmStart, drivewayCast, ok, signOnPad, type DrivewayCast } from './support/driveway';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * The groomer's van, at 390 px: the pet's 'Grooming and Cut' is shown first at the door and the stylist
 * updates it; offline, the completion says at once (at the payment step) that a card needs the signal,
 * takes cash instead, keeps the signature when the stylist goes back to the payment, and the queue is
 * sent once the signal returns.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let cast: DrivewayCast;

beforeAll(async () => {
  server = await startSystem({ config: { mapTileUrl: '' } });
  browser = await launchBrowser();
  office = await server.loginAs('office');
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const visitOf = async (appointmentId: number) =>
  ok('findById', await office.get<{ visit: AppointmentVisit }>('/api/v4/appointments/findById', { query: { appointmentId } })).visit;

describe("the groomer's van at phone width", () => {
  it('shows Grooming and Cut at the door, updates it, and completes offline with cash keeping the signature', async () => {
    const appointmentId = await bookTodayForCasey(office, cast);
    ok('grooming', await office.post('/api/v4/pets/updateGrooming', { appointmentId, petId: cast.casey.petId, grooming: 'Teddy bear face, 1/2 inch body' }));
    const found = ok('findById', await office.get<{ appointment: { estimateId: number } }>('/api/v4/appointments/findById', { query: { appointmentId } }));

    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.message}\n${e.stack ?? ''}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${found.appointment.estimateId}/user/${cast.casey.userId}`);

    // At the door: the cut first on Biscuit's card, before the facts.
    const card = page.locator(`li.visit__pet[data-pet-id="${cast.casey.petId}"]`);
    const text = card.getByTestId('pet-grooming-text');
    await text.filter({ hasText: 'Teddy bear face, 1/2 inch body' }).waitFor();
    const order = await card.evaluate((li) => {
      const g = li.querySelector('[data-testid="pet-grooming"]');
      const habits = li.querySelector('[data-testid="visit-pet-habits"]');
      return g && habits ? g.compareDocumentPosition(habits) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'groomers-van-door-phone', { fullPage: false });

    // Updated after a look at the dog: saved on the pet, the door shows it.
    await card.getByRole('button', { name: 'Update Grooming and Cut' }).click();
    await card.getByRole('textbox').fill('Teddy bear face, 3/8 inch body; ears rounded');
    await screenshot(page, 'groomers-van-edit-phone', { fullPage: false });
    await card.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Grooming and Cut saved.' }).first().waitFor();
    await text.filter({ hasText: 'ears rounded' }).waitFor();
    await expect.poll(async () => (await visitOf(appointmentId)).pets.find((p) => p.ID === cast.casey.petId)?.grooming).toBe('Teddy bear face, 3/8 inch body; ears rounded');

    await confirmStart(page);
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).waitFor();
    await page.waitForLoadState('networkidle');

    // The signal drops; the completion says at once that a card needs it.
    await phone.setOffline(true);
    await page.getByTestId('connection-banner').filter({ hasText: 'Not Connected' }).waitFor();
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${appointmentId}`);
    const offline = page.getByTestId('payment-offline');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor().catch(async (e) => {
      await screenshot(page, 'groomers-van-debug-phone', { fullPage: true });
      throw new Error(`${String(e)}\n${errors.join('\n')}`);
    });
    await offline.filter({ hasText: 'card payments need a connection' }).waitFor();
    // The cut is there on the completion too.
    await page.locator('.completion__grooming').getByText('ears rounded').waitFor();
    await screenshot(page, 'groomers-van-payment-offline-phone', { fullPage: false });

    // A card typed anyway is refused here, before the tip and the signature.
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Credit Card', { exact: true }).fill(total);
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.locator('p.form__error[role="alert"]').filter({ hasText: 'Card payments need a connection.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Customer Signing' }).count()).toBe(1);

    // Cash instead, in one tap.
    await offline.getByRole('button', { name: 'Take cash' }).click();
    expect(await page.getByLabel('Cash').inputValue()).toBe(total);
    expect(await page.getByLabel('Credit Card', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();

    // The customer signs; Back to the payment and on again keeps the signature.
    await signOnPad(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Signature accepted.').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByText('Signature accepted.').waitFor();
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'groomers-van-signature-kept-phone', { fullPage: false });
    await submit.click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();

    // The signal returns: the queue is sent; the server has it completed, paid in cash, once.
    await phone.setOffline(false);
    await page.getByTestId('outbox-banner').waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(async () => ok('findById', await office.get<{ appointment: { status: string } }>('/api/v4/appointments/findById', { query: { appointmentId } })).appointment.status)
      .toBe('completed');
    const transactions = ok('findByCustomer', await office.get<{ transactions: { appointmentId: number | null; cashAmount: number; creditCardAmount: number }[] }>(
      '/api/v4/transactions/findByCustomer',
      { query: { userId: cast.casey.userId } },
    )).transactions.filter((t) => t.appointmentId === appointmentId);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.cashAmount).toBe(Math.round(Number(total) * 100));
    expect(transactions[0]!.creditCardAmount ?? 0).toBe(0);
    await phone.close();
  });
});
