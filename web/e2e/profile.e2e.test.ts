import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CreateUserResponse, GetCustomersResponse } from '@pawroute/domain';
import { launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser';
import { DEMO, DEMO_PASSWORD, startSystem, type RunningTestServer } from './support/server';

/**
 * ("profile"): office opens a profile, edits details, comments and rates, creates a login
 * account; an administrator deletes and restores and merges a duplicate whose pet then shows on the
 * primary; the customer sees only their own profile and pets and accepts the policies. Desktop and
 * phone width.
 */
let server: RunningTestServer;
let browser: Browser;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  server = await startSystem();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function page(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  return context.newPage();
}

async function createCustomer(firstName: string, lastName: string): Promise<CreateUserResponse> {
  const office = await server.loginAs('office');
  const r = await office.post<CreateUserResponse>('/api/v4/user/create', {
    firstName,
    lastName,
    emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
    phoneNumber: '(214) 555-0177',
    AddressInfo: { address: '77 Elm St', city: 'Dallas', state: 'TX', zipcode: '75201' },
  });
  expect(r.status).toBe(200);
  return r.body;
}

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

// Concurrent: each test opens its own contexts and works on customers of its own (found by their own
// names); side by side their waits on the server overlap. (The portal's tests stay in order: the phone
// run expects the policies the desktop run accepted.)
describe.concurrent('customer profile (office and administrator)', () => {
  it('office opens a profile, edits the details, comments, rates and creates a login account', async () => {
    const target = await createCustomer('Greta', `Garbo${suffix}`);
    const p = await page();
    await signIn(p, DEMO.office, DEMO_PASSWORD);
    await p.goto('/dashboard/customers');
    await p.getByLabel('Filter by name').fill(`garbo${suffix}`);
    await p.locator(`tr[data-customer-id="${target.userId}"]`).click();
    await p.waitForURL(`**/dashboard/customers/${target.userId}/overview`);
    await p.getByRole('heading', { name: `Greta Garbo${suffix}` }).waitFor();
    await p.getByRole('region', { name: 'Customer Details' }).getByText('$39.00').waitFor();
    await p.getByTestId('balance').getByText('$0.00').waitFor();
    // Office has no Merge or Delete (those are DangerousEditing / MergeProfiles).
    await p.getByRole('button', { name: 'More ▾' }).click();
    expect(await p.getByRole('menuitem').allTextContents()).toEqual(['New Transaction', 'Send Transaction Summary', 'New Complaint']);
    await p.getByRole('menuitem', { name: 'New Complaint' }).click();
    // The complaint itself is web/e2e/complaints.e2e.test.ts's; here the modal opens and closes.
    const complaint = p.getByRole('dialog', { name: 'New Complaint' });
    await complaint.getByLabel('Explanation').waitFor();
    await complaint.getByRole('button', { name: 'Cancel' }).click();
    await complaint.waitFor({ state: 'hidden' });
    await screenshot(p, 'profile-overview-office');

    // Edit: the spec's money message on blur, then a good save.
    await p.getByRole('button', { name: 'Edit' }).click();
    const trip = p.getByLabel('Trip charge ($)');
    await trip.fill('39.999');
    await trip.blur();
    await p.getByText('Invalid dollar amount for default trip charge').waitFor();
    await trip.fill('45');
    await p.getByLabel('Default gratuity ($)').fill('5.50');
    await p.getByLabel('Military').check();
    await p.getByLabel('Contact method').selectOption({ index: 1 });
    await p.getByLabel('Preferred stylist').selectOption({ index: 1 });
    await p.getByLabel('Birthday').fill('04-01-1980');
    await screenshot(p, 'profile-details-edit');
    await p.getByRole('button', { name: 'Save' }).click();
    await toast(p, 'Updated customer details');
    const details = p.getByRole('region', { name: 'Customer Details' });
    await details.getByText('$45.00').waitFor();
    await details.getByText('$5.50').waitFor();
    await details.getByText('04-01-1980').waitFor();
    expect(await details.locator('dt:text-is("Military") + dd').textContent()).toBe('Yes');

    // A second office tab on the same profile, to see the push bring the comment in.
    const watcher = await page();
    await signIn(watcher, DEMO.office, DEMO_PASSWORD);
    await watcher.goto(`/dashboard/customers/${target.userId}/overview`);
    await watcher.getByText('No comments yet.').waitFor();

    // Comments: empty is not submitted; a comment appears with a toast.
    expect(await p.getByRole('button', { name: 'Add Comment' }).isDisabled()).toBe(true);
    await p.getByLabel('New comment').fill('Prefers morning appointments');
    await p.getByRole('button', { name: 'Add Comment' }).click();
    await toast(p, 'Successfully added comment');
    await p.getByRole('list', { name: 'Comments' }).getByText('Prefers morning appointments').waitFor();
    await watcher.getByRole('list', { name: 'Comments' }).getByText('Prefers morning appointments').waitFor();
    await watcher.context().close();

    // Ratings: 4 then 5 stars average 4.5.
    for (const stars of ['4 stars', '5 stars']) {
      await p.getByRole('button', { name: stars, exact: true }).click();
      await p.getByRole('button', { name: 'Add Rating' }).click();
      await toast(p, 'Successfully added rating');
    }
    await p.getByTestId('rating-average').getByText('4.5').waitFor();

    // The customer accepts the policies on the office device, then hands it back.
    await p.getByRole('button', { name: 'Policies', exact: true }).click();
    const policies = p.getByRole('dialog');
    await policies.getByLabel('I have read and accept the Privacy Policy and the Terms of Service.').check();
    await policies.getByRole('button', { name: 'Submit' }).click();
    await policies.getByText('Please hand the device back to the employee.').waitFor();
    await policies.getByRole('button', { name: 'Done' }).click();
    await p.getByRole('button', { name: 'Policies ✓' }).waitFor();

    // Create Account: the spec's message when empty, then the login is made and the button goes.
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByLabel('Login Email').fill('');
    await p.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await p.getByText('Login Email is a required field').waitFor();
    await p.getByLabel('Login Email').fill(`greta.${suffix}@example.com`);
    await p.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await toast(p, 'Created a login account');
    await p.getByText('Has an account').waitFor();
    expect(await p.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
    await screenshot(p, 'profile-after-edits');

    // The history tabs are honest about being empty; tabs of the other features mount.
    await p.getByRole('link', { name: 'Upcoming Appointments' }).click();
    await p.getByText('No upcoming appointments yet.').waitFor();
    await p.getByRole('link', { name: 'Transaction History' }).click();
    await p.getByText('No transactions yet.').waitFor();
    await p.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Addresses', exact: true }).click();
    await p.waitForURL(`**/dashboard/customers/${target.userId}/addresses`);
    await screenshot(p, 'profile-addresses-tab');
    await p.context().close();
  });

  it('administrator deletes and restores a profile, and merges a duplicate whose pet moves to the primary', async () => {
    const primary = await createCustomer('Paula', `Primary${suffix}`);
    const duplicate = await createCustomer('Paula', `Dupe${suffix}`);
    const office = await server.loginAs('office');
    await server.settle();
    const options = (await office.get<{ breeds: { ID: number; animalTypeId: number }[] }>('/api/v4/getOptions')).body;
    const petName = `Waffles${suffix}`;
    const pet = await office.post('/api/v4/pets/update', {
      customerId: duplicate.customerId,
      petName,
      animalTypeId: options.breeds[0]!.animalTypeId,
      breedId: options.breeds[0]!.ID,
    });
    expect(pet.status).toBe(200);

    const p = await page();
    await signIn(p, DEMO.admin, DEMO_PASSWORD);
    await p.goto(`/dashboard/customers/${duplicate.userId}`);
    await p.getByRole('heading', { name: `Paula Dupe${suffix}` }).waitFor();
    await p.getByRole('button', { name: 'More ▾' }).click();
    await p.getByRole('menuitem', { name: 'Delete User' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
    await toast(p, 'Deleted user');
    await p.getByText('This profile has been marked as deleted.').waitFor();
    await screenshot(p, 'profile-deleted');
    await p.getByRole('button', { name: 'Restore Profile' }).click();
    await toast(p, 'Restored user');
    await p.getByText('This profile has been marked as deleted.').waitFor({ state: 'detached' });

    // Merge from the primary's menu; the primary is preselected.
    await p.goto(`/dashboard/customers/${primary.userId}`);
    await p.getByRole('button', { name: 'More ▾' }).click();
    await p.getByRole('menuitem', { name: 'Merge Profile' }).click();
    await p.waitForURL(`**/dashboard/merge/${primary.userId}`);
    await p.getByTestId('Primary profile-picked').getByText(`Paula Primary${suffix}`).waitFor();
    await p.getByRole('button', { name: 'Merge Profiles' }).click();
    await toast(p, 'A primary and duplicate profile must be selected');
    await p.getByLabel('Search Duplicate profile').fill(`dupe${suffix}`);
    await p.getByRole('list', { name: 'Duplicate profile results' }).getByRole('button', { name: new RegExp(`Dupe${suffix}`) }).click();
    await screenshot(p, 'merge-picked');
    // The customer information modal shows the duplicate before merging.
    await p.getByTestId('Duplicate profile-picked').getByRole('button', { name: 'View' }).click();
    const info = p.getByRole('dialog', { name: `Paula Dupe${suffix}` });
    await info.getByRole('region', { name: 'Customer Details' }).waitFor();
    await info.getByRole('link', { name: 'Transaction History' }).click();
    await info.getByText('No transactions yet.').waitFor();
    await info.getByRole('link', { name: 'Addresses', exact: true }).click();
    await info.getByText('77 Elm St').first().waitFor();
    await screenshot(p, 'customer-information-modal', { fullPage: false });
    await info.getByRole('button', { name: 'Close' }).click();
    await p.getByRole('button', { name: 'Merge Profiles' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Merge', exact: true }).click();
    await toast(p, 'Successfully merged the profiles');
    await p.waitForURL(`**/dashboard/customers/${primary.userId}/overview`);
    await p.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Pets' }).click();
    await p.getByText(petName).first().waitFor();
    await screenshot(p, 'merge-primary-pets');

    await p.goto(`/dashboard/customers/${duplicate.userId}`);
    await p.getByText('This profile has been marked as deleted.').waitFor();
    await p.getByText('another profile').waitFor();
    await p.context().close();
  });
});

describe('customer portal', () => {
  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)('the customer sees only their own profile and pets and accepts the policies (%s)', async (label, viewport) => {
    const p = await page(viewport);
    await signIn(p, DEMO.customer, DEMO_PASSWORD);
    await p.waitForURL(/\/dashboard\/profile\/\d+$/);
    const ownId = Number(new URL(p.url()).pathname.split('/').pop());
    await p.getByRole('heading', { name: 'Welcome Casey Carter' }).waitFor();

    if (label === 'desktop') {
      // First visit: the acknowledgement modal; Submit only once ticked; then Thank you.
      const dialog = p.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Privacy Policy', exact: true }).waitFor();
      await dialog.getByRole('heading', { name: 'Terms of Service', exact: true }).waitFor();
      const heights = await dialog.locator('.policy-box').evaluateAll((boxes) => boxes.map((b) => (b as HTMLElement).offsetHeight));
      expect(heights).toEqual([400, 400]);
      expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await screenshot(p, 'portal-policies', { fullPage: false });
      await dialog.getByLabel('I have read and accept the Privacy Policy and the Terms of Service.').check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByRole('heading', { name: 'Thank you' }).waitFor();
      await dialog.getByText('Your acceptance has been recorded.').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await p.getByRole('button', { name: 'Policies ✓' }).waitFor();
    } else {
      // Already accepted on the desktop run: no modal.
      await p.getByRole('button', { name: 'Policies ✓' }).waitFor();
      expect(await p.getByRole('dialog').count()).toBe(0);
    }

    await p.getByText('Biscuit').first().waitFor();
    const banner = p.getByText('Thank you for setting up a profile! Someone from our office will contact you shortly.');
    await banner.waitFor();
    await screenshot(p, `portal-profile-${label}`);
    await p.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    // Another customer's profile or information: back to their own.
    const office = await server.loginAs('office');
    const other = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'name', value: 'emma johnson' }]) },
    });
    const otherId = other.body.rows[0]!.ID;
    await p.goto(`/dashboard/profile/${otherId}`);
    await p.waitForURL(`**/dashboard/profile/${ownId}`);
    await p.getByRole('heading', { name: 'Welcome Casey Carter' }).waitFor();
    expect(await p.getByText('Bella').count()).toBe(0);
    await p.goto(`/dashboard/information/${otherId}`);
    await p.waitForURL(new RegExp(`/dashboard/information/${ownId}/addresses$`));
    await p.getByRole('heading', { name: 'My Information' }).waitFor();
    await screenshot(p, `portal-information-${label}`);
    await p.goto(`/dashboard/customers/${otherId}`);
    await p.waitForURL((url) => !url.pathname.startsWith('/dashboard/customers'));
    await p.context().close();
  });

  it('office profile at phone width', async () => {
    const p = await page(PHONE);
    await signIn(p, DEMO.office, DEMO_PASSWORD);
    const office = await server.loginAs('office');
    const other = await office.get<GetCustomersResponse>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'name', value: 'liam smith' }]) },
    });
    await p.goto(`/dashboard/customers/${other.body.rows[0]!.ID}`);
    await p.getByRole('heading', { name: 'Liam Smith' }).waitFor();
    await p.getByRole('region', { name: 'Customer Details' }).waitFor();
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(p, 'phone-profile-office');
    await p.getByRole('button', { name: 'Edit' }).click();
    await p.getByLabel('Trip charge ($)').waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(p, 'phone-profile-edit');
    await p.context().close();
  });

  it('merge screen and a deleted profile at phone width', async () => {
    const target = await createCustomer('Phoebe', `Phone${suffix}`);
    const p = await page(PHONE);
    await signIn(p, DEMO.admin, DEMO_PASSWORD);
    await p.goto(`/dashboard/merge/${target.userId}`);
    await p.getByTestId('Primary profile-picked').getByText(`Phoebe Phone${suffix}`).waitFor();
    await p.getByRole('list', { name: 'Duplicate profile results' }).getByRole('button').first().waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(p, 'phone-merge');
    await p.goto(`/dashboard/customers/${target.userId}`);
    await p.getByRole('button', { name: 'More ▾' }).click();
    await p.getByRole('menuitem', { name: 'Delete User' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
    await p.getByText('This profile has been marked as deleted.').waitFor();
    expect(await p.getByRole('button', { name: 'More ▾' }).count()).toBe(0);
    await screenshot(p, 'phone-profile-deleted', { fullPage: false });
    await p.getByRole('button', { name: 'Restore Profile' }).click();
    await p.getByRole('button', { name: 'More ▾' }).waitFor();
    await p.context().close();
  });

  it('the policy pages are public', async () => {
    const p = await page();
    await p.goto('/privacyPolicy');
    await p.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await p.getByRole('heading', { name: 'What we collect' }).waitFor();
    await p.goto('/termsOfService');
    await p.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await screenshot(p, 'policy-terms', { fullPage: false });
    await p.context().close();
  });
});
