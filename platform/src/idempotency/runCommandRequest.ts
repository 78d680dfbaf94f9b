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
import { writtenWithKey } from './writtenWithKey';
import type { SqlExecutor } from '../db/database';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Invalid Idempotency-Key header.',
  reused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Please try again.',
} as const;

const KEY = /^[\x21-\x7e]{1,200}$/;
/**
 * How long a repeat waits for the first request with its key to answer: past the 60 s after which a quiet
 * claim is taken over (idempotencyKeys.ts STALE), so a repeat whose owner only looks alive (a process
 * whose host or network vanished without closing its lock connection: serverProcess.ts) gets the first
 * answer instead of 409 'still in progress'. A killed process on a reachable host is seen dead as soon
 * as PostgreSQL ends its connection, and a live owner still at work answers sooner.
 */
const WAIT_FOR_OWNER_MS = 65_000;

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
  const { services } = request.server;
  const { db } = services;
  const scope = key === null ? null : await idempotencyScope(db, request, key);
  // The key as the command and its events carry it: qualified by its scope, so two users' (or two
  // browsers') equal keys are two requests, and a retry in the same scope finds its events again.
  const commandKey = key === null || scope === null ? key : `${scopeTag(scope)}/${key}`;

  const run = async (nextId?: (sequence: string, slot: number) => Promise<number>) => {
    const ctx = createCommandContext({
      services,
      actor: request.actor,
      commandName: command.name,
      correlationId: request.id,
      idempotencyKey: commandKey,
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
    const claim = await claimKey(db, scope, key, fingerprint, services.serverProcess);
    if (claim.kind === 'mismatch') throw new DomainError(422, IDEMPOTENCY_MESSAGES.reused);
    if (claim.kind === 'answered') {
      reply.header('Idempotent-Replayed', 'true');
      reply.status(claim.statusCode);
      return claim.response as object;
    }
    if (claim.kind === 'owner') {
      // The slot's id recorded on the claim: every round of the command, and a re-run, gets it back.
      const nextId = (sequence: string, slot: number) => recordedId(db, scope, key, `${sequence}#${slot}`, () => nextIdFromSequence(db, sequence));
      // Taken over from a process that died: if its command had committed (its events carry the key),
      // this run replays it (same ids from the claim, events found by their key) and its answer is the
      // first answer, rebuilt.
      const committed = claim.takenOver ? await writtenWithKey(services, commandKey!) : false;
      try {
        const answer = await run(nextId);
        await answerKey(db, scope, key, claim.owner, 200, answer);
        if (committed) reply.header('Idempotent-Replayed', 'true');
        return answer;
      } catch (error) {
        const body = toBody(error);
        if (committed && body.statusCode !== 500) {
          // Work that was done is never answered with a refusal: leave the key free for a retry that
          // replays it (a handler that decides again instead of replaying is the defect to fix).
          services.logger.error({ key: commandKey, statusCode: body.statusCode }, 'a re-run refused a command already written');
          await releaseKey(db, scope, key, claim.owner);
          throw error;
        }
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
 * Whose keys these are (docs/API.md, "Idempotency-Key"):
 * - a signed-in user's: `user:<id>`, the same in every session of that user (sign in again on a phone
 *   that restarted, send the same key: the same answer);
 * - an anonymous request's: its browser session's, named by the CSRF token (which signing in keeps;
 *   the session id rotates), so a key never reaches another browser's answer;
 * - a request that signed the browser in (sign-up, password reset, a keyed login) keeps the scope it
 *   started with: a signed-in request whose key was first used anonymously in this browser session
 *   is that request again.
 * No session and no user (none of ours): no scope, the key only makes event ids deterministic.
 */
async function idempotencyScope(db: SqlExecutor, request: FastifyRequest, key: string): Promise<string | null> {
  const csrf = request.session?.csrfToken;
  const sessionScope = csrf ? `session:${createHash('sha256').update(csrf).digest('hex')}` : null;
  if (!request.actor) return sessionScope;
  const userScope = `user:${request.actor.userId}`;
  if (sessionScope === null) return userScope;
  const { rows } = await db.query('SELECT 1 FROM idempotency_keys WHERE scope = $1 AND key = $2', [sessionScope, key]);
  return rows.length > 0 ? sessionScope : userScope;
}

/** A short name of the scope for the command key (gateway keys and stream names stay short). */
function scopeTag(scope: string): string {
  if (scope.startsWith('user:')) return `u${scope.slice('user:'.length)}`;
  return `s${scope.slice(scope.indexOf(':') + 1, scope.indexOf(':') + 17)}`;
}
