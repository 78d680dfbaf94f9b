import { startLayoutProxy } from '../layout/proxy';
import { flag } from './args';

const urls = (value: string | true | undefined, name: string): string[] => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} takes the processes' addresses, comma separated`);
  return value.split(',').map((u) => new URL(u.trim()).toString());
};

/**
 * `pawroute proxy --command URL[,URL...] --query URL[,URL...] [--port N] [--host H]`: one address in
 * front of `serve --role command` and `serve --role query` processes (ops/src/layout/proxy.ts; a load
 * balancer does this in production, docs/SCALING.md). Stops on SIGINT/SIGTERM.
 */
export async function run(args: string[]): Promise<void> {
  const portArg = flag(args, 'port');
  const port = typeof portArg === 'string' ? Number(portArg) : Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port)) throw new Error('--port must be a number');
  const hostArg = flag(args, 'host');
  const proxy = await startLayoutProxy({
    commands: urls(flag(args, 'command'), 'command'),
    queries: urls(flag(args, 'query'), 'query'),
    port,
    host: typeof hostArg === 'string' ? hostArg : (process.env.HOST ?? '127.0.0.1'),
  });
  console.log(`Pawroute proxy is running at ${proxy.url}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await proxy.close();
  process.exit(0);
}
