import type { Database, EventStore, Position, SqlExecutor, Transaction } from '@pawroute/platform';
import { projectorFilter } from '../runner/eventFilter';
import type { Projector } from '../runner/projector';
import { runApply, runCreateTables, runFinishRebuild } from '../runner/projectorFailed';
import { quoteIdent } from '../rebuild/sideSchema';
import { compareTable, type TableDifference } from './compareTables';
import { setLocalSearchPath } from '../runner/searchPath';

/** How often a verification catches up with a live projector that keeps moving before it gives up. */
const MAX_CATCH_UPS = 50;
/** Catch-ups tried without holding the live row before the next one holds it (PostgreSQL only). */
const OPTIMISTIC_CATCH_UPS = 3;

export interface ProjectorVerification {
  projector: string;
  version: number;
  /**
   * 'equal': every row the same; 'diverged': `differences` names them; 'skipped': not running live;
   * 'failed': the rebuild aside threw (`message`), e.g. a projector reading a table not its own.
   */
  status: 'equal' | 'diverged' | 'skipped' | 'failed';
  /** The live checkpoint the rebuilt tables were compared at. */
  checkpoint: Position | null;
  differences: TableDifference[];
  /** Why it was skipped. */
  message: string | null;
  /** Events replayed into the side tables. */
  events: number;
}

/**
 * Where a verification rebuilds a projector. The `rebuild_` prefix matters: projectors push live
 * events only outside schemas named so (appointments/livePush.ts), and a verification must push
 * nothing. Not the rebuild's own schema (`rebuild_<name>`), so a rebuild in progress is left alone.
 */
