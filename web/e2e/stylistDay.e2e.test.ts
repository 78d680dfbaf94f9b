import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OptionsResponse } from '@pawroute/domain';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * "The stylist's day" and "Completion" (part 2 §2.2, §2.3, §4.1, §4.2, §5.4), phone first:
 * the demo stylist's day shows today's appointment as the current one; En Route offers 'Directions Only'
 * and 'En Route' (tells the customer, opens maps); Start; 'Customer On Site' walks payment (a §5.4
 * message, the mismatch modal), customerSigning (15 percent, the pad's Accept, Submit only after Accept)
 * and thankYou (receipt None, the 'Continue as Employee' countdown) back to /dashboard; the absent-customer
 * path with cash lands on /dashboard with 'Successfully completed appointment'. On a computer: a declined
 * card gives the payment-error toast and back to payment, a good one-time card with a card tip completes
 * with an email receipt (in the outbox); an appointment already paid shows 'Sign-Off No Longer Needed'.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let stylistId: number;
let customer: { userId: number; customerId: number; petId: number };
const suffix = Date.now().toString(36);
const ADDRESS = { address: '12 Elm St', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function appointmentToday(startTime: string): Promise<{ appointmentId: number; estimateId: number }> {
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: ADDRESS, tripFee: 3900, pets: [{ petId: customer.petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: customer.userId },
  })).data.estimateId;
  const created = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId,
    employeeId: stylistId,
    appointmentDate: specDate(today()),
    startTime,
  }));
  return { appointmentId: created.newAppointmentId, estimateId };
}

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  office = await server.loginAs('office');
  const stylist = await server.loginAs('stylist');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Dana', lastName: `Day${suffix}`, emailAddress: `dana.${suffix}@example.com`, AddressInfo: ADDRESS, isAccount: false,
  }));
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Biscuit', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
  }));
  customer = { ...user, petId: pet.ID };
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the stylist day at phone width', () => {
  it('starts today’s appointment and completes it with the customer on site, then one with the customer not home', async () => {
    const first = await appointmentToday('8:00 AM');
    const second = await appointmentToday('3:00 PM');
    const context = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await signIn(page, DEMO.stylist, DEMO_PASSWORD);
    await page.goto('/dashboard/schedule');
    await page.waitForURL('**/dashboard/schedule');
    const current = page.getByTestId('current-appointment');
    await current.getByText(`Dana Day${suffix}`).waitFor();
    await screenshot(page, 'daily-upcoming-phone');
    await page.locator(`[data-appointment-id="${second.appointmentId}"]`).waitFor();
    await screenshot(page, 'daily-upcoming-phone');

    // En Route: 'Directions Only' sends no notification.
    await current.getByRole('button', { name: 'En Route' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Directions Only' }).waitFor();
    await screenshot(page, 'daily-en-route-phone', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // 'En Route' tells the customer and opens directions (the maps service is stubbed: no network here).
    await context.route('https://www.google.com/maps/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>maps</title>' }));
    const maps = context.waitForEvent('page');
    await current.getByRole('button', { name: 'En Route' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'En Route' }).click();
    await toast(page, 'The customer was told you are on the way.');
    const mapsTab = await maps;
    await mapsTab.waitForLoadState();
    expect(mapsTab.url()).toContain('google.com/maps/dir/?api=1&destination=12%20Elm%20St');
    await mapsTab.close();
    // Back to the day's tab: a page left in the background gets no animation frames (the pad draws on them).
    await page.bringToFront();

    // The current appointment's page, then Start.
    await current.getByRole('link', { name: 'Open appointment' }).click();
    await page.waitForURL(`**/dashboard/schedule/currentAppointment/${first.appointmentId}/estimate/${first.estimateId}/user/${customer.userId}`);
    // Start asks first (part 1 §2): a modal dialog that keeps focus inside; Cancel starts nothing.
    await page.getByRole('button', { name: 'Start Appointment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start Appointment?' });
    await confirm.getByText(`Dana Day${suffix}`).waitFor();
    await screenshot(page, 'daily-start-confirm-phone', { fullPage: false });
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Start Appointment' }).click();
    await confirm.getByRole('button', { name: 'Yes, Start Appointment' }).click();
    await toast(page, 'Successfully started appointment.');
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).waitFor();
    await screenshot(page, 'daily-current-in-progress-phone');

    // Payment: §5.4's message, then the mismatch modal.
    await page.getByRole('button', { name: 'Customer On Site — Complete' }).click();
    await page.waitForURL(`**/appointmentCompletion/${first.appointmentId}`);
    const total = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Check', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByText('A check number and date is required when a check amount is added.').waitFor();
    await page.getByLabel('Check', { exact: true }).fill('');
    await page.getByLabel('Cash').fill('1');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    await page.getByRole('dialog', { name: 'Payment Does Not Match' }).waitFor();
    await screenshot(page, 'completion-mismatch-phone', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Cash').fill(total);
    await screenshot(page, 'completion-payment-phone');
    await page.getByRole('button', { name: 'Continue to Customer Signing' }).click();

    // customerSigning: 15 percent, sign, Accept enables Submit.
    await page.getByRole('button', { name: 'Percent' }).click();
    await page.getByRole('button', { name: '15%' }).click();
    await page.getByRole('radio', { name: 'Cash' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    // The pad takes strokes once the sign-off check has answered (Clear enabled). Issue 17: a toast
    // never lies over the field in use; with the pad low on a phone, toasts move to the top.
    await page.getByRole('button', { name: 'Clear' }).and(page.locator(':enabled')).waitFor();
    // The pad in the viewport first: mouse strokes land in viewport coordinates (the tip step above it grew).
    await page.getByTestId('signature-pad').scrollIntoViewIfNeeded();
    const pad = await page.getByTestId('signature-pad').boundingBox();
    const toastOverPad = async () => {
      for (const box of await Promise.all((await page.locator('[data-sonner-toast]').all()).map((t) => t.boundingBox()))) {
        if (box && box.y < pad!.y + pad!.height && box.y + box.height > pad!.y && box.x < pad!.x + pad!.width && box.x + box.width > pad!.x) return true;
      }
      return false;
    };
    expect(await toastOverPad()).toBe(false);
    await page.mouse.move(pad!.x + 30, pad!.y + 120);
    await page.mouse.down();
    for (const [dx, dy] of [[80, -60], [140, 20], [200, -40], [260, 30]] as const) await page.mouse.move(pad!.x + dx, pad!.y + 100 + dy, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'completion-signing-phone');
    await submit.click();

    // thankYou: receipt None, then the countdown returns to /dashboard.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await screenshot(page, 'completion-thank-you-phone');
    await page.getByRole('radio', { name: 'None' }).click();
    await page.getByRole('button', { name: /Continue as Employee \(\d\)/ }).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard') && !url.pathname.includes('Completion'), { timeout: 10_000 });
    // It is completed: completing it again is refused (completion only from inProgress).
    const again = await office.post<{ message: string }>('/api/v4/appointments/complete', { appointmentId: first.appointmentId, transaction: { cashAmount: 100 } });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    // The absent-customer path: start, pay cash, complete, /dashboard with the message.
    ok('start', await office.post('/api/v4/appointments/start', { appointmentId: second.appointmentId }));
    await page.goto(`/appointmentCompletionWithoutCustomer/${second.appointmentId}`);
    const secondTotal = (await page.getByTestId('completion-total').textContent())!.replace(/[$,]/g, '');
    await page.getByLabel('Cash').fill(secondTotal);
    await screenshot(page, 'completion-absent-phone');
    await page.getByRole('button', { name: 'Complete Appointment' }).click();
    await toast(page, 'Successfully completed appointment');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await screenshot(page, 'completion-absent-done-phone', { fullPage: false });
    const twice = await office.post('/api/v4/appointments/complete', { appointmentId: second.appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 100 } });
    expect(twice.status).toBeGreaterThanOrEqual(400);
    await context.close();

    // The same day on a computer.
    const desktop = await newContext(browser, server.url, DESKTOP);
    const office2 = await desktop.newPage();
    await signIn(office2, DEMO.stylist, DEMO_PASSWORD);
    await office2.goto('/dashboard/schedule/upcoming');
    await office2.getByRole('heading', { name: 'My Day' }).waitFor();
    await screenshot(office2, 'daily-upcoming-desktop');
    const third = await appointmentToday('11:00 AM');
    ok('start', await office.post('/api/v4/appointments/start', { appointmentId: third.appointmentId }));
    await office2.goto(`/appointmentCompletion/${third.appointmentId}`);
    await office2.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await screenshot(office2, 'completion-payment-desktop');

    // A one-time card with a 15 percent card tip: the sandbox's decline card first (the 10-second toast,
    // back to payment), then a good card; the receipt goes by email.
    const cardPay = async (cardNumber: string) => {
      await office2.getByLabel('Credit Card', { exact: true }).fill('');
      await office2.getByLabel('Credit Card', { exact: true }).locator('..').getByRole('button', { name: 'Rest' }).click();
      await office2.getByLabel('Card', { exact: true }).selectOption('oneTime');
      await office2.getByLabel('Name on card').fill('Dana Day');
      await office2.getByLabel('Card number').fill(cardNumber);
      await office2.getByLabel('Exp. MM/YY').fill('1230');
      await office2.getByLabel('CVV').fill('123');
      await office2.getByLabel('Zip').fill('75204');
      await office2.getByRole('button', { name: 'Continue to Customer Signing' }).click();
      await office2.getByRole('button', { name: 'Percent' }).click();
      await office2.getByRole('button', { name: '15%' }).click();
      await office2.getByRole('radio', { name: 'Credit Card' }).click();
      await office2.getByRole('button', { name: 'Clear' }).and(office2.locator(':enabled')).waitFor();
      await office2.getByTestId('signature-pad').scrollIntoViewIfNeeded(); // strokes land in viewport coordinates
      const box = await office2.getByTestId('signature-pad').boundingBox();
      await office2.mouse.move(box!.x + 40, box!.y + 100);
      await office2.mouse.down();
      await office2.mouse.move(box!.x + 240, box!.y + 60, { steps: 8 });
      await office2.mouse.up();
      await office2.getByRole('button', { name: 'Accept' }).click();
      await office2.getByRole('button', { name: 'Submit' }).click();
    };
    await cardPay('4000000000000002');
    await toast(office2, 'An error occured while processing your payment. Please hand the device back to the employee...');
    await office2.getByRole('button', { name: 'Continue to Customer Signing' }).waitFor();
    await screenshot(office2, 'completion-payment-error-desktop', { fullPage: false });
    await cardPay('4111111111111111');
    await office2.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await office2.getByRole('radio', { name: 'Email' }).click();
    expect(await office2.getByLabel('Email address').inputValue()).toBe(`dana.${suffix}@example.com`);
    await office2.getByRole('button', { name: 'Send Receipt' }).click();
    await office2.getByRole('button', { name: /Continue as Employee/ }).waitFor();
    await screenshot(office2, 'completion-receipt-desktop', { fullPage: false });
    // The receipt is in the development outbox.
    const admin = await server.loginAs('admin');
    await expect
      .poll(async () => {
        const { body } = await admin.get<{ messages: { to: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } });
        return body.messages.some((m) => m.to === `dana.${suffix}@example.com`);
      }, { timeout: 10_000 })
      .toBe(true);
    await office2.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 10_000 });

    // Paid already (the office recorded it): 'Sign-Off No Longer Needed' with the server's message;
    // 'Continue as Employee' goes to /dashboard.
    const fourth = await appointmentToday('1:00 PM');
    ok('start', await office.post('/api/v4/appointments/start', { appointmentId: fourth.appointmentId }));
    ok('paid', await office.post('/api/v4/transactions/create', {
      customerId: customer.customerId, appointmentId: fourth.appointmentId, reasonId: 8, serviceFeeOther: 1000, serviceFee: 1000, cashAmount: 1000,
    }));
    await expect
      .poll(async () => ok('signoffCheck', await office.get<{ error: boolean }>(`/api/v4/appointments/signoffCheck?appointmentId=${fourth.appointmentId}`)).error, { timeout: 10_000 })
      .toBe(true);
    await office2.goto(`/appointmentCompletion/${fourth.appointmentId}`);
    await office2.getByRole('button', { name: 'Rest' }).first().click();
    await office2.getByRole('button', { name: 'Continue to Customer Signing' }).click();
    const signoff = office2.getByRole('dialog', { name: 'Sign-Off No Longer Needed' });
    await signoff.waitFor();
    await screenshot(office2, 'completion-signoff-not-needed-desktop', { fullPage: false });
    await signoff.getByRole('button', { name: 'Continue as Employee' }).click();
    await office2.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await desktop.close();
  });
});
