/**
 * A runner in a process of its own, for the crash test: it applies the counting projector in slow
 * batches until the test kills it with SIGKILL. Env: DATABASE_URL, BATCH_DELAY_MS, BATCH_SIZE.
 */
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { startProjectionRunner } from '../runner/startProjectionRunner';
import { countingProjector } from './countingProjector';
import { memoryLogger } from './testKit';

const db = await openDatabase({ url: process.env.DATABASE_URL });
const store = await createPostgresEventStore(db);
await startProjectionRunner({
  db,
  store,
  projectors: [countingProjector({ batchDelayMs: Number(process.env.BATCH_DELAY_MS ?? 100) })],
  batchSize: Number(process.env.BATCH_SIZE ?? 100),
  logger: memoryLogger(),
});
process.stdout.write('runner started\n');
