import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANIMAL_TYPE_IDS, LINK_MESSAGES, SEED_BREEDS, SIGN_UP_MESSAGES } from '@pawroute/domain';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../../ops/src/testing';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { startSystem, type RunningTestServer } from './support/server';

/**
 * done when: a visitor signs up with two pets at phone width; the confirmation email arrives
 * at the in-process SMTP server and its link confirms the address; the office sees the web lead; the
 * customer forgets the password, resets it from the emailed link and signs in; a used link shows the
 * already-used error. Mail goes through nodemailer to a real SMTP server; the test reads it there.
 */
let server: RunningTestServer;
let smtp: SmtpTestServer;
let browser: Browser;

const EMAIL = 'wendy.weblead@example.com';
const PASSWORD = 'wendy-first-password';
const NEW_PASSWORD = 'wendy-second-password';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
const cat = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.cat)!;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startSystem({ config: { smtpUrl: smtp.url } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

async function phonePage(): Promise<Page> {
  const context = await newContext(browser, server.url, PHONE);
  return context.newPage();
}
const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('sign-up, email confirmation and password recovery at phone width', () => {
  let userId: number;

  it('a visitor signs up with two pets: the spec order is checked, then the confirmation page links to the new profile with the banner', async () => {
    const page = await phonePage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/sign-up');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await noSideways(page);

    const create = page.getByRole('button', { name: 'Create account' });
    await create.click();
    await page.getByRole('alert').getByText(SIGN_UP_MESSAGES.step1).waitFor();

    await page.getByLabel('First name').fill('Wendy');
    await page.getByLabel('Last name').fill('Weblead');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('short');
    await create.click();
    await page.getByRole('alert').getByText('Password must be a minimum of 10 characters.').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await create.click();
    await page.getByRole('alert').getByText(SIGN_UP_MESSAGES.step2).waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('Texas');

    await page.getByLabel('Address').fill('100 Elm St');
    await page.getByLabel('City').fill('Dallas');
    await page.getByLabel('Zipcode').fill('75201');
    await create.click();
    await page.getByRole('alert').getByText(SIGN_UP_MESSAGES.step3).waitFor();
    await page.getByLabel('Home phone').fill('214-555-0101');
    await page.getByLabel('Work phone').fill('12');
    await create.click();
    await page.getByRole('alert').getByText(SIGN_UP_MESSAGES.step4).waitFor();
    await page.getByLabel('Work phone').fill('214-555-0102');

    await page.getByLabel('Pet 1 name').fill('Rex');
    await page.getByRole('button', { name: 'Add another pet' }).click();
    await page.getByLabel('Pet 2 name').fill('Tom');
    await create.click();
    await page.getByRole('alert').getByText('A Name and Breed are required for each pet.').waitFor();
    await page.getByLabel('Pet 1 breed').selectOption({ label: dog.breed });
    await page.getByLabel('Pet 1 weight (lbs)').fill('40');
    await page.getByLabel('Pet 2 type').selectOption({ label: 'cat' });
    await page.getByLabel('Pet 2 breed').selectOption({ label: cat.breed });
    await create.click();
    await page.getByRole('alert').getByText(SIGN_UP_MESSAGES.step6).waitFor();
    await page.getByLabel(/I accept the/).check();
    await noSideways(page);
    await screenshot(page, 'signup-form-phone');
    await create.click();

    await page.waitForURL('**/signup-confirmation');
    await page.getByRole('heading', { name: 'Welcome, Wendy!' }).waitFor();
    await noSideways(page);
    await screenshot(page, 'signup-confirmation-phone');
    const profile = page.getByRole('link', { name: 'Go to my profile' });
    userId = Number(/\/dashboard\/profile\/(\d+)/.exec((await profile.getAttribute('href')) ?? '')?.[1]);
    expect(userId).toBeGreaterThan(0);
    await profile.click();
    await page.waitForURL(`**/dashboard/profile/${userId}**`);
    await page.getByText(SIGN_UP_MESSAGES.thankYou).waitFor();
    await page.getByText('Rex').first().waitFor();
    await page.getByText('Tom').first().waitFor();
    await screenshot(page, 'signup-new-profile-phone');

    // The same address again: 409 with the spec's words.
    const again = await phonePage();
    await again.goto('/sign-up');
    await again.getByLabel('First name').fill('Other');
    await again.getByLabel('Last name').fill('Person');
    await again.getByLabel('Email').fill(EMAIL.toUpperCase());
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByLabel('Address').fill('1 Main St');
    await again.getByLabel('City').fill('Dallas');
    await again.getByLabel('Zipcode').fill('75201');
    await again.getByLabel('Home phone').fill('214-555-0199');
    await again.getByLabel('Pet 1 name').fill('Max');
    await again.getByLabel('Pet 1 breed').selectOption({ label: dog.breed });
    await again.getByLabel(/I accept the/).check();
    await again.getByRole('button', { name: 'Create account' }).click();
    await again.getByRole('alert').getByText('Email already in use by another account.').waitFor();
    await again.context().close();
    await page.context().close();
  });

  it('the confirmation email arrives over SMTP and its link confirms the address once', async () => {
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Please confirm your email address for Pawroute');
    expect(mail.html).toContain('Confirm my email address');
    const link = linkIn(mail, '/emailConfirmation');
    const page = await phonePage();
    await page.goto(link);
    await page.getByRole('status').getByText(LINK_MESSAGES.emailConfirmed).waitFor();
    await noSideways(page);
    await screenshot(page, 'email-confirmed-phone');
    await page.reload();
    await page.getByRole('alert').getByText(LINK_MESSAGES.emailConfirmation.used).waitFor();
    await page.goto('/emailConfirmation?token=not-a-real-token');
    await page.getByRole('alert').getByText(LINK_MESSAGES.emailConfirmation.invalid).waitFor();
    await page.context().close();
  });

  it('the office sees the web lead on the todo list', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'office@pawroute.test', 'pawroute-demo');
    await page.goto('/dashboard/todoList');
    const lead = page.locator('tr[data-todo-id]').filter({ hasText: 'Web lead: Wendy Weblead' });
    await page.getByRole('heading', { name: 'Todo List' }).waitFor();
    await lead.first().waitFor();
    // The lead's details (part 1 §3 formData) behind More.
    await lead.first().getByRole('button', { name: /^More: Web lead/ }).click();
    await page.getByText('wendy.weblead@example.com').first().waitFor();
    await screenshot(page, 'signup-web-lead-office');
    await context.close();
  });

  it('the customer forgets the password, resets it from the emailed link and signs in; the used link says so', async () => {
    const page = await phonePage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/password/forgot');
    await noSideways(page);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await page.getByRole('status').getByText('If the email address matched a login, and email has been sent to that address.').waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Reset your Pawroute password');
    const link = linkIn(mail, '/password/reset');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
    await noSideways(page);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.context().close();

    const fresh = await phonePage();
    await signIn(fresh, EMAIL, NEW_PASSWORD);
    await noSideways(fresh);
    await fresh.context().close();

    const reused = await phonePage();
    await reused.goto(link);
    await reused.getByLabel('Email').fill(EMAIL);
    await reused.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await reused.getByLabel('Confirm new password').fill('yet-another-password');
    await reused.getByRole('button', { name: 'Save password and sign in' }).click();
    await reused.getByRole('alert').getByText('This link was already used. Please request a new one.').waitFor();
    await screenshot(reused, 'password-link-used-phone');
    await reused.context().close();
  });
});
