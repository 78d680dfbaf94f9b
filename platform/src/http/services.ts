import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { EventStore, Position } from '../eventstore/port';
import type { Actor } from './actor';
import type { ServerProcess } from '../idempotency/serverProcess';
import type { ReadCache } from './readCache';
import type { ReadModelScope } from './readModelStamp';
import type { SessionState } from './sessions/sessionState';

/**
 * What every route needs from the process, composed once by ops/src/server.ts and exposed as the
 * fastify decorator `app.services`. Nothing else is global.
 */
export interface AppServices {
  config: Config;
  /** The read database (and, by default, the event store's tables). */
  db: Database;
  store: EventStore;
  logger: FastifyBaseLogger;
  /**
   * Resolves when the projections have passed `position` (read-your-writes), true if they did,
   * false after the timeout (2 s). Supplied by the composer because platform cannot import projections.
   */
  waitForPosition(position: Position): Promise<boolean>;
  /**
   * The time commands are received at (their `now`) and events are recorded at. Absent: the real
   * clock. Only tests set it, to write a history dated in the past ("yesterday noon").
   */
  clock?: () => Date;
  /**
   * This server process, registered at start-up (idempotency/serverProcess.ts): the owner recorded on
   * Idempotency-Key claims, so a retry knows at once when the process that claimed a key died.
   * Absent (tools, some tests): a pending claim is taken over only after 60 s without a sign of life.
   */
  serverProcess?: ServerProcess;
  /** Answers of the reads that opt in (queryRoute `cache`); absent: every read is computed. */
  readCache?: ReadCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set from the session on every request. */
    actor: Actor | null;
    /** The session behind the cookie, or null when there is none (or it expired). */
    session: SessionState | null;
    /** The read-cache stamp read with the session (a cached read without X-Pawroute-After), or null. */
    readModelStamp: string | null;
  }
  interface FastifyContextConfig {
    /** A cached read's stamp scope (queryRoute's `cache`): the session hook reads that stamp along. */
    readCacheScope?: ReadModelScope | 'all';
    /** Set false on a write route that must not require the CSRF header (none so far). */
    csrf?: boolean;
  }
}
