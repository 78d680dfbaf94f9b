import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { recoveryMailsSettled, type TestClient } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, startSystem, type RunningTestServer } from './support/server';

/**
 * a person who forgot their password gets it back by email, end to end in a real browser:
 * forgot password -> the link in the (dev) outbox -> the reset page -> signed in on the dashboard,
 * landing on today's numbers.
 */
let server: RunningTestServer;
let browser: Browser;
let admin: TestClient;

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
  admin = await server.loginAs('admin');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const NEW_PASSWORD = 'office-new-password-1';

async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  return context.newPage();
}

/** The newest recovery link mailed to `to`, as a path on this server. */
async function recoveryLinkFor(to: string): Promise<string> {
  // The mail is made after the answer (the same timing for every address): wait for that work.
  await recoveryMailsSettled();
  const { body } = await admin.get<{ messages: { to: string; subject: string; text: string }[] }>('/api/v4/dev/outbox');
  const mail = body.messages.find((m) => m.to === to && m.subject === 'Reset your Pawroute password');
  if (!mail) throw new Error(`no recovery mail for ${to}`);
  const link = new URL(/https?:\/\/\S+\/password\/reset\?token=\S+/.exec(mail.text)![0]);
  return `${link.pathname}${link.search}`;
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('password recovery in the browser', () => {
  let link: string;

  it('forgot password from the login page: checks the email, then shows the server answer', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/password/forgot');
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await page.getByText('Please insert an email.').waitFor();
    await page.getByLabel('Email').fill(DEMO.office);
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await page.getByRole('status').getByText('If the email address matched a login, and email has been sent to that address.').waitFor();
    await screenshot(page, 'password-forgot-sent');
    link = await recoveryLinkFor(DEMO.office);
    expect(link).toMatch(/^\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);
    await page.context().close();
  });

  it('the link: checks the form with the spec messages, then saves, signs in and lands on the dashboard', async () => {
    const page = await freshPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
    const save = page.getByRole('button', { name: 'Save password and sign in' });
    await save.click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password must be at least 10 characters long.').waitFor();

    await page.getByLabel('Email').fill(DEMO.office);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('something-else-1');
    await save.click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await screenshot(page, 'password-reset-form');
    await save.click();

    // Office holds ViewAllAppointments: the dashboard root sends it to appointments (part 2 §2.2).
    await page.waitForURL('**/dashboard/appointments');
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await page.context().close();
  });

  it('the link works once', async () => {
    const page = await freshPage();
    await page.goto(link);
    await page.getByLabel('Email').fill(DEMO.office);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Confirm new password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.getByRole('alert').getByText('This link was already used. Please request a new one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/password/reset');
    await page.context().close();
  });

  it('at phone width: the pages fit, and the new password signs in to the landing', async () => {
    const page = await freshPage(PHONE);
    await page.goto('/password/forgot');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await noSideways(page);
    await page.goto('/password/reset');
    await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
    await noSideways(page);
    await screenshot(page, 'password-reset-phone');

    await signIn(page, DEMO.office, NEW_PASSWORD);
    await page.waitForURL('**/dashboard/appointments');
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await noSideways(page);
    await screenshot(page, 'dashboard-landing-phone');
    await page.context().close();
  });
});
