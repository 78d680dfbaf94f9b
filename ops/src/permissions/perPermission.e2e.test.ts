import { randomUUID } from 'node:crypto';
import { PERMISSIONS, userTypeStream, type Permission } from '@pawroute/domain';
import { describeRule, hashPassword, permissionsAllowingAlone, routeAccess, setPasswordHash } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing';
import type { FuzzIds } from '../fuzz/fixtures';
import { startFuzzWorld, type FuzzWorld } from '../fuzz/fuzzWorld';
import { FUZZ_TABLE, type FuzzRequest } from '../fuzz/requestTable';
import { sendVariant } from '../fuzz/sendVariant';
import { routeKey, type ServerRoute } from '../fuzz/serverRoutes';
import { sendableOf } from '../fuzz/variants';
import { REGENERATE } from './table';

/**
 * done-when 1: for each permission of part 2 §6 and part 1 §6, a user type with only that
 * permission, and one user of it. Every route whose rule that permission satisfies alone (docs/PERMISSIONS.md)
 * is not refused (no 401/403: it may still answer another 4xx for the record it is sent), every route
 * needing another permission answers 403. 'public' and 'signedIn' routes are open to all of them.
 * The requests are the fuzz table's valid ones (ops/src/fuzz/requestTable.ts), sent as the administrator would.
 */

/** Routes not swept, and why. */
const NOT_SWEPT: Record<string, string> = {
  'GET /api/v4/account/logout': 'ends the session the sweep runs in (public)',
  'PUT /api/v4/entrance/login': 'signs in: public, answers 401 to the fuzz table\'s unknown address',
  'POST /api/v4/entrance/update-password-and-login': 'signs in: public, answers 400 to the fuzz table\'s unknown link',
  'POST /api/v4/entrance/signup': 'public, and may sign the new account in, ending the session the sweep runs in',
  // Its rule is 'signedIn' and the handler checks the permission of the report asked for: until the
  // reports feature declares that rule (describedRule with ViewAdminReports/ViewManagerReports), the
  // table cannot say what it requires. Not swept rather than expected wrong.
  'GET /api/v4/reports/getTransactions': "rule 'signedIn', the report's permission checked in the handler (reports feature)",
};

/** Valid requests the fuzz table sends in a form that needs more than the rule (see docs/PERMISSIONS.md). */
const REQUEST_OVERRIDES: Record<string, (ids: FuzzIds) => FuzzRequest> = {
  // To an existing owner: a new owner is also a new customer (EditCustomers as well).
  'POST /api/v4/pets/updateOwner': (ids) => ({ body: { petID: ids.petId, customerID: ids.customerId } }),
};

const PASSWORD = 'only-one-permission';
const FIRST_TYPE_ID = 900;

let world: FuzzWorld;
const users = new Map<Permission, TestClient>();

