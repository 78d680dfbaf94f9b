/**
 * Writes a generated history straight into the PostgreSQL event store's tables in large batches (the
 * bench's only shortcut: one INSERT per few thousand events, not one append per event). Every event is
 * checked against its registered zod schema first, as the checked store does on append, so the
 * projectors meet only events a command could have written. Each stream's revisions are counted here.
 */
import { randomUUID } from 'node:crypto';
import {
  EVENT_SCHEMAS,
  eventDataProblem,
  type CommandContext,
  type Decider,
  type DomainEvent,
  type EventMetadata,
} from '@pawroute/domain';
import type { Database } from '@pawroute/platform';

const INSERT_EVENTS = `
INSERT INTO public.events (stream, revision, id, type, data, metadata)
SELECT stream, revision, id, type, data, metadata
  FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
       WITH ORDINALITY AS e(stream, revision, id, type, data, metadata, ord)
 ORDER BY ord`;

const UPSERT_STREAMS = `
INSERT INTO public.streams (stream, revision)
SELECT * FROM unnest($1::text[], $2::bigint[])
ON CONFLICT (stream) DO UPDATE SET revision = EXCLUDED.revision`;

export class HistoryWriter {
  /** Events written or waiting to be. */
  count = 0;
  private readonly revisions = new Map<string, number>();
  private rows: { stream: string[]; revision: number[]; id: string[]; type: string[]; data: string[]; metadata: string[] } = HistoryWriter.empty();

  constructor(
    private readonly db: Database,
    private readonly batchSize = 5_000,
  ) {}

  private static empty() {
    return { stream: [], revision: [], id: [], type: [], data: [], metadata: [] };
  }

  /** Queues `events` on `stream` with the metadata a command with `context` would give them. */
  append(stream: string, events: readonly DomainEvent[], commandName: string, context: CommandContext): void {
    if (events.length === 0) return;
    const metadata: EventMetadata = {
      actorUserId: context.actorUserId,
      correlationId: randomUUID(),
      causationId: null,
      commandName,
      idempotencyKey: null,
      occurredAt: context.now,
      schemaVersion: 1,
    };
    const metadataJson = JSON.stringify(metadata);
    let revision = this.revisions.get(stream) ?? -1;
    for (const event of events) {
      const problem = eventDataProblem(EVENT_SCHEMAS, event.type, event.data);
      if (problem) throw new Error(`schedule bench history: invalid event on ${stream}: ${problem}`);
      revision += 1;
      this.rows.stream.push(stream);
      this.rows.revision.push(revision);
      this.rows.id.push(randomUUID());
      this.rows.type.push(event.type);
      this.rows.data.push(JSON.stringify(event.data));
      this.rows.metadata.push(metadataJson);
    }
    this.revisions.set(stream, revision);
    this.count += events.length;
  }

  /** Writes the queued events once a batch is full (call it between commands). */
  async maybeFlush(): Promise<void> {
    if (this.rows.stream.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.stream.length === 0) return;
    const r = this.rows;
    this.rows = HistoryWriter.empty();
    await this.db.query(INSERT_EVENTS, [r.stream, r.revision, r.id, r.type, r.data, r.metadata]);
  }

  /** Writes what is left and every stream's current revision. */
  async finish(): Promise<void> {
    await this.flush();
    const entries = [...this.revisions];
    for (let i = 0; i < entries.length; i += 20_000) {
      const chunk = entries.slice(i, i + 20_000);
      await this.db.query(UPSERT_STREAMS, [chunk.map(([s]) => s), chunk.map(([, r]) => r)]);
    }
  }
}

/**
 * Decides `command` against a stream's state held in memory (the bench's store of states), queues the
 * events and returns them. The same deciders as the command API: the history is one it could write.
 */
export function execute<C, E extends DomainEvent, S>(
  writer: HistoryWriter,
  states: Map<string, unknown>,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
  commandName: string,
  context: CommandContext,
): E[] {
  const state = (states.has(stream) ? states.get(stream) : decider.initialState()) as S;
  const events = decider.decide(command, state, context);
  states.set(stream, events.reduce(decider.evolve, state));
  writer.append(stream, events, commandName, context);
  return events;
}
