import type { Database } from '../../db/database';
import { queryPrepared } from '../../db/prepared';
import { WrongExpectedVersion, type AppendResult, type EventToAppend, type ExpectedRevision } from '../port';
import { AppendGroups } from './appendGroups';
import { appendQuery } from './appendSql';
import { encodePosition } from './position';
import { currentRevision } from './readStream';

/*
 * Every mode goes through an exact claim of the stream's revision (appendSql.ts), even 'any': a writer
 * that waits on the stream's row lock already holds its transaction id, so an unchecked 'any' append
 * could commit revision n+1 under a smaller tx_id than revision n and readers (who order by tx_id)
 * would see them reversed.
 */
const FIND_BY_IDS = `SELECT id::text AS id, revision::text AS revision, tx_id::text AS tx_id, position::text AS seq
  FROM public.events WHERE stream = $1 AND id = ANY($2::uuid[]) ORDER BY revision`;

const UNIQUE_VIOLATION = '23505';
// 'any' and 'stream_exists' retry while other writers keep winning; each lost round means one of them won.
const MAX_ATTEMPTS = 1000;

export type AppendOutcome = AppendResult & { written: boolean };

export async function appendToStream(
  db: Database,
  stream: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
  /** The recorded time (created_at); null: the database's now(). Only tests set it (an injectable clock). */
  recordedAt: Date | null = null,
  /** false: no links (the append benchmark's baseline only; such events fail audit verify). */
  chain = true,
  /** The store's group commit for one-event appends (appendGroups.ts); absent: each append its own statement. */
  groups: AppendGroups | null = null,
): Promise<AppendOutcome> {
  validate(stream, expected);
  if (events.length === 0) return appendNothing(db, stream, expected);
  const columns = [
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data ?? null)),
    events.map((e) => JSON.stringify(e.metadata ?? null)),
  ];
  const ids = columns[0];

  for (let attempt = 1; ; attempt++) {
    const claim =
      typeof expected === 'number' ? expected : expected === 'no_stream' ? -1 : await currentRevision(db, stream);
    if (expected === 'stream_exists' && claim === -1) throw new WrongExpectedVersion(stream, expected, -1);

    const written =
      groups && events.length === 1
        ? await groups.append({ stream, claim, event: [columns[0][0], columns[1][0], columns[2][0], columns[3][0]] }, recordedAt)
        : await tryAppend(db, stream, claim, columns, recordedAt, chain);
    if (written) return { ...written, written: true };

    // Nothing written. A retry of an append that already succeeded is answered with its original result.
    const exactPrev = typeof expected === 'number' ? expected : expected === 'no_stream' ? -1 : undefined;
    const original = await findOriginal(db, stream, ids, exactPrev);
    if (original) return { ...original, written: false };

    const actual = await currentRevision(db, stream);
    const exact = exactPrev !== undefined;
    if (exact || actual === claim || attempt >= MAX_ATTEMPTS) {
      // actual === claim here means the claim failed for another reason: ids already used in the stream.
      throw new WrongExpectedVersion(stream, expected, actual);
    }
  }
}

/** A store's group commit (appendGroups.ts), whose groups of one run the one-append statement below. */
export function createAppendGroups(db: Database, chain: boolean): AppendGroups {
  return new AppendGroups(db, chain, ({ stream, claim, event }, recordedAt) => tryAppend(db, stream, claim, event.map((e) => [e]), recordedAt, chain));
}

/** One append's statement: its claim and its events, or nothing when the claim fails (null). */
async function tryAppend(
  db: Database,
  stream: string,
  claim: number,
  columns: string[][],
  recordedAt: Date | null,
  chain: boolean,
): Promise<AppendResult | null> {
  const { name, text, values } = appendQuery(stream, claim, columns, recordedAt, chain);
  try {
    const { rows } = await queryPrepared<{ tx_id: string; seq: string; revision: string }>(db, name, text, values);
    if (rows.length === 0) return null;
    return { nextExpectedRevision: Number(rows[0].revision), position: encodePosition(rows[0].tx_id, rows[0].seq) };
  } catch (err) {
    // An event id already in the stream (a retry under 'any'): the statement wrote nothing.
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw err;
  }
}

/** The result of an earlier append of exactly these ids, in this order, consecutive (and at exactPrev+1). */
async function findOriginal(
  db: Database,
  stream: string,
  ids: string[],
  exactPrev: number | undefined,
): Promise<AppendResult | null> {
  const { rows } = await queryPrepared<{ id: string; revision: string; tx_id: string; seq: string }>(
    db,
    'pawroute_find_event_ids',
    FIND_BY_IDS,
    [stream, ids],
  );
  if (rows.length !== ids.length) return null;
  const first = Number(rows[0].revision);
  if (exactPrev !== undefined && first !== exactPrev + 1) return null;
  const same = rows.every((r, i) => r.id === ids[i].toLowerCase() && Number(r.revision) === first + i);
  if (!same) return null;
  const last = rows[rows.length - 1];
  return { nextExpectedRevision: Number(last.revision), position: encodePosition(last.tx_id, last.seq) };
}

const LAST_OF_STREAM = `SELECT tx_id::text AS tx_id, position::text AS seq FROM public.events
  WHERE stream = $1 ORDER BY revision DESC LIMIT 1`;

/** No events: only check the expectation, like EventStoreDB does. */
async function appendNothing(db: Database, stream: string, expected: ExpectedRevision): Promise<AppendOutcome> {
  const actual = await currentRevision(db, stream);
  const ok =
    expected === 'any' ||
    (expected === 'stream_exists' && actual >= 0) ||
    (expected === 'no_stream' && actual === -1) ||
    expected === actual;
  if (!ok) throw new WrongExpectedVersion(stream, expected, actual);
  const { rows } = await db.query<{ tx_id: string; seq: string }>(LAST_OF_STREAM, [stream]);
  const position = rows.length ? encodePosition(rows[0].tx_id, rows[0].seq) : encodePosition('0', '0');
  return { nextExpectedRevision: actual, position, written: false };
}

function validate(stream: string, expected: ExpectedRevision): void {
  if (!stream) throw new Error('Stream name is empty');
  if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < -1)) {
    throw new Error(`Invalid expected revision ${expected}`);
  }
}