async function defineUserTypes(): Promise<Map<Permission, number>> {
  const ids = new Map<Permission, number>();
  const { store } = world.server.services;
  for (const [index, permission] of PERMISSIONS.entries()) {
    const id = FIRST_TYPE_ID + index;
    ids.set(permission, id);
    await store.appendToStream(
      userTypeStream(id),
      [
        {
          id: randomUUID(),
          type: 'UserTypeDefined',
          data: { id, name: `Only ${permission}`, permissions: [permission] },
          metadata: {
            actorUserId: null,
            correlationId: randomUUID(),
            causationId: null,
            commandName: 'Test',
            idempotencyKey: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expected: 'no_stream' },
    );
  }
  await world.server.settle();
  return ids;
}

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

beforeAll(async () => {
  world = await startFuzzWorld();
  const typeIds = await defineUserTypes();
  const admin = world.clients.admin;
  const created = await inParallel(
    PERMISSIONS.map((permission) => async () => {
      const answer = await admin.post<{ userId: number }>('/api/v4/user/create', {
        firstName: 'Only',
        lastName: permission,
        emailAddress: `only.${permission.toLowerCase()}@example.com`,
        UserTypeID: typeIds.get(permission),
        isAccount: true,
      });
      if (answer.status !== 200) throw new Error(`user/create for ${permission}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return [permission, answer.body.userId] as const;
    }),
    4,
  );
  await world.server.settle();
  const hash = await hashPassword(PASSWORD);
  for (const [, userId] of created) await setPasswordHash(world.server.services.db, userId, hash);
  await inParallel(
    created.map(([permission]) => async () => {
      const client = world.server.client();
      await client.login(`only.${permission.toLowerCase()}@example.com`, PASSWORD);
      await client.csrf();
      users.set(permission, client);
    }),
    4,
  );
}, 300_000);

afterAll(async () => {
  await world?.server.close();
});

interface Outcome {
  permission: Permission;
  route: string;
  rule: string;
  expected: 'allowed' | 'refused';
  status: number;
  message: string;
}

describe('a user type with one permission', () => {
  const swept = () => world.routes.filter((route) => !(routeKey(route) in NOT_SWEPT));

  it('has a rule and a valid request (the fuzz table\'s) for every route it sweeps', () => {
    const undeclared = swept().map(routeKey).filter((key) => !routeAccess(...(key.split(' ') as [string, string])));
    expect(undeclared, `routes without a rule in the permission table (${REGENERATE})`).toEqual([]);
    const withoutRequest = swept().map(routeKey).filter((key) => !FUZZ_TABLE[key]);
    expect(withoutRequest, 'routes without a valid request in ops/src/fuzz/requestTable.ts (not swept until they have one)').toEqual([]);
  });

  it('is allowed exactly the routes that permission allows, and refused (403) the others', async () => {
    const routes = swept().filter((route) => FUZZ_TABLE[routeKey(route)] && routeAccess(route.method, route.url));

    // The refusals first: they write nothing, so every record is still there for each of them (a
    // route that checks its record's owner would otherwise answer 404 once an allowed call deleted it).
    const outcomes: Outcome[] = [];
    for (const phase of ['refused', 'allowed'] as const) {
      const jobs: (() => Promise<Outcome>)[] = [];
      for (const permission of PERMISSIONS) {
        const client = users.get(permission)!;
        for (const route of routes) if (expectation(permission, route) === phase) jobs.push(() => sweep(permission, client, route));
      }
      outcomes.push(...(await inParallel(jobs, 8)));
    }
    const wrong = outcomes
      .filter((o) => (o.expected === 'refused' ? o.status !== 403 : o.status === 401 || o.status === 403))
      .map((o) => `${o.permission}: ${o.route} (${o.rule}) expected ${o.expected}, answered ${o.status} ${o.message}`);
    expect(wrong).toEqual([]);
    // The sweep saw both sides for every permission that some route names alone.
    const allowedSomewhere = new Set(outcomes.filter((o) => o.expected === 'allowed' && o.status !== 403).map((o) => o.permission));
    expect(allowedSomewhere.size).toBe(PERMISSIONS.length);
  }, 600_000);
});

function expectation(permission: Permission, route: ServerRoute): 'allowed' | 'refused' {
  const alone = permissionsAllowingAlone(routeAccess(route.method, route.url)!.rule);
  return alone === 'all' || alone.includes(permission) ? 'allowed' : 'refused';
}

async function sweep(permission: Permission, client: TestClient, route: ServerRoute): Promise<Outcome> {
  const key = routeKey(route);
  const entry = routeAccess(route.method, route.url)!;
  const expected = expectation(permission, route);
  const ids = world.ids.admin;
  const valid = REQUEST_OVERRIDES[key]?.(ids) ?? [FUZZ_TABLE[key]!.request(ids)].flat()[0]!;
  const answer = await sendVariant(client, sendableOf(route, valid));
  return { permission, route: key, rule: describeRule(entry.rule), expected, status: answer.status, message: answer.message };
}
