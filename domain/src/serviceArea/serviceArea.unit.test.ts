import { describe, expect, it } from 'vitest';
import { insideServiceArea, type ServiceAreaFacts } from './inside';
import { SERVICE_AREA_MESSAGES as M } from './messages';
import { DEFAULT_SERVICE_AREA, serviceAreaDecider, serviceAreaSchema, type ServiceArea } from './settings';

const ctx = { now: '2026-03-02T15:00:00.000Z', actorUserId: 1 };
const MAPSCO: ServiceArea = DEFAULT_SERVICE_AREA;
const ZIP: ServiceArea = { ...DEFAULT_SERVICE_AREA, kind: 'zip', zipcodes: ['75201', '75204'] };
const DRIVE: ServiceArea = { ...DEFAULT_SERVICE_AREA, kind: 'driveTime', baseAddress: '1 Main St', baseLat: 32.78, baseLng: -96.8, maxMinutes: 30 };
const verdict = (area: ServiceArea, facts: ServiceAreaFacts) => {
  const v = insideServiceArea(area, facts);
  return v.inside ? 'inside' : v.message;
};

describe('SA-KIND: each kind decides inside the area (SA-ONE: one function)', () => {
  it.each([
    ['mapsco (the default): a valid Mapsco is inside', MAPSCO, { zipcode: '90210', mapsco: '123-A' }, 'inside'],
    ['mapsco: 123A-A is valid too', MAPSCO, { zipcode: null, mapsco: '123A-A' }, 'inside'],
    ['mapsco: no Mapsco is outside with part 1 message', MAPSCO, { zipcode: '75201', mapsco: null }, M.mapsco],
    ['mapsco: a malformed Mapsco is outside', MAPSCO, { zipcode: '75201', mapsco: '12-A' }, M.mapsco],
    ['zip: a listed ZIP is inside, no Mapsco needed', ZIP, { zipcode: '75201', mapsco: null }, 'inside'],
    ['zip: ZIP+4 counts by its first five digits', ZIP, { zipcode: '75204-1234', mapsco: null }, 'inside'],
    ['zip: an unlisted ZIP is outside even with a Mapsco', ZIP, { zipcode: '75001', mapsco: '123-A' }, M.zipOutside],
    ['zip: no ZIP is outside', ZIP, { zipcode: '', mapsco: null }, M.zipOutside],
    ['driveTime: exactly the limit is inside', DRIVE, { zipcode: null, mapsco: null, driveMinutes: 30 }, 'inside'],
    ['driveTime: under the limit is inside', DRIVE, { zipcode: null, mapsco: null, driveMinutes: 12.5 }, 'inside'],
    ['driveTime: past the limit is outside', DRIVE, { zipcode: null, mapsco: null, driveMinutes: 30.1 }, M.driveOutside(30)],
    ['driveTime: an address not placed on the map is not known to be inside', DRIVE, { zipcode: '75201', mapsco: '123-A', driveMinutes: null }, M.unlocated],
  ] as const)('%s', (_rule, area, facts, expected) => {
    expect(verdict(area, facts)).toBe(expected);
  });
});

describe('the setting: given / when / then', () => {
  const decide = (given: ServiceArea[], body: unknown) => {
    const state = given.reduce((s, data) => serviceAreaDecider.evolve(s, { type: 'ServiceAreaSet', data }), serviceAreaDecider.initialState());
    try {
      return serviceAreaDecider.decide({ type: 'SetServiceArea', data: body as never }, state, ctx);
    } catch (e) {
      return (e as { issues?: { message: string }[] }).issues?.[0]?.message ?? String(e);
    }
  };
  it.each([
    ['nothing set: the default is mapsco', [], { kind: 'mapsco' }, []],
    ['a ZIP list, typed with commas and spaces: sorted, each once', [], { kind: 'zip', zipcodes: '75204, 75201 75201' }, [{ type: 'ServiceAreaSet', data: { ...ZIP } }]],
    ['the same setting again: nothing recorded', [ZIP], { kind: 'zip', zipcodes: ['75201', '75204'] }, []],
    ['zip with no ZIP Codes: refused', [], { kind: 'zip', zipcodes: '' }, M.zipcodes],
    ['zip with a bad ZIP: refused naming it', [], { kind: 'zip', zipcodes: '75201, 7520' }, M.zipcodeInvalid('7520')],
    ['driveTime without a pin: refused', [], { kind: 'driveTime', baseAddress: '1 Main St', maxMinutes: 30 }, M.basePin],
    ['driveTime without an address: refused', [], { kind: 'driveTime', baseLat: 32.78, baseLng: -96.8 }, M.baseAddress],
    ['driveTime minutes out of range: refused', [], { ...DRIVE, maxMinutes: 500 }, M.maxMinutes],
    ['driveTime in full', [], DRIVE, [{ type: 'ServiceAreaSet', data: DRIVE }]],
    ['back to mapsco keeps the other fields', [DRIVE], { ...DRIVE, kind: 'mapsco' }, [{ type: 'ServiceAreaSet', data: { ...DRIVE, kind: 'mapsco' } }]],
    ['an unknown kind: refused', [], { kind: 'county' }, M.kind],
  ] as const)('%s', (_rule, given, body, then) => {
    expect(decide([...given], body)).toEqual(then);
  });

  it('the schema fills the defaults', () => {
    expect(serviceAreaSchema.parse({ kind: 'mapsco' })).toEqual(DEFAULT_SERVICE_AREA);
  });
});
