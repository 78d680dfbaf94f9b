/**
 * HTTP read benchmark: the office's everyday reads over real HTTP against the server in its
 * own process, on a database holding the mixed history: the day schedule (every stylist, on the coming
 * four weeks' working days), the customer
 * page (its details read), the customer list searched by name, a customer's balance and the outstanding
 * balances of the last 30 days. Each read is fired at a fixed rate (fixedRate.ts) and timed from the
 * request's planned start to the end of its answer's body.
 */
import { Agent, request } from 'node:http';
import { ensureCredentialsTable, hashPassword, openDatabase, setPasswordHash } from '@pawroute/platform';
import { TestClient } from '../src/testing/httpClient';
import { startBenchServer } from './benchServer';
import { fixedRate, percentile, type RateTiming } from './fixedRate';

export interface HttpReadsResult {
  ratePerSecond: number;
  secondsPerRead: number;
  /** Rows of the read models the reads look in. */
  rows: Record<string, number>;
  reads: Record<string, RateTiming & { meanBytes: number; oneAtATime: { requests: number; p50Ms: number; p99Ms: number } }>;
}

export interface HttpReadsOptions {
  ratePerSecond?: number;
  seconds?: number;
  /** Dates (ISO) with appointments, for the day schedule. */
  workDates: readonly string[];
  /** The history's today (ISO): money is dated up to it. */
  today: string;
  log?: (line: string) => void;
}

const PASSWORD = 'bench-office-password';
const TIMEOUT_MS = 10_000;
const SEQUENTIAL = 100;
const round2 = (n: number) => Number(n.toFixed(2));
const specDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export async function benchHttpReads(url: string, options: HttpReadsOptions): Promise<HttpReadsResult> {
  const { ratePerSecond = 200, seconds = 15, workDates, today, log = () => undefined } = options;
  const db = await openDatabase({ url });
  try {
    // The history's office user (1) gets a password so the bench can sign in like a person would.
    const { rows: office } = await db.query<{ email_address: string }>('SELECT email_address FROM users WHERE id = 1');
    if (!office[0]) throw new Error('http reads bench: the history has no office user 1');
    await ensureCredentialsTable(db); // the server makes it too, but the password goes in before it starts
    await setPasswordHash(db, 1, await hashPassword(PASSWORD));
    // A fresh server for each read: a backlog one read left (the rate is more than this machine may
    // answer) must not count against the next.
    const signedIn = async () => {
      const server = await startBenchServer(url);
      try {
        const client = new TestClient(server.url);
        await client.login(office[0]!.email_address, PASSWORD);
        return { server, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
      } catch (error) {
        await server.stop();
        throw error;
      }
    };

    const { rows: people } = await db.query<{ customer_id: number; user_id: number; last_name: string }>(
      `SELECT c.id AS customer_id, c.user_id, u.last_name FROM customers c JOIN users u ON u.id = c.user_id ORDER BY c.id`,
    );
    const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
    const rows = {
      events: await count('public.events'),
      appointments: await count('appointments'),
      users: await count('users'),
      customers: people.length,
      transactions: await count('transactions'),
    };

    let seed = 11;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const pastDates = workDates.filter((d) => d <= today);
    const comingDates = workDates.filter((d) => d >= today).slice(0, 20);
    const monthBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const paths: Record<string, () => string> = {
      // Days from today on, booked like a real business (scheduleHistory.ts); its past days hold 30+ a stylist.
      daySchedule: () => `/api/v4/appointments/getAll?date=${specDate(pick(comingDates))}`,
      customerPage: () => `/api/v4/user/getCustomerDetails?customerId=${pick(people).customer_id}`,
      customerSearch: () => {
        // The first letters of a real last name, as someone types them into the list's search box.
        const name = pick(people).last_name.slice(0, 3 + Math.floor(random() * 3));
        return `/api/v4/users/getCustomers?page=0&pageSize=20&filtered=${encodeURIComponent(JSON.stringify([{ id: 'name', value: name }]))}`;
      },
      customerBalance: () => `/api/v4/user/getBalance?userId=${pick(people).user_id}`,
      outstandingBalances: () => {
        const end = pick(pastDates);
        return `/api/v4/outstandingBalances/findByDate?startDate=${specDate(monthBefore(end))}&endDate=${specDate(end)}&page=0`;
      },
    };

    const reads: HttpReadsResult['reads'] = {};
    for (const [name, path] of Object.entries(paths)) {
      const { server, cookie } = await signedIn();
      try {
        let bytes = 0;
        // node:http with kept-alive connections rather than fetch: the load generator shares the
        // machine's two cores with the server and PostgreSQL, and fetch costs it about twice the CPU.
        const agent = new Agent({ keepAlive: true, maxSockets: 256 });
        const send = () =>
          new Promise<boolean>((resolve, reject) => {
            const req = request(new URL(path(), server.url), { agent, headers: { cookie }, timeout: TIMEOUT_MS }, (res) => {
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () => resolve(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
              res.on('error', reject);
            });
            // An answer later than this counts as an error (and its time as this long): an overloaded server ends the run, not hangs it.
            req.on('timeout', () => req.destroy(new Error('timed out')));
            req.on('error', reject);
            req.end();
          });
        // One at a time first (also the warm-up: connections, plans, caches): the cost of one answer, with no queue.
        const alone: number[] = [];
        for (let i = 0; i < SEQUENTIAL; i += 1) {
          const started = performance.now();
          await send().catch(() => false);
          alone.push(performance.now() - started);
        }
        alone.sort((a, b) => a - b);
        bytes = 0;
        const timing = await fixedRate(send, ratePerSecond, seconds);
        const oneAtATime = { requests: SEQUENTIAL, p50Ms: round2(percentile(alone, 50)), p99Ms: round2(percentile(alone, 99)) };
        reads[name] = { ...timing, meanBytes: Math.round(bytes / Math.max(1, timing.requests - timing.errors)), oneAtATime };
        log(`  ${name}: p50 ${timing.p50Ms} ms, p99 ${timing.p99Ms} ms, ${timing.requests} requests at ${ratePerSecond}/s (${timing.errors} errors); one at a time p50 ${oneAtATime.p50Ms} ms, p99 ${oneAtATime.p99Ms} ms`);
        agent.destroy();
      } finally {
        await server.stop();
      }
    }
    return { ratePerSecond, secondsPerRead: seconds, rows, reads };
  } finally {
    await db.close();
  }
}
