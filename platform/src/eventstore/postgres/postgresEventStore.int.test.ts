import { openDatabase } from '../../db/openDatabase';
import { createTestDatabase } from '../../testing';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore } from './postgresEventStore';

const SUBSCRIBER_APP = 'pawroute_contract_subscriber';
const INTERRUPTED_APP = 'pawroute_contract_interrupted';

eventStoreContract('PostgreSQL', async () => {
  const testDb = await createTestDatabase({ poolSize: 24 });
  const store = await createPostgresEventStore(testDb.database);

  // The subscriber's store has its own Database, tagged so its backends can be terminated alone.
  const url = new URL(testDb.url);
  url.searchParams.set('application_name', SUBSCRIBER_APP);
  const subscriberDb = await openDatabase({ url: url.toString(), poolSize: 4 });
  const subscriberStore = await createPostgresEventStore(subscriberDb, { onSubscriptionError: () => undefined });

  // A store whose multi-stream append, when armed, has its connection terminated from another one
  // between the first and the second stream's rows (the transaction is open, its first rows written).
  const interruptedUrl = new URL(testDb.url);
  interruptedUrl.searchParams.set('application_name', INTERRUPTED_APP);
  const interruptedDb = await openDatabase({ url: interruptedUrl.toString(), poolSize: 2 });
  let armed = false;
  const interruptedStore = await createPostgresEventStore(interruptedDb, {
    async multiAppendHook({ index }) {
      if (!armed || index !== 0) return;
      armed = false;
      const { rows } = await testDb.database.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid, 10000) AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1 AND state = 'idle in transaction'`,
        [INTERRUPTED_APP],
      );
      if (!rows.some((r) => r.killed)) throw new Error('no connection in a transaction to terminate');
    },
  });

  return {
    store,
    interrupted: {
      store: interruptedStore,
      armCrashAfterFirstStream: () => {
        armed = true;
      },
    },
    subscriber: {
      store: subscriberStore,
      async dropConnections() {
        const { rows } = await testDb.database.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
          [SUBSCRIBER_APP],
        );
        for (const { pid } of rows) await testDb.database.query('SELECT pg_terminate_backend($1)', [pid]);
        return rows.length;
      },
    },
    async cleanup() {
      await subscriberStore.close();
      await interruptedStore.close();
      await interruptedDb.close();
      await store.close();
      await subscriberDb.close();
      await testDb.drop();
    },
  };
});
