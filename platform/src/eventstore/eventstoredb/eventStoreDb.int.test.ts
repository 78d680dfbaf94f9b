import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { describe, it } from 'vitest';
import { eventStoreContract } from '../contract';
import { createEventStoreDbStore } from './eventStoreDbStore';

// EventStoreDB cannot be installed on our build machines (ARCHITECTURE.md): run against EVENTSTORE_URL, or
// a throwaway container where a Docker engine answers; otherwise skip and say why.
const IMAGE = 'eventstore/eventstore:24.10';
const DOCKER_SOCKET = '/var/run/docker.sock';

function dockerAnswers(): Promise<boolean> {
  if (process.env.DOCKER_HOST) return Promise.resolve(true); // let testcontainers find out
  if (!existsSync(DOCKER_SOCKET)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ socketPath: DOCKER_SOCKET, path: '/_ping', timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function startContainer(): Promise<{ url: string; stop(): Promise<void> }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

const envUrl = process.env.EVENTSTORE_URL;
const docker = envUrl ? false : await dockerAnswers();

if (envUrl || docker) {
  eventStoreContract(
    `EventStoreDB (${envUrl ? 'EVENTSTORE_URL' : IMAGE})`,
    async () => {
      const server = envUrl ? { url: envUrl, stop: async () => undefined } : await startContainer();
      const store = await createEventStoreDbStore(server.url);
      // A process dying between two streams: the first is written (no multi-stream transactions).
      let armed = false;
      const interruptedStore = await createEventStoreDbStore(server.url, {
        async multiAppendHook({ index }) {
          if (armed && index === 0) {
            armed = false;
            throw new Error('injected crash between two streams');
          }
        },
      });
      return {
        store,
        interrupted: { store: interruptedStore, armCrashAfterFirstStream: () => void (armed = true) },
        async cleanup() {
          await interruptedStore.close();
          await store.close();
          await server.stop();
        },
      };
    },
    { noReconnectReason: 'a gRPC connection to EventStoreDB cannot be cut from outside by the test', multiStream: 'ordered' },
  );
} else {
  const reason =
    'EventStoreDB contract skipped: no server. EVENTSTORE_URL is not set and no Docker engine answers at ' +
    `${DOCKER_SOCKET} (for testcontainers). Set EVENTSTORE_URL=esdb://host:2113?tls=false to run it.`;
  console.log(reason);
  describe.skip('EventStore contract: EventStoreDB', () => {
    it(reason, () => undefined);
  });
}
