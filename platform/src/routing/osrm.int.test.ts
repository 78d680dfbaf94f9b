import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { nominatimGeocoder } from '../geocoder/nominatim';
import { startFakeGeocoder, startFakeOsrm, type FakeGeocoder, type FakeOsrm } from '../testing';
import { osrmRouter, withEstimateFallback } from './osrm';
import { routerFor } from './routerFor';
import { straightLineRouter } from './straightLine';

/** Three stops in Dallas, a few km apart. */
const A = { lat: 32.7767, lng: -96.797 };
const B = { lat: 32.8, lng: -96.78 };
const C = { lat: 32.75, lng: -96.83 };

let osrm: FakeOsrm;
let geocoderServer: FakeGeocoder;
beforeAll(async () => {
  osrm = await startFakeOsrm();
  geocoderServer = await startFakeGeocoder();
});
afterAll(async () => {
  await osrm?.close();
  await geocoderServer?.close();
});

describe('OSRM adapter against a fake OSRM server ("Drive times")', () => {
  it('table: minutes and km between every pair, longitude first on the wire', async () => {
    const router = osrmRouter(osrm.url);
    const table = await router.table([A, B, C]);
    expect(table.estimated).toBe(false);
    expect(table.minutes[0]![1]).toBeCloseTo(osrm.seconds(A, B) / 60, 6);
    expect(table.minutes[2]![0]).toBeCloseTo(osrm.seconds(C, A) / 60, 6);
    expect(table.minutes[1]![1]).toBe(0);
    expect(table.km[0]![1]).toBeGreaterThan(2);
    expect(osrm.requests.at(-1)).toBe('/table/v1/driving/-96.797000,32.776700;-96.780000,32.800000;-96.830000,32.750000?annotations=duration,distance');
  });

  it('route: one leg per pair and the road line as [lat, lng]', async () => {
    const route = await osrmRouter(osrm.url).route([A, B, C]);
    expect(route.estimated).toBe(false);
    expect(route.legs).toHaveLength(2);
    expect(route.legs[1]!.minutes).toBeCloseTo(osrm.seconds(B, C) / 60, 6);
    expect(route.path[0]).toEqual([A.lat, A.lng]);
    expect(route.path.length).toBe(5);
    expect(osrm.requests.at(-1)).toMatch(/^\/route\/v1\/driving\/.+\?overview=full&geometries=geojson&steps=false$/);
  });

  it('a failing OSRM: the adapter throws; with the fallback the answer is the estimate, flagged', async () => {
    osrm.failNext(1);
    await expect(osrmRouter(osrm.url).table([A, B])).rejects.toThrow(/OSRM answered 500/);
    const warnings: string[] = [];
    const router = withEstimateFallback(osrmRouter(osrm.url), straightLineRouter(40), (m) => warnings.push(m));
    osrm.failNext(1);
    const table = await router.table([A, B]);
    expect(table.estimated).toBe(true);
    expect(warnings).toHaveLength(1);
    expect((await router.table([A, B])).estimated).toBe(false);
  });

  it('routerFor: OSRM when OSRM_URL is set, else the straight-line estimate at the configured speed', async () => {
    const withOsrm = routerFor({ config: loadConfig({ OSRM_URL: osrm.url }) });
    expect(withOsrm.kind).toBe('osrm');
    expect((await withOsrm.route([A, B])).estimated).toBe(false);
    const without = routerFor({ config: loadConfig({ PAWROUTE_AVERAGE_SPEED_KMH: '30' }) });
    expect(without.kind).toBe('estimate');
    const leg = (await without.route([A, B])).legs[0]!;
    expect(leg.minutes).toBeCloseTo((leg.km! / 30) * 60, 6);
  });
});

describe('Nominatim adapter against a fake geocoder', () => {
  it('answers the first place, or null when nothing is found', async () => {
    geocoderServer.place('1 Elm St', 32.78, -96.8);
    const geocoder = nominatimGeocoder(geocoderServer.url);
    expect(await geocoder.geocode({ address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001' })).toEqual({ lat: 32.78, lng: -96.8, label: '1 Elm St, Dallas, TX 75001' });
    expect(await geocoder.geocode({ address: '9 Nowhere Rd', city: null, state: null, zipcode: null })).toBeNull();
    expect(geocoderServer.queries).toEqual(['1 Elm St, Dallas, TX 75001', '9 Nowhere Rd']);
  });
});
