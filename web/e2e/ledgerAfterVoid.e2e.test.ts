import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestClient } from '../../ops/src/testing';
import { DESKTOP, launchBrowser, newContext, PHONE, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';
import { bookTodayForCasey, drivewayCast, ok, specDate, today, type DrivewayCast } from './support/driveway';

/**
 * The ledger after a void (docs/DECISIONS.md "The ledger after a void"), in Chromium: a completion's
 * card payment shows only Void before settlement and says why; once voided, the customer page, the
 * Outstanding Balances page and the appointment (the office's panel and the stylist's page) say the
 * groom is unpaid; Record Payment arrives filled from the voided transaction, is saved, and nothing is
 * owed any more. The new notice and table at 390 px. Screenshots in /tmp for a person to look at.
 */
let server: RunningTestServer;
let browser: Browser;
let office: TestClient;
let admin: TestClient;
let cast: DrivewayCast;

beforeAll(async () => {
  // Card payments stay unsettled for an hour: Void is the one action on them.
  server = await startSystem({ config: { settleAfterS: 3600 } });
  browser = await launchBrowser();
  [office, admin] = await Promise.all([server.loginAs('office'), server.loginAs('admin')]);
  cast = await drivewayCast(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(who: 'admin' | 'office' | 'stylist', viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await newContext(browser, server.url, viewport)).newPage();
  await signIn(page, DEMO[who], DEMO_PASSWORD);
  return page;
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Nothing wider than the phone: the page does not scroll sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the ledger after a void', () => {
  it('void a completion\'s card payment: the customer page, Outstanding Balances and the appointment show what is owed; Record Payment arrives filled; saved, nothing is owed', async () => {
    // Casey pays the groom and a tip with her card on file; the card has not settled.
    const cardId = ok('addNewCard', await office.post<{ newCardId: number }>('/api/v4/user/addNewCard', {
      userId: cast.casey.userId, isPrimary: true, nameOnCard: 'Casey Carter', cardNumber: '4111111111111111', expiration: '12/39', securityCode: '123', billingZipcode: '75205',
    })).newCardId;
    const appointmentId = await bookTodayForCasey(office, cast);
    const stylistApi = await server.loginAs('stylist');
    ok('start', await stylistApi.post('/api/v4/appointments/start', { appointmentId }));
    const tip = 1500;
    const { appointment } = ok('findById', await office.get<{ appointment: { estimateId: number } }>('/api/v4/appointments/findById', { query: { appointmentId } }));
    const fee = ok('estimate', await office.get<{ estimate: { feeTotal: number } }>('/api/v4/estimate/findById', { query: { estimateId: appointment.estimateId } })).estimate.feeTotal;
    const charged = fee + tip;
    const { transactionId } = ok('complete', await stylistApi.post<{ transactionId: number }>('/api/v4/appointments/complete', {
      appointmentId, isCustomerAbsent: true,
      transaction: { creditCardAmount: charged, creditCardId: cardId, gratuity: tip, gratuityMethod: 'creditCard' },
    }));
    const balanceNow = async () => ok('getBalance', await admin.get<{ balanceCents: number }>('/api/v4/user/getBalance', { query: { userId: cast.casey.userId } })).balanceCents;
    const before = await balanceNow();
    const groom = `Groom of ${specDate(today())} unpaid: its payment was voided`;

    // Before settlement the card payment offers Void only, and says why.
    const desk = await signedIn('admin', DESKTOP);
    await desk.goto(`/dashboard/transactions/${transactionId}`);
    await desk.getByText('Refund is possible after settlement (usually the next day); until then Void cancels the whole payment.').waitFor();
    expect(await desk.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await desk.screenshot({ path: '/tmp/ledger-void-hint-desktop.png' });
    await desk.getByRole('button', { name: 'Void' }).click();
    const voiding = desk.getByRole('dialog', { name: 'Void Transaction' });
    await voiding.getByLabel('Reason').fill('Charged the wrong card');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await desk.getByText('Charged the wrong card').waitFor();

    // The customer page: the balance leaves the voided transaction out; beside it, the unpaid groom.
    await desk.goto(`/dashboard/customers/${cast.casey.userId}`);
    const notice = desk.getByTestId('unpaid-groom').filter({ hasText: groom });
    await notice.waitFor();
    await notice.getByText(money(charged)).waitFor();
    await notice.getByRole('link', { name: 'Record Payment' }).waitFor();
    await desk.getByTestId('balance').filter({ hasText: money(before) }).waitFor();
    await notice.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: '/tmp/ledger-customer-notice-desktop.png' });

    // The office's appointment panel.
    await desk.goto('/dashboard/appointments/paymentVoided');
    await desk.getByRole('row').filter({ hasText: 'Casey Carter' }).first().click();
    const panel = desk.getByTestId('appointment-panel');
    await panel.getByText(groom).waitFor();
    await panel.getByRole('link', { name: 'Record Payment' }).waitFor();

    // The stylist's appointment page (at the van's width): the notice; recording is the office's.
    const van = await signedIn('stylist', PHONE);
    await van.goto(`/dashboard/schedule/currentAppointment/${appointmentId}/estimate/${appointment.estimateId}/user/${cast.casey.userId}`);
    await van.getByText(groom).waitFor();
    await van.getByText('The office records the new payment.').waitFor();
    expect(await van.getByRole('button', { name: 'Send Receipt' }).count()).toBe(0);
    expect(await fitsWidth(van)).toBe(true);
    await van.screenshot({ path: '/tmp/ledger-stylist-notice-phone.png' });

    // Outstanding Balances: the second table, with the voided amount and the days since the groom.
    await desk.goto('/dashboard/outstandingBalances');
    const row = desk.locator(`.tx-unpaid [data-appointment-id="${appointmentId}"]`);
    await row.waitFor();
    await row.getByText('Casey Carter').waitFor();
    await row.getByText(money(charged)).waitFor();
    await row.getByText('0 days').waitFor();
    await desk.locator('.tx-unpaid').screenshot({ path: '/tmp/ledger-outstanding-unpaid-desktop.png' });

    // At 390 px: the notice and the table are usable (no sideways scroll, the button in reach).
    const phone = await signedIn('admin', PHONE);
    await phone.goto(`/dashboard/customers/${cast.casey.userId}`);
    const phoneNotice = phone.getByTestId('unpaid-groom').filter({ hasText: groom });
    await phoneNotice.waitFor();
    await phoneNotice.getByRole('link', { name: 'Record Payment' }).scrollIntoViewIfNeeded();
    expect(await fitsWidth(phone)).toBe(true);
    await phoneNotice.screenshot({ path: '/tmp/ledger-customer-notice-phone.png' });
    await phone.screenshot({ path: '/tmp/ledger-customer-page-phone.png', fullPage: true });
    await phone.goto('/dashboard/outstandingBalances');
    const phoneRow = phone.locator(`.tx-unpaid [data-appointment-id="${appointmentId}"]`);
    await phoneRow.waitFor();
    const button = phoneRow.getByRole('link', { name: /Record Payment/ });
    await button.waitFor();
    // Within the phone's width (the page may have re-rendered the row on a refresh: ask again until it answers).
    await expect.poll(async () => {
      const box = await button.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
    }).toBe(true);
    expect(await fitsWidth(phone)).toBe(true);
    await phone.locator('.tx-unpaid').screenshot({ path: '/tmp/ledger-outstanding-unpaid-phone.png' });

    // Record Payment arrives filled from the voided transaction: reason, amounts, gratuity and method, the card.
    await row.getByRole('link', { name: /Record Payment/ }).click();
    await desk.waitForURL(`**/dashboard/transactions/new/user/${cast.casey.userId}?appointmentId=${appointmentId}`);
    await desk.getByTestId('filled-from-voided').getByRole('link', { name: 'payment', exact: true }).waitFor();
    expect(await desk.getByLabel('Reason').inputValue()).toBe('1');
    expect(await desk.getByLabel('Service Fee Total').inputValue()).toBe((fee / 100).toFixed(2));
    expect(await desk.getByLabel('Gratuity', { exact: true }).inputValue()).toBe((tip / 100).toFixed(2));
    expect(await desk.getByLabel('Gratuity Method').inputValue()).toBe('creditCard');
    expect(await desk.getByLabel('Credit Card', { exact: true }).inputValue()).toBe((charged / 100).toFixed(2));
    expect(await desk.locator('#creditCardId').inputValue()).toBe(String(cardId));
    expect(await desk.getByRole('radio', { name: 'Card on file' }).isChecked()).toBe(true);
    await desk.getByTestId('form-remaining').filter({ hasText: '$0.00' }).waitFor();
    await desk.screenshot({ path: '/tmp/ledger-record-payment-filled.png', fullPage: true });
    await desk.getByRole('button', { name: 'Save Transaction' }).click();
    await desk.waitForURL(/\/dashboard\/transactions\/\d+\/user\/\d+$/);
    expect(Number(/transactions\/(\d+)/.exec(desk.url())![1])).not.toBe(transactionId);

    // Nothing owed: the customer page, Outstanding Balances and the appointment say nothing more.
    await desk.goto(`/dashboard/customers/${cast.casey.userId}`);
    await desk.getByTestId('balance').filter({ hasText: money(before) }).waitFor();
    await expect.poll(() => desk.getByTestId('unpaid-groom').count()).toBe(0);
    await desk.goto('/dashboard/outstandingBalances');
    await desk.locator('.tx-unpaid').getByText('Every completed appointment has a live payment.').waitFor();
    await van.reload();
    await van.getByRole('button', { name: 'Send Receipt' }).waitFor();
    expect(await van.getByText(groom).count()).toBe(0);
    // The balance, as docs/RULES.md defines it, never moved: the void removed the payment and its charge.
    expect(await balanceNow()).toBe(before);
  });
});
