import type { SqlExecutor } from '../db/database';
import { queryPrepared } from '../db/prepared';
import { ALL_READ_MODELS_STAMP_SQL, readModelStamp, type ReadModelScope } from './readModelStamp';

/**
 * Answers of the hot reads, kept as their JSON text and keyed by the read models' state (
 * the day schedule and balances at 200 requests/s). Every projector batch moves its checkpoint row in
 * the transaction that writes its rows, so the row versions (`xmin`) of `projection_checkpoints` name
 * the state of every read model: an answer computed after reading stamp S stays right while the stamp
 * is still S. The stamp is read from the database on every request (one tiny query), never from a
 * notification that could be late or lost, so read-your-writes holds: a request that waited for its
 * position reads a stamp that already includes it.
 *
 * Only for reads that depend on nothing but projector tables, their input and the business date: the
 * route opts in (queryRoute's `cache`). Concurrent misses for one key share one computation.
 *
 * A read that names its scope (the tables it reads, readModelStamp.ts) is stamped by those read models
 * alone: a write elsewhere (50 a second under load) keeps its answers. Without a scope, every row's
 * `xmin`, which also moves when a caught-up projector records the head it scanned: any write anywhere
 * drops every answer (right for a read that also reads the event store, e.g. edit versions).
 */
export interface ReadCacheOptions {
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes of JSON kept. */
  maxBytes?: number;
}

interface Entry {
  stamp: string;
  body: Promise<string>;
  bytes: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly db: SqlExecutor,
    options: ReadCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** The read models' state now. No checkpoint table yet (nothing projected): a stamp of its own. */
  async stamp(scope?: ReadModelScope): Promise<string> {
    if (scope) return readModelStamp(this.db, scope);
    try {
      const { rows } = await queryPrepared<{ stamp: string | null }>(
        this.db,
        'pawroute_read_cache_stamp',
        `SELECT ${ALL_READ_MODELS_STAMP_SQL} AS stamp`,
        [],
      );
      return rows[0]?.stamp ?? '';
    } catch (error) {
      if ((error as { code?: string }).code === '42P01') return '';
      throw error;
    }
  }

  /**
   * The JSON of `compute()`'s answer for `key` at the read models' present state (those of `scope`, else
   * all): a kept one when the state has not moved since it was computed, else computed now (once for all
   * who ask at once). One key, one scope. `knownStamp`: that scope's stamp, already read for this
   * request (with its session, sessionWithUser.ts).
   */
  async answer(key: string, compute: () => Promise<unknown>, scope?: ReadModelScope, knownStamp?: string): Promise<string> {
    const stamp = knownStamp ?? (await this.stamp(scope));
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp) {
      // Most recently used goes last: the first in the map is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.body;
    }
    const entry: Entry = { stamp, bytes: 0, body: compute().then((answer) => JSON.stringify(answer)) };
    this.forget(key);
    this.entries.set(key, entry);
    try {
      const body = await entry.body;
      if (this.entries.get(key) === entry) {
        entry.bytes = body.length;
        this.bytes += body.length;
        this.trim();
      }
      return body;
    } catch (error) {
      // A failed read is not kept: the next request tries again.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  /** Answers kept now (tests and the status page). */
  get size(): number {
    return this.entries.size;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.forget(key);
    }
  }
}
