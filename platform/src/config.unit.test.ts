import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for everything (npm start on a fresh machine)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      dataDir: './data',
      timeZone: 'America/Chicago',
      sessionTtlHours: 168,
      trustProxy: false,
    });
    expect(config.webDistDir.replace(/\\/g, '/')).toMatch(/\/web\/dist$/);
  });

  it("the business's name, phone and address for receipts: defaults, trimmed, an address on one line", () => {
    expect(loadConfig({})).toMatchObject({ businessName: 'Pawroute', businessPhone: null, businessAddress: null });
    expect(loadConfig({ PAWROUTE_BUSINESS_NAME: '  ', PAWROUTE_BUSINESS_PHONE: ' ', PAWROUTE_BUSINESS_ADDRESS: '' })).toMatchObject({
      businessName: 'Pawroute',
      businessPhone: null,
      businessAddress: null,
    });
    expect(
      loadConfig({ PAWROUTE_BUSINESS_NAME: ' Suds on Wheels ', PAWROUTE_BUSINESS_PHONE: ' (214) 555-0100 ', PAWROUTE_BUSINESS_ADDRESS: '12 Elm St\n Dallas, TX 75201 ' }),
    ).toMatchObject({ businessName: 'Suds on Wheels', businessPhone: '(214) 555-0100', businessAddress: '12 Elm St, Dallas, TX 75201' });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/x',
      EVENTSTORE_URL: 'esdb://es:2113',
      PAWROUTE_DATA_DIR: '/var/lib/pawroute',
      PAWROUTE_TIME_ZONE: 'America/Denver',
      PAWROUTE_SESSION_TTL_HOURS: '12',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://db/x',
      eventStoreUrl: 'esdb://es:2113',
      dataDir: '/var/lib/pawroute',
      timeZone: 'America/Denver',
      sessionTtlHours: 12,
      trustProxy: ['127.0.0.1', '::1'],
    });
  });

  it('reads PAWROUTE_SETTLE_AFTER_S (absent: undefined, the sandbox settles at the next day cutoff)', () => {
    expect(loadConfig({}).settleAfterS).toBeUndefined();
    expect(loadConfig({ PAWROUTE_SETTLE_AFTER_S: '0' }).settleAfterS).toBe(0);
    expect(loadConfig({ PAWROUTE_SETTLE_AFTER_S: '30' }).settleAfterS).toBe(30);
    expect(() => loadConfig({ PAWROUTE_SETTLE_AFTER_S: 'soon' })).toThrow('PAWROUTE_SETTLE_AFTER_S must be a non-negative integer');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });

  it('PAWROUTE_PUBLIC_URL for mail links; without it the host and PORT served (links said localhost:3000 under PORT=3103)', () => {
    expect(loadConfig({ PORT: '3103' }).publicUrl).toBe('http://localhost:3103');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', HOST: 'groom.local' }).publicUrl).toBe('http://groom.local:8080');
    expect(loadConfig({ PORT: '3103', PAWROUTE_PUBLIC_URL: 'https://groom.example.com/' }).publicUrl).toBe('https://groom.example.com');
  });
});
