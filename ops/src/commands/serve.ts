import { startServer } from '../server';
import type { ServerRole } from '../app';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demoUsersData';
import { seedOnce, type SeedOnceResult } from '../seed/index';
import { waitUntilProjected } from '../projectionsReady';
import { flag } from './args';

const ROLES: readonly ServerRole[] = ['all', 'command', 'query', 'projections'];

/**
 * `pawroute serve [--role all|command|query|projections] [--port N] [--no-seed]`
 * Ensures the tables, seeds the demo data once (unless --no-seed or PAWROUTE_SEED=0), and serves.
 */
export async function run(args: string[]): Promise<void> {
  const roleArg = flag(args, 'role');
  const role = (typeof roleArg === 'string' ? roleArg : 'all') as ServerRole;
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const portArg = flag(args, 'port');
  const port = typeof portArg === 'string' ? Number(portArg) : undefined;
  if (port !== undefined && !Number.isInteger(port)) throw new Error('--port must be a number');

  const seed = flag(args, 'no-seed') === undefined && process.env.PAWROUTE_SEED !== '0' && role !== 'query';
  let seeded: SeedOnceResult | null = null;
  // The seed runs before the server listens: no request ever queues behind it.
  const server = await startServer({
    role,
    port,
    beforeServing: seed ? async (services) => { seeded = await seedOnce(services, { appointments: true }); } : undefined,
  });
  const firstSeed = seeded as SeedOnceResult | null;
  if (firstSeed?.seeded && server.runner) {
    // A fresh database: the demo logins work once the runner has projected them (about 2 s).
    await waitUntilProjected(server.services, firstSeed.position).catch((error: unknown) => {
      server.services.logger.warn({ err: error }, 'the demo data is not projected yet');
    });
  }

  const { config } = server.services;
  console.log(`\nPawroute (${role}) is running at ${server.url}`);
  console.log(
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite under ${config.dataDir}`,
  );
  if (config.eventStoreUrl) console.log('Events: EventStoreDB (EVENTSTORE_URL)');
  if (role === 'all' || role === 'query') {
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS.filter((p) => p.login)) console.log(`  ${login.emailAddress.padEnd(26)} ${login.userType}`);
    console.log('');
  }

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  console.log('Stopping...');
  await server.close();
}
