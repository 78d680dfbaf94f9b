import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '@pawroute/domain';
import type { Database } from '../db/database';
import type { Actor } from './actor';
import { authorize, type AccessRule } from './authorize';
import { requestInput } from './requestInput';
import type { AppServices } from './services';

export interface QueryHandlerContext<ActorType extends Actor | null = Actor | null> {
  /** Non-null for every rule but 'public'. */
  actor: ActorType;
  db: Database;
  services: AppServices;
  request: FastifyRequest;
}

type ActorFor<Rule> = Rule extends 'public' ? Actor | null : Actor;

export interface QueryRouteOptions<Schema extends z.ZodType, Rule extends AccessRule<z.output<Schema>>> {
  url: string;
  /** Parses the querystring (strings: use z.coerce for numbers). */
  schema: Schema;
  permission: Rule;
  handle(input: z.output<Schema>, ctx: QueryHandlerContext<ActorFor<Rule>>): Promise<unknown>;
}

export const AFTER_HEADER = 'x-pawroute-after';
const POSITION = /^[\x21-\x7e]{1,100}$/;

/**
 * Every read goes through here: wait for X-Pawroute-After (read-your-writes), zod, permission,
 * then the handler. If the projections are not there within the wait, the read answers anyway,
 * marked `X-Pawroute-Stale: 1`.
 */
export function queryRoute<Schema extends z.ZodType, const Rule extends AccessRule<z.output<Schema>>>(
  app: FastifyInstance,
  options: QueryRouteOptions<Schema, Rule>,
): void {
  app.get(options.url, async (request, reply) => {
    const after = request.headers[AFTER_HEADER];
    if (typeof after === 'string' && after !== '') {
      if (!POSITION.test(after)) throw new DomainError(400, 'Invalid X-Pawroute-After header.');
      if (!(await app.services.waitForPosition(after))) reply.header('X-Pawroute-Stale', '1');
    }
    const input = options.schema.parse(requestInput(request)) as z.output<Schema>;
    await authorize(request.actor, options.permission, input);
    const ctx = { actor: request.actor, db: app.services.db, services: app.services, request };
    return options.handle(input, ctx as QueryHandlerContext<ActorFor<Rule>>);
  });
}
