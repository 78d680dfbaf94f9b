import { ESTIMATE_API_MESSAGES, ESTIMATE_MESSAGES, SEED_BREEDS, STORABLE_MESSAGES } from '@pawroute/domain';
import { allProjectors, readProjectionStatus } from '@pawroute/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../pets/testSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { FUZZ_ADDRESS } from './fixtures';

/** seen cases of input the store cannot hold: each a 400 that writes nothing. */
type ErrorBody = { statusCode: number; message: string };

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin');
});
afterAll(async () => {
  await server?.close();
});

async function refused(send: () => Promise<{ status: number; body: unknown }>): Promise<ErrorBody> {
  const before = await eventCount(server);
  const response = await send();
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(await eventCount(server)).toBe(before);
  return response.body as ErrorBody;
}

const newCustomer = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Nula',
  lastName: 'Byte',
  emailAddress: 'nula.byte@example.com',
  AddressInfo: FUZZ_ADDRESS,
  isAccount: true,
  ...extra,
});

describe('input the store cannot hold', () => {
  it('user/create with a NUL in the name is a 400 that claims nothing: the address is still free', async () => {
    const body = await refused(() => admin.post('/api/v4/user/create', newCustomer({ firstName: 'Nu\u0000la' })));
    expect(body.message).toBe(STORABLE_MESSAGES.controlCharacters);
    const lone = await refused(() => admin.post('/api/v4/user/create', newCustomer({ lastName: 'B\uD800yte' })));
    expect(lone.message).toBe(STORABLE_MESSAGES.loneSurrogate);
    expect((await admin.post('/api/v4/user/create', newCustomer())).status).toBe(200);
  });

  it('getPicture with a file name that is no stored name is a 400', async () => {
    for (const fileName of ['\u0000', '../../etc/passwd', 'a/b.png', 'x'.repeat(200)]) {
      const response = await admin.get<ErrorBody>('/api/v4/pets/getPicture', { query: { petId: 1, fileName } });
      expect(response.status, fileName.slice(0, 20)).toBe(400);
      expect(response.body.message).toBe('A valid file name is required.');
    }
  });

  it('an estimate amount past int4, or a total past int4, is a 400; the estimates projector keeps running', async () => {
    const created = await admin.post<{ userId: number }>('/api/v4/user/create', newCustomer({ emailAddress: 'big.spender@example.com' }));
    expect(created.status).toBe(200);
    const dog = SEED_BREEDS.find((b) => b.animalTypeId === 1)!;
    const estimate = (tripFee: number, otherFee: number, pets = 1) => ({
      estimate: {
        address: FUZZ_ADDRESS,
        tripFee,
        pets: Array.from({ length: pets }, (_, i) => ({ petName: `Pet ${i}`, breedId: dog.id, estimatePackage: 'b&b', otherFee })),
      },
      user: { ID: created.body.userId },
      tripChargeIncrementConsent: true,
    });
    const tooLarge = await refused(() => admin.post('/api/v4/estimate/save', estimate(2_147_483_648, 0)));
    expect(tooLarge.message).toBe(ESTIMATE_MESSAGES.invalidTripFee);
    // Each fee fits; their sum does not.
    const total = await refused(() => admin.post('/api/v4/estimate/save', estimate(3900, 2_000_000_000, 2)));
    expect(total.message).toBe(ESTIMATE_API_MESSAGES.amountTooLarge);

    const saved = await admin.post('/api/v4/estimate/save', estimate(3900, 250));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.settle();
    const status = new Map((await readProjectionStatus(server.services.db)).map((row) => [row.name, row.status]));
    expect(allProjectors.filter((p) => status.get(p.name) !== 'running').map((p) => p.name)).toEqual([]);
  });
});
