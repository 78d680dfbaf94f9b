import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import type { AppendResult } from '../port';
import { appendGroupQuery, type GroupedAppend } from './appendGroupSql';
import { encodePosition } from './position';

/**
 * Group commit for one-event appends (the `append` bench): while a statement of this store
 * is in flight, the one-event appends that arrive wait for it and then go together as one statement
 * (appendGroupSql.ts): one round trip and one commit for the group instead of one each. An append that
 * finds nothing in flight goes at once, so a quiet store adds no wait. Each append keeps its own
 * claim: one that fails (another writer won the revision) gets null like the one-event statement
 * gives, and its caller retries as before; two appends to one stream never share a group (the second
 * waits for the next). If the group's statement fails as a whole (an event id already in a stream, a
 * deadlock with a multi-stream append), each of its appends runs again alone, so each gets the answer
 * it would have had alone.
 */
interface Waiting {
  append: GroupedAppend;
  recordedAt: Date | null;
  resolve: (result: AppendResult | null) => void;
  reject: (error: unknown) => void;
}

/** Appends in one group at most: the statement's arrays stay small and a failed group costs little to redo. */
const MAX_GROUP = 64;

export class AppendGroups {
  private readonly waiting: Waiting[] = [];
  private inFlight = false;

  constructor(
    private readonly db: Database,
    private readonly chain: boolean,
    /** The one-event statement, for a group of one and for redoing a failed group's appends alone. */
    private readonly alone: (append: GroupedAppend, recordedAt: Date | null) => Promise<AppendResult | null>,
  ) {}

  /** Appends one event behind `claim`; null when the claim failed (nothing written). */
  append(append: GroupedAppend, recordedAt: Date | null): Promise<AppendResult | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, recordedAt, resolve, reject });
      if (!this.inFlight) void this.next();
    });
  }

  private async next(): Promise<void> {
    const group = this.takeGroup();
    if (group.length === 0) return;
    this.inFlight = true;
    try {
      if (group.length === 1) {
        const [only] = group;
        await this.alone(only!.append, only!.recordedAt).then(only!.resolve, only!.reject);
      } else {
        await this.run(group);
      }
    } finally {
      this.inFlight = false;
      if (this.waiting.length > 0) void this.next();
    }
  }

  /** The first waiting appends with distinct streams and the first one's recorded time, in arrival order. */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const streams = new Set<string>();
    const recordedAt = this.waiting[0]?.recordedAt?.getTime() ?? null;
    for (let i = 0; i < this.waiting.length && group.length < MAX_GROUP; ) {
      const w = this.waiting[i]!;
      if (streams.has(w.append.stream) || (w.recordedAt?.getTime() ?? null) !== recordedAt) {
        i += 1;
        continue;
      }
      streams.add(w.append.stream);
      group.push(w);
      this.waiting.splice(i, 1);
    }
    return group;
  }

  private async run(group: Waiting[]): Promise<void> {
    const { name, text, values } = appendGroupQuery(group.map((w) => w.append), group[0]!.recordedAt, this.chain);
    let rows: Array<{ stream: string; tx_id: string; seq: string; revision: string }>;
    try {
      rows = (await queryPrepared<{ stream: string; tx_id: string; seq: string; revision: string }>(this.db, name, text, values)).rows;
    } catch {
      // Whatever failed, nothing of the group was written: each append alone gets its own answer.
      await Promise.all(group.map((w) => this.alone(w.append, w.recordedAt).then(w.resolve, w.reject)));
      return;
    }
    const written = new Map(rows.map((r) => [r.stream, r]));
    for (const w of group) {
      const row = written.get(w.append.stream);
      w.resolve(row ? { nextExpectedRevision: Number(row.revision), position: encodePosition(row.tx_id, row.seq) } : null);
    }
  }
}
