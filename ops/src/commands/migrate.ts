import { allProjectors, startProjectionRunner } from '@pawroute/projections';
import { waitUntilProjected } from '../projectionsReady';
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
      await waitUntilProjected(services, await services.store.headPosition(), { timeoutMs: 30 * 60_000 });
      console.log('Migrated: all tables exist and the projections are up to date.');
    } finally {
      await runner.stop();
    }
  } finally {
    await services.close();
  }
}
