import net from 'node:net';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';

// the demo seed runs before the server takes a request and before the projection runner
// starts (on the embedded database they shared one connection: 19-35 s instead of 3 s).
let database: TestDatabase;
let server: RunningServer | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('startServer beforeServing', () => {
  it('runs before the server listens and before the projection runner starts', async () => {
    const port = await freePort();
    const seen = { listening: true, runnerRows: -1 };
    server = await startServer({
      port,
      host: '127.0.0.1',
      databaseUrl: database.url,
      eventStoreUrl: '',
      serveWeb: false,
      logger: pino({ level: 'silent' }),
      config: { settlementSweepS: 0 },
      async beforeServing(services) {
        seen.listening = await accepts(port);
        const { rows } = await services.db.query<{ n: string }>('SELECT count(*) AS n FROM projection_checkpoints');
        seen.runnerRows = Number(rows[0]!.n);
      },
    });
    expect(seen.listening).toBe(false);
    // Each projector's checkpoint row is written when the runner starts: none yet while the seed runs.
    expect(seen.runnerRows).toBe(0);
    expect(await accepts(port)).toBe(true);
    expect(server.runner).not.toBeNull();
    const { rows } = await server.services.db.query<{ n: string }>('SELECT count(*) AS n FROM projection_checkpoints');
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });
});
