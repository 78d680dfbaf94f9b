/**
 * The anchor of the mixed load (capacity.ts): a bare fastify + pg server answering the five reads of the
 * mix with their own read code and SQL (query-api's read functions over the same pool size), and nothing
 * else: no session, no permission check, no read-your-writes wait, no cache, no compression. Our capacity
 * ÷ its capacity is the overhead of those, as one number.
 *
 * `tsx ops/bench/anchorServer.ts <databaseUrl>` prints `READY <url>` once listening, stops on SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { customerStream, fromSpecDate, PERMISSIONS, permissionFlags, userStream } from '@pawroute/domain';
import { createPostgresEventStore, openDatabase, readEditVersion, type Actor } from '@pawroute/platform';
import { readBalance, readCustomerDetails, readDaySchedule, readOpenSlots, readTransactionsPage } from '@pawroute/query-api';

/** The production pool's size (platform openPostgresDatabase's default). */
const POOL_SIZE = 10;
const TIME_ZONE = 'America/Chicago';
const OFFICE: Actor = { userId: 1, userTypeId: 1, customerId: null, permissions: permissionFlags([...PERMISSIONS]) };

async function main(databaseUrl: string): Promise<void> {
  const db = await openDatabase({ url: databaseUrl, poolSize: POOL_SIZE });
  const store = await createPostgresEventStore(db);
  const app = Fastify({ logger: false });
  const date = (value: unknown) => fromSpecDate(String(value ?? '')) ?? String(value);
  type Q = Record<string, string | undefined>;

  app.get('/api/v4/appointments/getAll', async (request) =>
    readDaySchedule(db, { date: date((request.query as Q).date), employeeId: null, timeZone: TIME_ZONE, now: new Date() }),
  );
  app.get('/api/v4/user/getCustomerDetails', async (request) => {
    const customerId = Number((request.query as Q).customerId);
    const details = await readCustomerDetails(db, OFFICE, customerId);
    const version = await readEditVersion(store, [customerStream(customerId), userStream(details.customer.userId)]);
    return { ...details, version };
  });
  app.get('/api/v4/user/getBalance', async (request) => readBalance(db, Number((request.query as Q).userId)));
  app.get('/api/v4/transactions/getAll', async (request) => {
    const q = request.query as Q;
    return readTransactionsPage(db, { startDate: date(q.startDate), endDate: date(q.endDate), page: Number(q.page ?? 0), pageSize: 25, onlyUserId: null });
  });
  app.get('/api/v4/appointments/getOpenSlots', async (request) => {
    const q = request.query as Q;
    return readOpenSlots(db, { date: date(q.date), estimateId: Number(q.estimateId), timeZone: TIME_ZONE, now: new Date() });
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${url}\n`);
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await app.close();
  await store.close();
  await db.close();
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv[2]!);
}
