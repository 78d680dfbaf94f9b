import { startFakeAmiServer, startTestServer, type TestClient, type TestServer } from '../testing';
import { createFuzzFixtures, customerOwnIds, type FuzzIds } from './fixtures';
import type { Who } from './requestTable';
import { serverRoutes, type ServerRoute } from './serverRoutes';

/** A server with the fuzz table's senders signed in and the records its valid requests point at. */
export interface FuzzWorld {
  server: TestServer;
  clients: Record<Who, TestClient>;
  ids: Record<Who, FuzzIds>;
  routes: ServerRoute[];
}

export async function startFuzzWorld(): Promise<FuzzWorld> {
  // The phone routes talk to an AMI server (in process), so their valid requests succeed.
  const ami = await startFakeAmiServer();
  const server = await startTestServer({ config: { phoneAmiUrl: ami.url } });
  const closeServer = server.close;
  server.close = async () => {
    await closeServer();
    await ami.close();
  };
  const admin = await server.loginAs('admin');
  const customer = await server.loginAs('customer');
  const clients = { admin, customer, anonymous: server.client(), spareAdmin: await server.loginAs('admin') };
  // Each client's CSRF token now: fetched by parallel requests, each would start its own session.
  for (const client of Object.values(clients)) await client.csrf();
  const adminIds = await createFuzzFixtures(admin);
  const customerIds = await customerOwnIds(customer, adminIds);
  const ids = { admin: adminIds, customer: customerIds, anonymous: adminIds, spareAdmin: adminIds };
  await server.settle();
  return { server, clients, ids, routes: serverRoutes(server.server.app) };
}
