import { allProjectors, startProjectionRunner, waitForProjections } from '@pawroute/projections';
import { openServices } from '../services';

/**
 * `pawroute migrate`: creates the event store, projection and session tables, then runs the
 * projections until they have caught up with the store (which creates their tables too).
 */
export async function run(): Promise<void> {
  const services = await openServices();
  try {
    const runner = await startProjectionRunner({
      db: services.db,
      store: services.store,
      projectors: allProjectors,
      logger: services.logger,
    });
    try {
      const head = await services.store.headPosition();
      const caughtUp = head === null || (await waitForProjections(services.db, services.store, head, { timeoutMs: 600_000 }));
      console.log(caughtUp ? 'Migrated: all tables exist and projections are up to date.' : 'Migrated, but projections are still catching up.');
    } finally {
      await runner.stop();
    }
  } finally {
    await services.close();
  }
}
