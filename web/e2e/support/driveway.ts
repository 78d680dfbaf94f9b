import type { Page } from 'playwright-core';
import type { TestClient, TestServer } from '../../../ops/src/testing';

/** A signature on the completion's pad: a few strokes with the mouse (or a finger, at phone width). */
export async function signOnPad(page: Page): Promise<void> {
  // The pad takes strokes once the sign-off check has answered (its Clear button is enabled then), and
  // once no toast (at the bottom on a phone) lies over it.
  await page.getByRole('button', { name: 'Clear' }).and(page.locator(':enabled')).waitFor();
  const toasts = page.locator('[data-sonner-toast]');
  while ((await toasts.count()) > 0) await toasts.first().waitFor({ state: 'detached', timeout: 15_000 });
  // In the viewport first: mouse strokes land in viewport coordinates.
  await page.getByTestId('signature-pad').scrollIntoViewIfNeeded();
  const pad = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(pad.x + 30, pad.y + 100);
  await page.mouse.down();
  for (const [dx, dy] of [[90, -40], [160, 30], [240, -20]] as const) await page.mouse.move(pad.x + dx, pad.y + 100 + dy, { steps: 5 });
  await page.mouse.up();
}

/** Start Appointment, confirmed in its dialog (part 1 §2 "start-appointment confirmation dialog"). */
export async function confirmStart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Appointment', exact: true }).click();
  await page.getByRole('dialog', { name: 'Start Appointment?' }).getByRole('button', { name: 'Yes, Start Appointment' }).click();
}

export function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Today in the business's calendar, YYYY-MM-DD, and as the spec writes dates, MM-DD-YYYY. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export interface DrivewayCast {
  casey: { userId: number; customerId: number; petId: number };
  stylistId: number;
}

/** The demo customer Casey (policies accepted, her dog Biscuit) and the demo stylist's id. */
export async function drivewayCast(server: TestServer): Promise<DrivewayCast> {
  const customer = await server.loginAs('customer');
  const me = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  ok('policies', await customer.post('/api/v4/user/customerAcceptedPolicies', { userId: me.ID, acceptedPolicies: true }));
  const pets = ok('pets', await customer.get<{ pets: { ID: number; petName: string }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: me.customerId } }));
  const stylist = await server.loginAs('stylist');
  const stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  return { casey: { userId: me.ID, customerId: me.customerId, petId: pets.pets.find((p) => p.petName === 'Biscuit')!.ID }, stylistId };
}

/** Today's 9:00 AM appointment for Casey with the demo stylist, booked by the office from a fresh estimate. */
export async function bookTodayForCasey(office: TestClient, cast: DrivewayCast): Promise<number> {
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' }, tripFee: 3900, pets: [{ petId: cast.casey.petId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: cast.casey.userId },
  })).data.estimateId;
  return ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: cast.stylistId, appointmentDate: specDate(today()), startTime: '9:00 AM',
  })).newAppointmentId;
}
