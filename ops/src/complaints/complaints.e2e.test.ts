import type { FindComplaintsResponse, OptionsResponse } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveSocket, type TestClient, type TestServer } from '../testing';

/** Complaints (part 2 §2.7, §5.7, §7.7) and getOptions' blockingComplaints, pushed live (§7.8 updatedOptions). */
let server: TestServer;
let office: TestClient;
let admin: TestClient;
let customer: TestClient;
let customerId: number;
let employeeId: number;

beforeAll(async () => {
  server = await startTestServer();
  [office, admin, customer] = await Promise.all([server.loginAs('office'), server.loginAs('admin'), server.loginAs('customer')]);
  const session = await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user');
  customerId = session.body.user.customerId;
  const options = await office.get<OptionsResponse>('/api/v4/getOptions');
  employeeId = options.body.stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const blocking = async (client: TestClient) => (await client.get<OptionsResponse>('/api/v4/getOptions')).body.blockingComplaints;
const nextOptionsPush = (live: LiveSocket) => live.next((m) => m.type === 'event' && m.name === 'updatedOptions');

describe('complaints', () => {
  it('refuses without an employee or an explanation, with the spec messages, and writes nothing', async () => {
    const noEmployee = await office.post('/api/v4/complaints/create', { customerId, complaint: 'Late' });
    expect(noEmployee).toMatchObject({ status: 400, body: { message: 'An employee must be selected to create the complaint' } });
    const noExplanation = await office.post('/api/v4/complaints/create', { customerId, employeeId, complaint: '  ' });
    expect(noExplanation).toMatchObject({ status: 400, body: { message: 'An explanation of the complaint is required' } });
    const unknownCustomer = await office.post('/api/v4/complaints/create', { customerId: 999_999, employeeId, complaint: 'x' });
    expect(unknownCustomer.status).toBe(404);
    const badId = await office.post('/api/v4/complaints/create', { customerId: 'abc', employeeId, complaint: 'x' });
    expect(badId.status).toBe(400);
    expect((await office.get<FindComplaintsResponse>('/api/v4/complaints/findAll')).body.complaints).toEqual([]);
  });

  it('a customer session cannot create or read complaints (403)', async () => {
    expect((await customer.post('/api/v4/complaints/create', { customerId, employeeId, complaint: 'Mine' })).status).toBe(403);
    expect((await customer.get('/api/v4/complaints/findAll')).status).toBe(403);
    expect((await server.client().get('/api/v4/complaints/findAll')).status).toBe(401);
  });

  it('blocking on puts the pair in getOptions and pushes updatedOptions to another signed-in socket; off removes it', async () => {
    const otherBrowser = await server.loginAs('admin');
    const live = await otherBrowser.live();
    try {
      expect(await blocking(office)).toEqual([]);
      // Blocking defaults to on.
      const created = await office.post<{ complaintId: number }>('/api/v4/complaints/create', { customerId, employeeId, complaint: 'Rough with the dog' });
      expect(created.status).toBe(200);
      const pushed = await nextOptionsPush(live);
      expect(pushed.data).toEqual({ blockingComplaints: [{ customerId, employeeId }] });
      expect(await blocking(office)).toEqual([{ employeeId, customerId }]);

      const { body } = await office.get<FindComplaintsResponse>('/api/v4/complaints/findAll');
      expect(body.complaints).toHaveLength(1);
      expect(body.complaints[0]).toMatchObject({
        ID: created.body.complaintId, complaint: 'Rough with the dog', isBlocking: true, employeeId, customerId,
        Customer: { ID: customerId, User: { firstName: expect.any(String) } },
        Employee: { ID: employeeId, User: { firstName: expect.stringMatching(/.+/) } },
      });

      // Office may not toggle (EditComplaints); the administrator may.
      const complaintId = created.body.complaintId;
      expect((await office.post('/api/v4/complaints/setBlocking', { complaintId, isBlocking: false })).status).toBe(403);
      const off = await admin.post('/api/v4/complaints/setBlocking', { complaintId, isBlocking: false });
      expect(off).toMatchObject({ status: 200, body: { complaintId, isBlocking: false } });
      expect((await nextOptionsPush(live)).data).toEqual({ blockingComplaints: [] });
      expect(await blocking(admin)).toEqual([]);
      // The customer's own options follow too (read after the admin's write has been projected).
      await server.settle();
      expect(await blocking(customer)).toEqual([]);
    } finally {
      live.close();
    }
  });

  it('a non-blocking complaint blocks nobody; unknown complaints are the spec message', async () => {
    const created = await office.post('/api/v4/complaints/create', { customerId, employeeId, complaint: 'Minor', isBlocking: false });
    expect(created.status).toBe(200);
    expect(await blocking(office)).toEqual([]);
    const missing = await admin.post('/api/v4/complaints/setBlocking', { complaintId: 424_242, isBlocking: true });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Complaint not found...' } });
    const notBoolean = await admin.post('/api/v4/complaints/setBlocking', { complaintId: 1, isBlocking: 'yes' });
    expect(notBoolean.status).toBe(400);
  });

  it('a customer sees only blocking complaints about themself in getOptions', async () => {
    const list = await office.get<FindComplaintsResponse>('/api/v4/complaints/findAll');
    const minor = list.body.complaints.find((c) => c.complaint === 'Minor')!;
    await admin.post('/api/v4/complaints/setBlocking', { complaintId: minor.ID, isBlocking: true });
    await server.settle();
    expect(await blocking(customer)).toEqual([{ employeeId, customerId }]);
  });
});
