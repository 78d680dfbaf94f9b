import { DEMO_EMAILS, DEMO_PASSWORD, startTestServer, type TestServer, type TestServerOptions } from '../../../ops/src/testing';
import { ensureWebBuild } from './webBuild';

export { DEMO_PASSWORD };
export const DEMO = DEMO_EMAILS;
export type RunningTestServer = TestServer;

/** The whole system on a free port over a throwaway database (seeded), serving the current web build. */
export async function startSystem(options: Pick<TestServerOptions, 'config'> = {}): Promise<TestServer> {
  ensureWebBuild();
  const server = await startTestServer({ serveWeb: true, ...options });
  await demoStylistWorksToday(server);
  return server;
}

/**
 * The demo stylist works Monday to Friday; the journeys book "today". On a Saturday or a Sunday (CI runs
 * any day) today gets an "All day, Working" exception, which gives the stylist's usual day
 * (MONEY-AND-SCHEDULE-RULES.md, Schedule), as an office would enter a weekend shift. On a weekday it
 * adds nothing, so the tests see the seed as it is.
 */
export async function demoStylistWorksToday(server: TestServer): Promise<void> {
  const zone = server.services.config.timeZone;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(new Date());
  if (weekday !== 'Sat' && weekday !== 'Sun') return;
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
  const stylist = await server.loginAs('stylist');
  const session = await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  const admin = await server.loginAs('admin');
  const made = await admin.post('/api/v4/exceptions/create', {
    employeeId: session.body.user.ID,
    isWorking: true,
    event: { title: 'Weekend shift (browser tests)', startDate: date, endDate: date, isAllDay: true },
  });
  if (made.status !== 200) throw new Error(`the demo stylist's weekend shift: ${made.status} ${JSON.stringify(made.body)}`);
  // Bookings find a stylist's exceptions through the read model's index: let it see the shift first.
  await server.settle();
}