export function verifySchemaName(projectorName: string): string {
  return `rebuild_verify_${projectorName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/**
 * Only the side schema on the path, not `public`: a projector that read another projector's tables
 * while it applies would fail here ("relation does not exist") instead of depending on which of the
 * two ran first (estimate_pets drifted so). What it needs it keeps in its own tables.
 */
async function inSide(tx: SqlExecutor, schema: string): Promise<void> {
  await setLocalSearchPath(tx, quoteIdent(schema));
}

/** Applies the projector's events after `from` through `to` (inclusive) to the side tables; answers how many. */
async function replay(
  db: Database,
  store: EventStore,
  projector: Projector,
  schema: string,
  range: { from: Position | null; to: Position },
  batchSize: number,
  apply: (tx: Transaction, events: Parameters<Projector['apply']>[1]) => Promise<unknown>,
): Promise<number> {
  const filter = projectorFilter(projector);
  let after = range.from;
  let applied = 0;
  for (;;) {
    const read = await store.readAll({ after, limit: batchSize, filter });
    const events = read.filter((e) => store.comparePositions(e.position, range.to) <= 0);
    if (events.length > 0) {
      await db.transaction(async (tx) => {
        // Side tables dropped at the end anyway: a commit lost in a crash costs nothing (as in a rebuild).
        await tx.query('SET LOCAL synchronous_commit = off');
        await inSide(tx, schema);
        await apply(tx, events);
      });
      applied += events.length;
      after = events[events.length - 1]!.position;
    }
    if (events.length < read.length || read.length < batchSize) return applied;
  }
}

/** `replay` inside the transaction that holds the live row: the side tables written in `tx` itself. */
async function replayHeld(
  tx: Transaction,
  store: EventStore,
  projector: Projector,
  schema: string,
  range: { from: Position | null; to: Position },
  batchSize: number,
): Promise<number> {
  const filter = projectorFilter(projector);
  let after = range.from;
  let applied = 0;
  for (;;) {
    const read = await store.readAll({ after, limit: batchSize, filter });
    const events = read.filter((e) => store.comparePositions(e.position, range.to) <= 0);
    if (events.length > 0) {
      await inSide(tx, schema);
      await runApply(projector, tx, events, { rebuilding: false });
      await tx.query('SET LOCAL search_path TO DEFAULT');
      applied += events.length;
      after = events[events.length - 1]!.position;
    }
    if (events.length < read.length || read.length < batchSize) return applied;
  }
}

/**
 * Rebuilds one projector from position zero into side tables and compares every row with its live
 * tables at the live checkpoint ("read models prove themselves"):
 * 1. replay up to the checkpoint the live row shows now, as a rebuild does (then `finishRebuild`);
 * 2. in one transaction, hold the live row (FOR SHARE: the live worker moves its checkpoint first in
 *    each batch, so it waits, and the live tables stand still); if the checkpoint is still the one
 *    replayed to, compare table by table; if it moved on, let go, replay the rest, and hold again.
 *    The live projector pauses only while the tables are compared. No store read happens inside the
 *    held transaction (PGlite's single session could not serve it).
 * The side schema is dropped afterwards, whatever happens.
 */
export async function verifyProjector(
  db: Database,
  store: EventStore,
  projector: Projector,
  options: { batchSize?: number } = {},
): Promise<ProjectorVerification> {
  const batchSize = options.batchSize ?? 10_000;
  const schema = verifySchemaName(projector.name);
  const base = { projector: projector.name, version: projector.version };
  const skipped = (message: string, checkpoint: Position | null = null): ProjectorVerification => ({
    ...base, status: 'skipped', checkpoint, differences: [], message, events: 0,
  });
  const live = await readLive(db, projector.name);
  if (!live || live.status !== 'running' || live.version !== projector.version) {
    return skipped(`not running live at version ${projector.version} (${live ? `${live.status}, version ${live.version}` : 'never started'})`);
  }
  await db.transaction(async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await tx.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await inSide(tx, schema);
    await runCreateTables(projector, tx);
  });
  try {
    let events = 0;
    if (live.checkpoint !== null) {
      events += await replay(db, store, projector, schema, { from: null, to: live.checkpoint }, batchSize, (tx, batch) =>
        runApply(projector, tx, batch, { rebuilding: true }),
      );
    }
    await db.transaction(async (tx) => {
      await inSide(tx, schema);
      await runFinishRebuild(projector, tx);
    });
    // Catch up with the live checkpoint until it stands still while held (a busy projector may move on
    // between our catch-up and the hold a few times; the catch-up is short each time).
    let at = live.checkpoint;
    for (let attempt = 0; attempt < MAX_CATCH_UPS; attempt++) {
      const outcome = await db.transaction(async (tx): Promise<ProjectorVerification | { moved: Position | null }> => {
        const { rows } = await tx.query<{ checkpoint: Position | null; status: string; version: number }>(
          `SELECT checkpoint, status, version FROM public.projection_checkpoints WHERE name = $1 FOR SHARE`,
          [projector.name],
        );
        const held = rows[0];
        if (!held || held.status !== 'running' || held.version !== projector.version) return skipped('stopped or rebuilt while being verified', held?.checkpoint ?? null);
        if (held.checkpoint !== at) {
          // A projector that keeps moving (a busy day, a loaded machine) could outrun every optimistic
          // catch-up. On PostgreSQL, after a few tries, catch up while holding the row: the store reads on
          // another pooled connection, the side tables are written in this transaction, and the live
          // worker waits only for this short replay. (PGlite's single session cannot read the store here.)
          if (attempt < OPTIMISTIC_CATCH_UPS || db.kind !== 'postgres' || held.checkpoint === null) return { moved: held.checkpoint };
          events += await replayHeld(tx, store, projector, schema, { from: at, to: held.checkpoint }, batchSize);
          at = held.checkpoint;
        }
        const differences: TableDifference[] = [];
        for (const table of projector.tables) {
          const difference = await compareTable(tx, schema, table, projector.verifyIgnores?.[table]);
          if (difference) differences.push(difference);
        }
        return { ...base, status: differences.length > 0 ? 'diverged' : 'equal', checkpoint: at, differences, message: null, events };
      });
      if (!('moved' in outcome)) return outcome;
      // The rest as the live worker applied it (after the rebuild's finish: summaries per batch).
      events += await replay(db, store, projector, schema, { from: at, to: outcome.moved! }, batchSize, (tx, batch) =>
        runApply(projector, tx, batch, { rebuilding: false }),
      );
      at = outcome.moved;
    }
    return skipped(`the live tables kept moving (${MAX_CATCH_UPS} catch-ups)`, at);
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`).catch(() => undefined);
  }
}

async function readLive(db: SqlExecutor, name: string): Promise<{ checkpoint: Position | null; status: string; version: number } | null> {
  const { rows } = await db.query<{ checkpoint: Position | null; status: string; version: number }>(
    `SELECT checkpoint, status, version FROM public.projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ?? null;
}
