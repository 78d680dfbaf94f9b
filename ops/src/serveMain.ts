/**
 * `npm start`'s server: `pawroute serve` alone, as the entry of the prebuilt bundle
 * (ops/scripts/serverBundle.mjs). Starting from one bundled file instead of tsx compiling some 700
 * modules on the fly halves a restart (the `firstStart` bench).
 */
import { run } from './commands/serve';

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
