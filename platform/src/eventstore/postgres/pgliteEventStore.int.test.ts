import { openDatabase } from '../../db/openDatabase';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore } from './postgresEventStore';

// The same adapter on embedded PGlite (in memory). PGlite runs one statement at a time, so "concurrent"
// writers are interleaved rather than parallel: the load test is lighter (20 x 10) and proves the
// semantics, not the commit-order cure, which only real concurrency can exercise (see the PostgreSQL run).
eventStoreContract(
  'PGlite',
  async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const store = await createPostgresEventStore(db);
    // No connection to cut: an injected failure after the first stream's rows, inside the transaction.
    let armed = false;
    const interruptedStore = await createPostgresEventStore(db, {
      async multiAppendHook({ index }) {
        if (armed && index === 0) {
          armed = false;
          throw new Error('injected crash between two streams');
        }
      },
    });
    return {
      store,
      interrupted: { store: interruptedStore, armCrashAfterFirstStream: () => void (armed = true) },
      async cleanup() {
        await interruptedStore.close();
        await store.close();
        await db.close();
      },
    };
  },
  { appendsPerWriter: 10, noReconnectReason: 'PGlite runs in-process: there is no connection to cut' },
);
