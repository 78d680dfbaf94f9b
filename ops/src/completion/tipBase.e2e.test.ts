import { percentGratuity, type TipBase } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newEstimate, noServerErrors, ok, type ErrorBody, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/**
 * TIP-BASE's Management setting over real HTTP on a real Postgres: only EditSettings changes it, the
 * stylist reads it, and appointments/complete checks a percent tip against the base it names
 * (a tip of the wrong base is a 400 naming the base, with nothing written).
 */
let t: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let dana: Person;
const responses: TestResponse[] = [];
const M = (name: string) => `/api/v4/management/${name}`;

const track = <R extends TestResponse>(response: R): R => {
  responses.push(response);
  return response;
};
type Figures = { feeTotal: number; feeServices: number; discount: number };

async function startedVisit(): Promise<{ appointmentId: number; figures: Figures }> {
  const estimateId = await newEstimate(office, dana);
  const started = ok('startFromEstimate', track(await stylist.post<{ appointmentId: number } & ErrorBody>('/api/v4/appointments/startFromEstimate', { estimateId })));
  const { estimate } = ok('estimate', track(await office.get<{ estimate: Figures } & ErrorBody>('/api/v4/estimate/findById', { query: { estimateId } })));
  return { appointmentId: started.appointmentId, figures: estimate };
}
const tipOf = (f: Figures, percent: number, base: TipBase) => percentGratuity({ feeTotal: f.feeTotal, serviceFeeGroom: f.feeServices, serviceDiscountTotal: f.discount }, percent, base);
const complete = (appointmentId: number, figures: Figures, percent: number, gratuity: number) =>
  stylist.post<{ status: string } & ErrorBody>('/api/v4/appointments/complete', {
    appointmentId,
    gratuityPercent: percent,
    transaction: { cashAmount: figures.feeTotal + gratuity, gratuity, gratuityMethod: 'cash' },
  });

beforeAll(async () => {
  t = await startTestServer({ config: { settleAfterS: 0 } });
  [admin, office, stylist, customer] = await Promise.all([t.loginAs('admin'), t.loginAs('office'), t.loginAs('stylist'), t.loginAs('customer')]);
  dana = await newCustomer(office, 'Dana', 'Tipbase');
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => noServerErrors(responses));

describe('TIP-BASE setting', () => {
  it('TIP-BASE: only EditSettings changes it; a base that is neither is a 400; the stylist reads it', async () => {
    expect(ok('get', track(await stylist.get<{ tipBase: string } & ErrorBody>(M('getTipBase')))).tipBase).toBe('total');
    expect(track(await stylist.post(M('updateTipBase'), { tipBase: 'groomOnly' })).status).toBe(403);
    expect(track(await customer.post(M('updateTipBase'), { tipBase: 'groomOnly' })).status).toBe(403);
    expect(track(await customer.get(M('getTipBase'))).status).toBe(403);
    const bad = track(await admin.post<ErrorBody>(M('updateTipBase'), { tipBase: 'groom' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose the whole total or the groom only.');
    expect((await t.services.store.readStream('Settings')).some((e) => e.type === 'TipBaseSet')).toBe(false);
  });

  it('TIP-BASE: the server checks a percent tip against the base the setting names', async () => {
    // Default, the whole total: 15% of the total passes.
    const first = await startedVisit();
    expect(ok('complete', track(await complete(first.appointmentId, first.figures, 15, tipOf(first.figures, 15, 'total')))).status).toBe('completed');

    ok('set', track(await admin.post(M('updateTipBase'), { tipBase: 'groomOnly' })));
    await t.settle();
    expect(ok('get', track(await stylist.get<{ tipBase: string } & ErrorBody>(M('getTipBase')))).tipBase).toBe('groomOnly');
    // The same base again writes nothing.
    ok('set again', track(await admin.post(M('updateTipBase'), { tipBase: 'groomOnly' })));
    expect((await t.services.store.readStream('Settings')).filter((e) => e.type === 'TipBaseSet')).toHaveLength(1);

    const next = await startedVisit();
    const onTotal = tipOf(next.figures, 15, 'total');
    const onGroom = tipOf(next.figures, 15, 'groomOnly');
    expect(onGroom).toBeLessThan(onTotal);
    const before = await t.services.store.headPosition();
    const refused = track(await complete(next.appointmentId, next.figures, 15, onTotal));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('the groom only');
    expect(await t.services.store.headPosition()).toEqual(before);
    expect(ok('complete', track(await complete(next.appointmentId, next.figures, 15, onGroom))).status).toBe('completed');
  });
});
