import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WorkQueue, type WorkLimits } from './workQueue';

export interface AdmissionLimits {
  reads: WorkLimits;
  writes: WorkLimits;
  /** Past this event-loop delay (ms) the whole process refuses new work until it recovers; 0 = off. */
  maxEventLoopDelayMs: number;
}

/** The answer a refused request gets, and what the client should do with it. */
export const BUSY_MESSAGE = 'Pawroute is busy right now. Please try again in a moment.';
const RETRY_AFTER_S = 1;

/** Which queue a request waits in: reads and writes of the API; the push socket, health and static files none. */
export function workKindOf(method: string, url: string): 'reads' | 'writes' | null {
  if (!url.startsWith('/api/')) return null;
  const path = url.split('?', 1)[0]!;
  if (path === '/api/v4/live' || path === '/api/v4/health') return null;
  return method === 'GET' || method === 'HEAD' ? 'reads' : 'writes';
}

const BUSY_BODY = { statusCode: 503, error: 'Service Unavailable', message: BUSY_MESSAGE } as const;

/** Sets the 503's status and headers; the caller sends BUSY_BODY. */
function busy(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission queues, for the System page and the bench. */
    admission: { reads: WorkQueue; writes: WorkQueue };
  }
}

/**
 * Admission control (docs/SCALING.md "Past capacity: admission control"): a bounded queue per kind of work, first
 * of every hook so that a refused request costs no session read. Past capacity the server answers 503
 * with Retry-After at once instead of queueing until every request is late; the refused request did
 * nothing (no Idempotency-Key claimed), so a retried keyed write is written once. @fastify/under-pressure
 * guards the whole process by its event-loop delay.
 */
async function admissionPlugin(app: FastifyInstance, limits: AdmissionLimits): Promise<void> {
  const queues = { reads: new WorkQueue(limits.reads), writes: new WorkQueue(limits.writes) };
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.decorate('admission', queues);
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      retryAfter: RETRY_AFTER_S,
      // Health and the socket still answer; the library sends what the handler returns.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
        if (workKindOf(request.method, request.url) === null) return undefined;
        busy(reply);
        return BUSY_BODY;
      }) as never,
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    const kind = workKindOf(request.method, request.url);
    if (kind === null) return;
    const answer = queues[kind].acquire();
    const admission = answer instanceof Promise ? await answer : answer;
    if (!admission.admitted) {
      request.log.warn({ kind, reason: admission.reason }, 'refused: busy');
      return busy(reply).send(BUSY_BODY);
    }
    // Given back when the answer is sent, or when the client leaves first ('close'); release is once-only.
    releases.set(request, admission.release);
    reply.raw.once('close', admission.release);
  });
  app.addHook('onResponse', async (request) => releases.get(request)?.());
}

export const admission = fp(admissionPlugin, { name: 'pawroute-admission', fastify: '5.x' });
