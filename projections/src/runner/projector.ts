import type { RecordedEvent, Transaction } from '@pawroute/platform';

/**
 * A key that a batch changed, sent with NOTIFY so the query API can push it to the right sockets.
 * `scope` is the first element of the TanStack Query key the web app uses (e.g. 'customers', 'user');
 * `id`, when present, the second. `ownerUserId` says which customer may receive it (a customer only
 * receives pushes about their own records); null or absent means staff only.
 */
export interface ChangedKey {
  scope: string;
  id?: string | number;
  ownerUserId?: number | null;
}

/** What the runner tells a projector about the batch it applies. */
export interface ApplyContext {
  /**
   * True while rebuilding into side tables. Summaries a projector recomputes per batch from its own rows
   * (balances, day totals) may then be left to `finishRebuild`, which computes them once at the end
   * instead of again for every batch (the work grew with the history).
   */
  rebuilding: boolean;
  /**
   * The server's clock when the batch is applied (the runner's `clock`, services.clock): only for "is
   * this event news?" (live pushes), never for what a row holds. Absent: the wall clock.
   */
  now?: Date;
}

/**
 * A projector owns its tables in the read database and folds a list of event types into them.
 * Table names are unqualified: the runner sets `search_path` so that a rebuild builds fresh tables in
 * a side schema and swaps them in when caught up.
 */
export interface Projector {
  readonly name: string;
  /** Bump to rebuild from position zero into fresh tables. */
  readonly version: number;
  readonly eventTypes: readonly string[];
  readonly tables: readonly string[];
  createTables(tx: Transaction): Promise<void>;
  /** Applies a batch inside the runner's transaction (checkpoint is set in the same one). */
  apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]>;
  /**
   * Columns that record when a row was written rather than what the events say (e.g. a balance's
   * updated_at = now()): verify-projections leaves them out of its comparison, per table.
   */
  readonly verifyIgnores?: Readonly<Record<string, readonly string[]>>;
  /** After a rebuild's last batch, in the side tables: computes what `apply` left to it while rebuilding. */
  finishRebuild?(tx: Transaction): Promise<void>;
}
