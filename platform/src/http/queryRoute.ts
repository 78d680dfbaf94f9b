import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { businessDateOf, DomainError } from '@pawroute/domain';
import type { Database } from '../db/database';
import type { Actor } from './actor';
import { authorize, NOT_SIGNED_IN, type AccessRule } from './authorize';
import { requestInput } from './requestInput';
import type { ReadModelScope } from './readModelStamp';
import { declareRouteAccess } from './routeRegistry';
import type { AppServices } from './services';

export interface QueryHandlerContext<ActorType extends Actor | null = Actor | null> {
  /** Non-null for every rule but 'public'. */
  actor: ActorType;
  db: Database;
  services: AppServices;
  request: FastifyRequest;
  /**
   * The stamp of the route's `memoScope`, read with the session (no X-Pawroute-After asked); null when
   * not read so (the handler reads it itself).
   */
  memoStamp: string | null;
}

type ActorFor<Rule> = Rule extends 'public' ? Actor | null : Actor;

export interface QueryRouteOptions<Schema extends z.ZodType, Rule extends AccessRule<z.output<Schema>>> {
  url: string;
  /** Parses the querystring (strings: use z.coerce for numbers). */
  schema: Schema;
  permission: Rule;
  handle(input: z.output<Schema>, ctx: QueryHandlerContext<ActorFor<Rule>>): Promise<unknown>;
  /**
   * Keep answers in the read cache (readCache.ts). Only for a read whose answer depends on nothing but
   * projector tables, its input, who asks and the business date: no event-store, session or clock reads
   * finer than the day, no headers set. A scope (the tables it reads and their projectors) keeps answers
   * across writes to other read models; `true` drops them on any write (readCache.ts).
   */
  cache?: boolean | ReadModelScope;
  /**
   * The read models a handler keeps memos of (not cached as a whole answer): their stamp is read with
   * the session and handed over as `memoStamp`. Not with `cache`.
   */
  memoScope?: ReadModelScope;
}

export const AFTER_HEADER = 'x-pawroute-after';
const POSITION = /^[\x21-\x7e]{1,100}$/;
export const INVALID_AFTER_HEADER = 'Invalid X-Pawroute-After header.';

/**
 * The position the client wrote at (read-your-writes), or null. A value that is not a position of the
 * store is a 400. The wait itself (services.waitForPosition) is bounded and holds no connection; when
 * it runs out the read answers as it stands, marked stale.
 */
function parseAfterHeader(services: AppServices, header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  const after = Array.isArray(header) ? header[0] : header;
  if (!after || !POSITION.test(after) || !isPosition(services, after)) throw new DomainError(400, INVALID_AFTER_HEADER);
  return after;
}

function isPosition(services: AppServices, value: string): boolean {
  try {
    services.store.comparePositions(value, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Who asks (their permissions shape the answer), what they ask, and the business date (reads that
 * default to today): two requests with one key have one answer at one read-model state.
 */
function readCacheKey(request: FastifyRequest, timeZone: string, now: Date): string {
  const actor = request.actor;
  const who = actor ? `${actor.userId}/${actor.userTypeId}/${actor.customerId}/${JSON.stringify(actor.permissions)}` : '-';
  return `${request.url}\n${who}\n${businessDateOf(now, timeZone)}`;
}


/**
 * Every read goes through here: signed in (401 before any input is read), zod, permission, then (signed in) wait for X-Pawroute-After
 * (read-your-writes), then the handler. If the projections are not there within the wait, the read answers anyway,
 * marked `X-Pawroute-Stale: 1`.
 */
export function queryRoute<Schema extends z.ZodType, const Rule extends AccessRule<z.output<Schema>>>(
  app: FastifyInstance,
  options: QueryRouteOptions<Schema, Rule>,
): void {
  declareRouteAccess('GET', options.url, options.permission);
  const scope = typeof options.cache === 'object' ? options.cache : undefined;
  // The session hook reads a cached read's stamp along with the session (sessionWithUser.ts).
  const config: FastifyContextConfig =
    options.cache && app.services.readCache ? { readCacheScope: scope ?? 'all' } : options.memoScope ? { readCacheScope: options.memoScope } : {};
  app.get(options.url, { config }, async (request, reply) => {
    // Authenticate before reading any input (the core hook does it first; this keeps the wrapper safe alone).
    if (options.permission !== 'public' && !request.actor) throw new DomainError(401, NOT_SIGNED_IN);
    const input = options.schema.parse(requestInput(request)) as z.output<Schema>;
    await authorize(request.actor, options.permission, input);
    const after = parseAfterHeader(app.services, request.headers[AFTER_HEADER]);
    // Only after authentication: an anonymous request never waits (nor makes others wait).
    if (after !== null && request.actor && !(await app.services.waitForPosition(after))) {
      reply.header('X-Pawroute-Stale', '1');
    }
    // Read with the session, before any wait: good only for a request that did not ask to wait.
    const known = after === null ? (request.readModelStamp ?? undefined) : undefined;
    const memoStamp = options.memoScope ? (known ?? null) : null;
    const ctx = { actor: request.actor, db: app.services.db, services: app.services, request, memoStamp };
    const handle = () => options.handle(input, ctx as QueryHandlerContext<ActorFor<Rule>>);
    const cache = options.cache ? app.services.readCache : undefined;
    if (!cache) return handle();
    const body = await cache.answer(readCacheKey(request, app.services.config.timeZone, app.services.clock?.() ?? new Date()), handle, scope, known);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
