import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@pawroute/domain';
import { createCommandContext, type CommandHandlerContext } from '../commands/commandContext';
import { RECORD_CHANGED } from '../commands/executeCommand';
import { toBody } from '../http/errors';
import { nextId as nextIdFromSequence } from '../http/ids';
import { sleep } from './sleep';
import { requestFingerprint } from './fingerprint';
import { answerKey, claimKey, recordedId, releaseKey } from './idempotencyKeys';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Invalid Idempotency-Key header.',
  reused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Please try again.',
} as const;

const KEY = /^[\x21-\x7e]{1,200}$/;
/** How long a repeat waits for the first request with its key to answer. */
const WAIT_FOR_OWNER_MS = 30_000;

export interface CommandRequest {
  /** The command's name (event metadata). */
  name: string;
  /** The route as registered (`/api/v4/user/create`): part of the fingerprint. */
  route: string;
  /** The validated input: what makes a repeat "the same request". */
  input: unknown;
}

/**
 * Runs a validated, authorized write with the request's Idempotency-Key honoured end to end (see
 * idempotencyKeys.ts): the first request with a key runs and its answer is stored; a repeat with the
 * same input answers the stored answer (waiting for the first if it still runs); a repeat with other
 * input is a 422. Without a key the write simply runs. The answer is `{ ...result, position }`.
 */
export async function runCommandRequest<Result extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  command: CommandRequest,
  handle: (ctx: CommandHandlerContext) => Promise<Result>,
): Promise<object> {
  const rawKey = request.headers['idempotency-key'];
  const key = typeof rawKey === 'string' ? rawKey : null;
  if (key !== null && !KEY.test(key)) throw new DomainError(400, IDEMPOTENCY_MESSAGES.invalid);
  const { db } = request.server.services;
  const scope = idempotencyScope(request);

  const run = async (nextId?: (sequence: string) => Promise<number>) => {
    const ctx = createCommandContext({
      services: request.server.services,
      actor: request.actor,
      commandName: command.name,
      correlationId: request.id,
      idempotencyKey: key,
      nextId,
    });
    const result = await handle(ctx);
    const ownPosition = (result as { position?: unknown }).position;
    return { ...result, position: ctx.lastPosition() ?? (typeof ownPosition === 'string' ? ownPosition : null) };
  };
  if (key === null || scope === null) return run();

  const fingerprint = requestFingerprint(request.method, command.route, command.input);
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const claim = await claimKey(db, scope, key, fingerprint);
    if (claim.kind === 'mismatch') throw new DomainError(422, IDEMPOTENCY_MESSAGES.reused);
    if (claim.kind === 'answered') {
      reply.header('Idempotent-Replayed', 'true');
      reply.status(claim.statusCode);
      return claim.response as object;
    }
    if (claim.kind === 'owner') {
      const slots = new Map<string, number>();
      const nextId = (sequence: string) => {
        const n = (slots.get(sequence) ?? 0) + 1;
        slots.set(sequence, n);
        return recordedId(db, scope, key, `${sequence}#${n}`, () => nextIdFromSequence(db, sequence));
      };
      try {
        const answer = await run(nextId);
        await answerKey(db, scope, key, claim.owner, 200, answer);
        return answer;
      } catch (error) {
        const body = toBody(error);
        // A refusal is the answer to this request; a write race, a limit or a failure is worth a retry.
        if (body.statusCode >= 400 && body.statusCode < 500 && body.statusCode !== 429 && body.message !== RECORD_CHANGED) {
          await answerKey(db, scope, key, claim.owner, body.statusCode, body);
        } else {
          await releaseKey(db, scope, key, claim.owner);
        }
        throw error;
      }
    }
    if (Date.now() > deadline) throw new DomainError(409, IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(pause);
  }
}

/**
 * Whose keys these are: the browser session's, named by its CSRF token, which signing in keeps (the
 * session id rotates). So a sign-up or a password reset that signs the browser in is still replayed
 * when the same submission comes again; a key never reaches another browser's answer. A request
 * without a session (none of ours) falls back to the signed-in user, else has no scope.
 */
function idempotencyScope(request: FastifyRequest): string | null {
  const csrf = request.session?.csrfToken;
  if (csrf) return `session:${createHash('sha256').update(csrf).digest('hex')}`;
  return request.actor ? `user:${request.actor.userId}` : null;
}
