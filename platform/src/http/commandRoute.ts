import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CommandHandlerContext } from '../commands/commandContext';
import { runCommandRequest } from '../idempotency/runCommandRequest';
import type { Actor } from './actor';
import { DomainError } from '@pawroute/domain';
import { authorize, NOT_SIGNED_IN, type AccessRule } from './authorize';
import { checkedAnswer } from './checkedAnswer';
import { assertCsrf } from './csrf';
import { requestInput } from './requestInput';
import { declareRouteAccess } from './routeRegistry';

type ActorFor<Rule> = Rule extends 'public' ? Actor | null : Actor;

export interface CommandRouteOptions<
  Schema extends z.ZodType,
  Rule extends AccessRule<z.output<Schema>>,
  Answer extends z.ZodType<object, object>,
> {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** The command's name, recorded in every event's metadata (e.g. 'CreateCustomer'). */
  name: string;
  /** Parses the body (merged over query and params); a failure is a 400 with the first message. */
  schema: Schema;
  /** A permission, 'public', 'signedIn', or a function of actor and input. 401 signed out, 403 refused. */
  permission: Rule;
  /**
   * The answer's schema, from the feature's domain answers.ts (the web types its write calls with it); the
   * reply is this plus `position` (WithPosition). Parsed only under tests (checkedAnswer.ts).
   */
  answer: Answer;
  /** `ctx.actor` is non-null for every rule but 'public'. Returns what `answer` accepts. */
  handle(
    input: z.output<Schema>,
    ctx: CommandHandlerContext & { actor: ActorFor<Rule> },
  ): Promise<z.input<Answer>>;
  /** Bytes; fastify's default (1 MiB) otherwise. */
  bodyLimit?: number;
}

/**
 * Every write goes through here: signed in, CSRF, zod, permission, then the handler with a context that
 * load-decide-appends. The reply is the handler's result plus `position`, the consistency token the
 * client sends back as X-Pawroute-After.
 */
export function commandRoute<
  Schema extends z.ZodType,
  const Rule extends AccessRule<z.output<Schema>>,
  Answer extends z.ZodType<object, object>,
>(
  app: FastifyInstance,
  options: CommandRouteOptions<Schema, Rule, Answer>,
): void {
  declareRouteAccess(options.method, options.url, options.permission);
  app.route({
    method: options.method,
    url: options.url,
    bodyLimit: options.bodyLimit,
    handler: async (request, reply) => {
      // Authenticate before reading any input: signed out is 401 whatever the body.
      if (options.permission !== 'public' && !request.actor) throw new DomainError(401, NOT_SIGNED_IN);
      assertCsrf(request);
      const input = options.schema.parse(requestInput(request)) as z.output<Schema>;
      await authorize(request.actor, options.permission, input);

      return runCommandRequest(request, reply, { name: options.name, route: options.url, input }, async (ctx) =>
        checkedAnswer(
          options.name,
          options.answer,
          await options.handle(input, ctx as CommandHandlerContext & { actor: ActorFor<Rule> }),
        ),
      );
    },
  });
}
