import { nowOf, type AppServices, type Position } from '@pawroute/platform';
import { seedDemoAppointments } from './demoAppointments';
import { seedDemoLocations } from './demoLocations';
import { seedDemoUsers } from './demoUsers';
import { ensureMarkersTable } from './markers';
import { seedReferenceData } from './referenceData';

const MARKER = 'demo-seed-v1';

export interface SeedOnceResult {
  /** False when the marker said it was done before. */
  seeded: boolean;
  /** The store's head after seeding (wait for projections to pass it before reading). */
  position: Position | null;
}

export interface SeedOnceOptions {
  /**
   * Also the demo schedule (demoAppointments.ts, its own marker, so a database seeded before it gets it
   * once): `npm start` and `pawroute seed` ask for it; tests leave it out so their schedules start empty.
   */
  appointments?: boolean;
}

/**
 * Seeds reference data, then the demo users, once per database: a row in `ops_markers` records it.
 * Each seeder is idempotent on its own (fixed streams, `no_stream` appends), so two processes racing
 * here both succeed without duplicates; the marker only saves the work on later starts.
 */
export async function seedOnce(services: AppServices, options: SeedOnceOptions = {}): Promise<SeedOnceResult> {
  const { db, store } = services;
  await ensureMarkersTable(db);
  const { rows } = await db.query('SELECT 1 FROM ops_markers WHERE name = $1', [MARKER]);
  if (rows.length > 0) {
    const appointments = options.appointments ? await seedDemoAppointments(services, nowOf(services)) : null;
    // Pins for the demo schedule's customers; a no-op once placed.
    const pins = options.appointments ? await seedDemoLocations(services, nowOf(services)) : null;
    return { seeded: false, position: latest(store, [appointments?.position ?? null, pins?.position ?? null, await store.headPosition()]) };
  }

  const reference = await seedReferenceData(services, nowOf(services));
  const demo = await seedDemoUsers(services);
  const appointments = options.appointments ? await seedDemoAppointments(services, nowOf(services)) : null;
  const pins = options.appointments ? await seedDemoLocations(services, nowOf(services)) : null;
  await db.query('INSERT INTO ops_markers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [MARKER]);
  services.logger.info('demo data seeded');
  // headPosition() is the visible horizon, which lags behind our own last write while any other
  // transaction (e.g. the projection runner's batch) is open: take the latest of them all.
  const position = latest(store, [reference.position, demo.position, appointments?.position ?? null, pins?.position ?? null, await store.headPosition()]);
  return { seeded: true, position };
}

function latest(store: AppServices['store'], positions: (Position | null)[]): Position | null {
  return positions
    .filter((p): p is Position => p !== null)
    .reduce<Position | null>((a, b) => (a === null || store.comparePositions(b, a) > 0 ? b : a), null);
}
