import { allProjectors, readProjectionStatus } from '@pawroute/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../testing';
import type { FuzzIds } from './fixtures';
import { startFuzzWorld } from './fuzzWorld';
import { FUZZ_TABLE, newCustomerBody, type Who } from './requestTable';
import { sendVariant } from './sendVariant';
import { routeKey, type ServerRoute } from './serverRoutes';
import { UNKNOWN_PARAMETER, variantsOf, type LabelledRequest } from './variants';

/**
 * every route of the real server, every field broken in turn (NUL, lone surrogates, control
 * characters, 100,000 characters, 2^31, -1, ids 'abc' and '%00', bad upload names) answers a 4xx or
 * a 2xx, never a 5xx; afterwards every projector still runs and a new customer still shows up.
 */
const PARALLEL = 4;

let server: TestServer;
let clients: Record<Who, TestClient>;
let ids: Record<Who, FuzzIds>;
let routes: ServerRoute[];

beforeAll(async () => {
  ({ server, clients, ids, routes } = await startFuzzWorld());
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Runs `jobs` a few at a time (the server shares two cores with the other suites). */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

describe('fuzzing every route', () => {
  it('finds the routes, and every route has a valid request in the fuzz table', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.map(routeKey).filter((key) => !(key in FUZZ_TABLE));
    expect(missing, 'routes without an entry in ops/src/fuzz/requestTable.ts').toEqual([]);
    const stale = Object.keys(FUZZ_TABLE).filter((key) => !routes.some((route) => routeKey(route) === key));
    expect(stale, 'entries of the fuzz table for routes the server does not serve').toEqual([]);
  });

  it('answers no 5xx to any broken field, then every projector runs and a new customer is listed', async () => {
    const jobs: (() => Promise<string | null>)[] = [];
    // Per route and sender, whether some broken field was refused as input (not as sign-in or CSRF).
    const refusedInput = new Map<string, boolean>();
    for (const route of routes) {
      const entry = FUZZ_TABLE[routeKey(route)];
      if (!entry) continue;
      for (const who of entry.as) {
        const valid = entry.request(ids[who]);
        const key = `${who} ${routeKey(route)}`;
        for (const { label, request } of (Array.isArray(valid) ? valid : [valid]).flatMap((v): LabelledRequest[] => variantsOf(route, v))) {
          if (label !== UNKNOWN_PARAMETER) refusedInput.set(key, refusedInput.get(key) ?? false);
          jobs.push(async () => {
            const answer = await sendVariant(clients[who], request);
            if (answer.status >= 400 && answer.status < 500 && ![401, 403].includes(answer.status)) refusedInput.set(key, true);
            return answer.status >= 500 ? `${who} ${routeKey(route)} ${label} -> ${answer.status} ${answer.message}` : null;
          });
        }
      }
    }
    expect(jobs.length).toBeGreaterThan(1000);
    const failures = (await inParallel(jobs, PARALLEL)).filter((f): f is string => f !== null);
    expect(failures).toEqual([]);
    // The broken values reached the routes' input checks (a lost session or CSRF token would hide them).
    const neverRefused = [...refusedInput].filter(([key, refused]) => !refused && !key.startsWith('anonymous')).map(([key]) => key);
    expect(neverRefused).toEqual([]);

    // Every projector caught up and running: none faulted on what the requests above wrote.
    await server.settle();
    const status = new Map((await readProjectionStatus(server.services.db)).map((row) => [row.name, row.status]));
    expect(Object.fromEntries(allProjectors.map((p) => [p.name, status.get(p.name)]))).toEqual(
      Object.fromEntries(allProjectors.map((p) => [p.name, 'running'])),
    );

    // The user/create body the fuzz broke field by field: its email was never claimed by a refusal.
    const body = newCustomerBody(ids.admin);
    const created = await clients.admin.post<{ userId: number }>('/api/v4/user/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const list = await clients.admin.get<{ rows: { ID: number }[] }>('/api/v4/users/getCustomers', {
      query: { filtered: JSON.stringify([{ id: 'email', value: body.emailAddress }]) },
    });
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row) => row.ID)).toEqual([created.body.userId]);
  }, 180_000);
});
