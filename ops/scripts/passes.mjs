// Test passes run side by side: the API pass leaves most of a core idle while its servers wait on each other
// (crash and reminder tests wait real seconds), and the browser pass waits on Chromium; together they keep
// two cores busy and the run ends when the longer one does (npm test's budget: 30 minutes).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

/**
 * Runs `cmd args` with its output printed line by line under `label`, so two passes' lines stay readable.
 * Resolves to the exit code.
 */
export function runLabelled(label, cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `${label.padEnd(7)}│ `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
