import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from './projector';

/** The projector's own code threw: the batch is rolled back and the projector stops, faulted. */
export class ProjectorFailed extends Error {
  constructor(
    readonly projector: string,
    override readonly cause: unknown,
    batch: readonly RecordedEvent[],
  ) {
    const first = batch[0];
    const last = batch[batch.length - 1];
    const where = first && last ? ` in batch ${first.position}..${last.position} (${batch.length} events)` : '';
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Projector ${projector} failed${where}: ${reason}`);
    this.name = 'ProjectorFailed';
  }
}

export async function runCreateTables(projector: Projector, tx: Transaction): Promise<void> {
  try {
    await projector.createTables(tx);
  } catch (error) {
    throw new ProjectorFailed(projector.name, error, []);
  }
}

export async function runApply(projector: Projector, tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
  try {
    return await projector.apply(tx, events);
  } catch (error) {
    throw new ProjectorFailed(projector.name, error, events);
  }
}
