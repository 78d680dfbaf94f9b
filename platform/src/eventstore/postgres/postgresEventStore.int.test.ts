import { openDatabase } from '../../db/openDatabase';
import { createTestDatabase } from '../../testing';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore } from './postgresEventStore';

const SUBSCRIBER_APP = 'pawroute_contract_subscriber';

eventStoreContract('PostgreSQL', async () => {
  const testDb = await createTestDatabase({ poolSize: 24 });
  const store = await createPostgresEventStore(testDb.database);

  // The subscriber's store has its own Database, tagged so its backends can be terminated alone.
  const url = new URL(testDb.url);
  url.searchParams.set('application_name', SUBSCRIBER_APP);
  const subscriberDb = await openDatabase({ url: url.toString(), poolSize: 4 });
  const subscriberStore = await createPostgresEventStore(subscriberDb, { onSubscriptionError: () => undefined });

  return {
    store,
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
      await store.close();
      await subscriberDb.close();
      await testDb.drop();
    },
  };
});
