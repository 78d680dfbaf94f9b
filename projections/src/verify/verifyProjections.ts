import { randomUUID } from 'node:crypto';
import type { Database, EventStore } from '@pawroute/platform';
import type { Projector } from '../runner/projector';
import { ensureVerificationTable, recordFinished, recordStarted } from './verifications';
import { verifyProjector, type ProjectorVerification } from './verifyProjector';

export interface VerifyProjectionsOptions {
  db: Database;
  store: EventStore;
  projectors: readonly Projector[];
  /** Who asked: 'cli', 'daily', or 'user <id>' (kept with the result). */
  requestedBy: string;
  /** The server's one clock, for the recorded times. */
  clock?: () => Date;
  batchSize?: number;
  /** After each projector (the CLI prints as it goes). */
  onResult?: (result: ProjectorVerification) => void;
}

export interface VerifyProjectionsResult {
  runId: string;
  results: ProjectorVerification[];
  diverged: boolean;
  /** A projector could not be rebuilt aside (its message says why): nothing proven about it. */
  failed: boolean;
}

/** A verification in progress, per database: a second request while one runs is refused (VerificationRunning). */
const running = new WeakSet<Database>();

export class VerificationRunning extends Error {
  constructor() {
    super('A verification of the read models is already running.');
    this.name = 'VerificationRunning';
  }
}

/**
 * verify-projections: each projector rebuilt aside and compared with its live tables, one after the
 * other (verifyProjector.ts), each result recorded in projection_verifications as it comes. A projector
 * whose own code throws is recorded 'failed' (its message kept) and the others go on.
 */
export async function verifyProjections(options: VerifyProjectionsOptions): Promise<VerifyProjectionsResult> {
  const { db, store, projectors } = options;
  if (running.has(db)) throw new VerificationRunning();
  running.add(db);
  try {
    const clock = options.clock ?? (() => new Date());
    await ensureVerificationTable(db);
    const runId = randomUUID();
    const ids = new Map<string, number>();
    for (const projector of projectors) {
      ids.set(projector.name, await recordStarted(db, { runId, projector: projector.name, version: projector.version, requestedBy: options.requestedBy, at: clock() }));
    }
    const results: ProjectorVerification[] = [];
    for (const projector of projectors) {
      let result: ProjectorVerification;
      try {
        result = await verifyProjector(db, store, projector, { batchSize: options.batchSize });
        await recordFinished(db, ids.get(projector.name)!, result, clock());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        result = { projector: projector.name, version: projector.version, status: 'failed', checkpoint: null, differences: [], message, events: 0 };
        await recordFinished(db, ids.get(projector.name)!, result, clock()).catch(() => undefined);
      }
      results.push(result);
      options.onResult?.(result);
    }
    return { runId, results, diverged: results.some((r) => r.status === 'diverged'), failed: results.some((r) => r.status === 'failed') };
  } finally {
    running.delete(db);
  }
}

/** Whether a verification runs in this process now (the System page's button says so). */
export function verificationRunning(db: Database): boolean {
  return running.has(db);
}
