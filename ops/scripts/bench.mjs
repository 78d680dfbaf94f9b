// `npm run bench`: append and rebuild benchmarks on one real PostgreSQL; writes bench/results.json.
import { join } from 'node:path';
import { root, run, ensureDependencies, ensurePostgres } from './lib.mjs';

ensureDependencies();
await ensurePostgres();
run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'ops', 'src', 'cli.ts'), 'bench', ...process.argv.slice(2)]);
