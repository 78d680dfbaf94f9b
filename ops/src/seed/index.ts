import type { AppServices, Position } from '@pawroute/platform';
import { seedDemoUsers } from './demoUsers';
import { seedReferenceData } from './referenceData';

const MARKER = 'demo-seed-v1';

export interface SeedOnceResult {
  /** False when the marker said it was done before. */
  seeded: boolean;
  /** The store's head after seeding (wait for projections to pass it before reading). */
  position: Position | null;
}

/**
 * Seeds reference data, then the demo users, once per database: a row in `ops_markers` records it.
 * Each seeder is idempotent on its own (fixed streams, `no_stream` appends), so two processes racing
 * here both succeed without duplicates; the marker only saves the work on later starts.
 */
export async function seedOnce(services: AppServices): Promise<SeedOnceResult> {
  const { db, store } = services;
  await db.query(`CREATE TABLE IF NOT EXISTS ops_markers (
    name text PRIMARY KEY,
    done_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query('SELECT 1 FROM ops_markers WHERE name = $1', [MARKER]);
  if (rows.length > 0) return { seeded: false, position: await store.headPosition() };

  const reference = await seedReferenceData(services);
  const demo = await seedDemoUsers(services);
  await db.query('INSERT INTO ops_markers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [MARKER]);
  services.logger.info('demo data seeded');
  // headPosition() is the visible horizon, which lags behind our own last write while any other
  // transaction (e.g. the projection runner's batch) is open: take the latest of all three.
  const positions = [reference.position, demo.position, await store.headPosition()].filter((p): p is Position => p !== null);
  const position = positions.reduce<Position | null>((a, b) => (a === null || store.comparePositions(b, a) > 0 ? b : a), null);
  return { seeded: true, position };
}
