import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noServerErrors, ok, type ErrorBody } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** The distance unit over real HTTP: miles by default (a US business), only EditSettings changes it, everyone signed in reads it. */
let t: TestServer;
let admin: TestClient;
let stylist: TestClient;
const responses: TestResponse[] = [];
const track = <R extends TestResponse>(response: R): R => {
  responses.push(response);
  return response;
};
const M = (name: string) => `/api/v4/management/${name}`;
const unit = async () => ok('get', track(await stylist.get<{ distanceUnit: string; isDefault: boolean } & ErrorBody>(M('getDistanceUnit'))));

beforeAll(async () => {
  t = await startTestServer();
  [admin, stylist] = await Promise.all([t.loginAs('admin'), t.loginAs('stylist')]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('distance unit setting', () => {
  it('miles by default; a stylist may not change it; kilometres once Management sets them', async () => {
    expect(await unit()).toEqual({ distanceUnit: 'mi', isDefault: true });
    expect(track(await stylist.post(M('updateDistanceUnit'), { distanceUnit: 'km' })).status).toBe(403);
    const bad = track(await admin.post<ErrorBody>(M('updateDistanceUnit'), { distanceUnit: 'feet' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose miles or kilometres.');
    ok('set', track(await admin.post(M('updateDistanceUnit'), { distanceUnit: 'km' })));
    await t.settle();
    expect(await unit()).toEqual({ distanceUnit: 'km', isDefault: false });
    expect((await t.services.store.readStream('Settings')).filter((e) => e.type === 'DistanceUnitSet')).toHaveLength(1);
  });
});
