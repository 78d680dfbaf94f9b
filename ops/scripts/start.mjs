// `npm start`: installs what is missing, builds the web app, migrates, seeds demo data once and serves
// everything on http://localhost:3000 (embedded PGlite under ./data unless DATABASE_URL is set).
// The web build runs beside the starting server: until it is done, a page request gets a
// page that says Pawroute is getting ready and turns into the app by itself (ops/src/web/webApp.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, step, ensureDependencies, webBuildNeeded } from './lib.mjs';
import { ensureServerBundle } from './serverBundle.mjs';

ensureDependencies();

let build = null;
if (webBuildNeeded()) {
  step('Building the web app (vite), while the server starts');
  build = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: join(root, 'web') });
  build.once('exit', (code) => {
    build = null;
    if (code === 0) step('The web app is built');
    else console.error(`\n✗ The web build failed (${code}): the server keeps answering; see the errors above.`);
  });
}

step('Starting the server');
// The prebuilt server (one file, node alone) when it builds; else tsx compiles the sources as it loads them.
const bundle = await ensureServerBundle();
const [command, args] = bundle
  ? [process.execPath, ['--enable-source-maps', bundle, ...process.argv.slice(2)]]
  : [join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'ops', 'src', 'cli.ts'), 'serve', ...process.argv.slice(2)]];
const server = spawn(command, args, { stdio: 'inherit', cwd: root });
// Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    build?.kill(signal);
    server.kill(signal);
  });
}
server.once('exit', (code, signal) => {
  build?.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});
