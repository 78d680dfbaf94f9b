// `npm start`: installs what is missing, builds the web app, migrates, seeds demo data once and serves
// everything on http://localhost:3000 (embedded PGlite under ./data unless DATABASE_URL is set).
import { join } from 'node:path';
import { root, run, ensureDependencies, ensureWebBuild } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'ops', 'src', 'cli.ts'), 'serve', ...process.argv.slice(2)]);
