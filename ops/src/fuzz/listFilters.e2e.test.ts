import { STORABLE_MESSAGES } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../testing';
import type { FuzzIds } from './fixtures';
import { startFuzzWorld } from './fuzzWorld';
import { leavesOf, withValue, type Json, type JsonObject } from './mutations';
import { FUZZ_TABLE, type Who } from './requestTable';
import { sendVariant } from './sendVariant';
import { routeKey, type ServerRoute } from './serverRoutes';
import { sendableOf } from './variants';

/**
 * Every list route's table state in the query string (`sorted`, `filtered`: JSON arrays, as objects
 * or as JSON text) with text PostgreSQL cannot hold inside a filter: a NUL (22021 at the database) or a
 * lone surrogate (silently mangled on the way to it). Each is a 400 with the storable message, through
 * the one list schema (domain/src/shared/listParams.ts; docs/SECURITY.md V5). The list routes are found
 * in the fuzz table (a GET whose valid query carries a JSON list), so a new list is covered the day it lands.
 */
const BAD_TEXT = [
  { label: 'NUL', value: 'a\u0000b', message: STORABLE_MESSAGES.controlCharacters },
  { label: 'lone surrogate', value: 'a\uD800b', message: STORABLE_MESSAGES.loneSurrogate },
  { label: 'lone low surrogate', value: '\uDC00', message: STORABLE_MESSAGES.loneSurrogate },
];

let server: TestServer;
let clients: Record<Who, TestClient>;
let ids: Record<Who, FuzzIds>;
let routes: ServerRoute[];

beforeAll(async () => {
  ({ server, clients, ids, routes } = await startFuzzWorld());
}, 180_000);
afterAll(async () => server?.close());

/** A query value that is a JSON list (the object itself, or its JSON text), as a JSON value. */
function listOf(value: Json): Json[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.startsWith('[')) return null;
  try {
    const parsed = JSON.parse(value) as Json;
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

describe('list filters with text the store cannot hold', () => {
  it('every list route answers 400 with the storable message for NUL and lone surrogates in its filters', async () => {
    const problems: string[] = [];
    const covered = new Set<string>();
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const entry = FUZZ_TABLE[routeKey(route)];
      if (!entry) continue;
      const who = entry.as.find((w) => w !== 'anonymous') ?? entry.as[0]!;
      for (const valid of [entry.request(ids[who])].flat()) {
        const query = valid.query ?? {};
        for (const [param, raw] of Object.entries(query)) {
          const list = listOf(raw);
          if (list === null) continue;
          // Each text leaf of the list (a filter's value; a sort's column name too).
          for (const leaf of leavesOf(list).filter((l) => typeof l.value === 'string')) {
            covered.add(routeKey(route));
            for (const bad of BAD_TEXT) {
              const broken = withValue(list, leaf.path, bad.value);
              const sentQuery: JsonObject = { ...query, [param]: typeof raw === 'string' ? JSON.stringify(broken) : broken };
              const answer = await sendVariant(clients[who], sendableOf(route, { ...valid, query: sentQuery }));
              const name = `${who} ${routeKey(route)} ${param}${leaf.path.map((p) => `[${p}]`).join('')}=${bad.label}`;
              const filterValue = leaf.path.at(-1) === 'value';
              if (answer.status !== 400) problems.push(`${name} -> ${answer.status} ${answer.message}`);
              else if (filterValue && answer.message !== bad.message) problems.push(`${name} -> 400 "${answer.message}", not "${bad.message}"`);
              else if (!answer.message) problems.push(`${name} -> 400 without a message`);
            }
          }
        }
      }
    }
    expect([...covered].sort()).toEqual(expect.arrayContaining(['GET /api/v4/transactions/getAll', 'GET /api/v4/users/getCustomers']));
    expect(problems).toEqual([]);
  }, 180_000);

  it('the probe’s request: transactions/getAll with a NUL in customerName is a 400, not a 500', async () => {
    const filtered = JSON.stringify([{ id: 'customerName', value: 'a\u0000b' }]);
    const answer = await clients.admin.get<{ message: string }>('/api/v4/transactions/getAll', { query: { filtered } });
    expect([answer.status, answer.body.message]).toEqual([400, STORABLE_MESSAGES.controlCharacters]);
    const fine = await clients.admin.get('/api/v4/transactions/getAll', { query: { filtered: JSON.stringify([{ id: 'customerName', value: 'ab' }]) } });
    expect(fine.status).toBe(200);
  });
});
