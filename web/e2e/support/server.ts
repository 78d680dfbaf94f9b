import { DEMO_EMAILS, DEMO_PASSWORD, startTestServer, type TestServer, type TestServerOptions } from '../../../ops/src/testing';
import { ensureWebBuild } from './webBuild';

export { DEMO_PASSWORD };
export const DEMO = DEMO_EMAILS;
export type RunningTestServer = TestServer;

/** The whole system on a free port over a throwaway database (seeded), serving the current web build. */
export async function startSystem(options: Pick<TestServerOptions, 'config'> = {}): Promise<TestServer> {
  ensureWebBuild();
  return startTestServer({ serveWeb: true, ...options });
}
