import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from './projector';
import { isTransientDatabaseError } from './transientError';

/**
 * The projector's own code threw on its events: the batch is rolled back. The worker then applies the
 * batch one event at a time to find the event that fails, and stops, faulted, naming it.
 */
export class ProjectorFailed extends Error {
  readonly batchSize: number;
  /** The last event of the failed batch (the worker isolates events up to it). */
  readonly lastPosition: string | null;

  constructor(
    readonly projector: string,
    override readonly cause: unknown,
    batch: readonly RecordedEvent[],
  ) {
    const first = batch[0];
    const last = batch[batch.length - 1];
    const reason = cause instanceof Error ? cause.message : String(cause);
    const where =
      batch.length === 1 && first
        ? ` on event ${first.type} ${first.id} (stream ${first.stream}, revision ${first.revision}, position ${first.position})`
        : first && last
          ? ` in batch ${first.position}..${last.position} (${batch.length} events)`
          : '';
    super(`Projector ${projector} failed${where}: ${reason}`);
    this.name = 'ProjectorFailed';
    this.batchSize = batch.length;
    this.lastPosition = last?.position ?? null;
  }
}

/** A transient database error passes through untouched (retried); anything else is the projector's. */
function failure(projector: Projector, error: unknown, events: readonly RecordedEvent[]): unknown {
  return isTransientDatabaseError(error) ? error : new ProjectorFailed(projector.name, error, events);
}

export async function runCreateTables(projector: Projector, tx: Transaction): Promise<void> {
  try {
    await projector.createTables(tx);
  } catch (error) {
    throw failure(projector, error, []);
  }
}

export async function runApply(projector: Projector, tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
  try {
    return await projector.apply(tx, events, context);
  } catch (error) {
    throw failure(projector, error, events);
  }
}

export async function runFinishRebuild(projector: Projector, tx: Transaction): Promise<void> {
  try {
    await projector.finishRebuild?.(tx);
  } catch (error) {
    throw failure(projector, error, []);
  }
}
