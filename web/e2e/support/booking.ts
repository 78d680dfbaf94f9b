import { ok } from './driveway';
import type { RunningTestServer } from './server';

/** A weekday at least four days ahead, `plusDays` later still (the demo stylist works Monday to Friday). */
export function bookableDay(plusDays = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 4 + plusDays);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The demo customer has accepted the policies (else the portal asks first), as the booking journeys need. */
export async function demoCustomerAcceptsPolicies(server: RunningTestServer): Promise<void> {
  const customer = await server.loginAs('customer');
  const casey = ok('session', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
  ok('policies', await customer.post('/api/v4/user/customerAcceptedPolicies', { userId: casey.ID, acceptedPolicies: true }));
}
