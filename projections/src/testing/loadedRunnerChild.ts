/**
 * A server's worth of crash in one process (crashUnderLoad.int.test.ts): a runner applying two
 * projectors (one of every amount event, one of the rare notes, which moves by scanned_through) while
 * six writers append to their own streams with exact revisions, until the test kills it with SIGKILL.
 * Env: DATABASE_URL, ROUND (the writers' stream prefix, new each round). Prints 'started' when running.
 */
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { startProjectionRunner } from '../runner/startProjectionRunner';
import { amountEvent, noteEvent, NOTE_ADDED } from './appendAmounts';
import { countingProjector } from './countingProjector';
import { memoryLogger } from './testKit';

const db = await openDatabase({ url: process.env.DATABASE_URL });
const store = await createPostgresEventStore(db);
await startProjectionRunner({
  db,
  store,
  projectors: [countingProjector(), countingProjector({ name: 'test_notes', eventTypes: [NOTE_ADDED] })],
  batchSize: 5,
  lockRetryMs: 20,
  fallbackPollMs: 50,
  logger: memoryLogger(),
});
const round = process.env.ROUND ?? '0';
process.stdout.write('started\n');
await Promise.all(
  Array.from({ length: 6 }, async (_, writer) => {
    const revisions = new Map<string, number>();
    for (let i = 0; ; i++) {
      const stream = `R${round}W${writer}-${i % 4}`;
      const event = i % 4 === 0 ? noteEvent(`note ${i}`) : amountEvent((i % 7) + 1);
      const result = await store.appendToStream(stream, [event], { expected: revisions.get(stream) ?? 'no_stream' });
      revisions.set(stream, result.nextExpectedRevision);
    }
  }),
);
