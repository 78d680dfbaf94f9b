import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayRouteAnswer, OptionsResponse, SuggestOrderAnswer } from '@pawroute/domain';
import { startFakeGeocoder, startFakeOsrm, startTestServer, type FakeGeocoder, type FakeOsrm, type TestClient, type TestServer } from '../testing';

/**
 * "Where each address is", "Drive times", "The day's route" through HTTP against a real
 * Postgres, with a fake OSRM server and a fake Nominatim on local ports: pins (office and geocoder),
 * the day's legs from OSRM with the warning where a drive does not fit, 'Suggest order' as a proposal
 * that moves nothing, and 403 for users without the permission.
 */
let server: TestServer;
let osrm: FakeOsrm;
let geocoder: FakeGeocoder;
let office: TestClient;
let stylist: TestClient;
let customerClient: TestClient;
let stylistId: number;
const suffix = Date.now().toString(36);

function ok<T>(what: string, response: { status: number; body: T }): T {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A weekday (the demo stylist works Monday to Friday) two weeks ahead, clear of the demo schedule. */
function routeDay(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const DATE = routeDay();
const SPEC_DATE = `${DATE.slice(5, 7)}-${DATE.slice(8, 10)}-${DATE.slice(0, 4)}`;

const HOME = { lat: 32.7767, lng: -96.797 }; // downtown Dallas
const FAR = { lat: 32.8667, lng: -96.797 }; // 10 km north: 17 minutes at the fake's 36 km/h

interface Booked {
  estimateId: number;
  userId: number;
  addressId: number;
  appointmentId: number;
}

async function book(street: string, startTime: string, options: OptionsResponse): Promise<Booked> {
  const address = { address: street, city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '345D-Q' };
  const user = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
    firstName: 'Route', lastName: `${street.split(' ')[1]}${suffix}`, emailAddress: `route.${street.replace(/\W/g, '')}.${suffix}@example.com`, AddressInfo: address, isAccount: false,
  }));
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: user.customerId, petName: 'Biscuit', animalTypeId: options.breeds[0]!.animalTypeId, breedId: options.breeds[0]!.ID,
  }));
  const estimateId = ok('estimate', await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: user.userId },
  })).data.estimateId;
  const created = ok('appointment', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId, employeeId: stylistId, appointmentDate: SPEC_DATE, startTime, endTime: addMinutes(startTime, 60), resolveConfliction: true,
  }));
  const addresses = ok('addresses', await office.get<{ addresses: { ID: number }[] }>(`/api/v4/addresses/findByUser?userId=${user.userId}`)).addresses;
  return { estimateId, userId: user.userId, addressId: addresses[0]!.ID, appointmentId: created.newAppointmentId };
}

/** '9:00 AM' + minutes, in the same format. */
function addMinutes(time: string, minutes: number): string {
  const [, h, m, ap] = /^(\d+):(\d+) (AM|PM)$/.exec(time)!;
  const total = ((Number(h) % 12) + (ap === 'PM' ? 12 : 0)) * 60 + Number(m) + minutes;
  const hh = Math.floor(total / 60);
  return `${((hh + 11) % 12) + 1}:${String(total % 60).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`;
}

let first: Booked;
let second: Booked;
let third: Booked;

beforeAll(async () => {
  osrm = await startFakeOsrm();
  geocoder = await startFakeGeocoder();
  server = await startTestServer({ config: { osrmUrl: osrm.url, geocoderUrl: geocoder.url, mapTileUrl: '', routeWindowMinutes: 180 } });
  office = await server.loginAs('office');
  stylist = await server.loginAs('stylist');
  customerClient = await server.loginAs('customer');
  stylistId = ok('session', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  const options = ok('getOptions', await office.get<OptionsResponse>('/api/v4/getOptions'));
  // Booked: downtown at 9, Plano at 10:15 (15 minutes after the first ends), downtown again at 1 PM.
  first = await book('101 Elm St', '9:00 AM', options);
  second = await book('202 Oak Ave', '10:15 AM', options);
  third = await book('303 Main St', '1:00 PM', options);
});
afterAll(async () => {
  await server?.close();
  await osrm?.close();
  await geocoder?.close();
});

const dayUrl = (employeeId = stylistId) => `/api/v4/routes/getDay?employeeId=${employeeId}&date=${SPEC_DATE}`;

describe('the day route over HTTP (fake OSRM, fake geocoder)', () => {
  it('before any pin: the stops in time order with MAPSCO, no drive times, a warning per stop', async () => {
    const day = ok('getDay', await office.get<DayRouteAnswer>(dayUrl()));
    expect(day.stops.map((s) => s.appointmentId)).toEqual([first.appointmentId, second.appointmentId, third.appointmentId]);
    expect(day.stops[0]).toMatchObject({ addressId: first.addressId, mapsco: '345D-Q', location: null, startTime: '9:00 AM' });
    expect(day.legs.map((l) => l.minutes)).toEqual([null, null]);
    expect(day.warnings.filter((w) => w.kind === 'noLocation')).toHaveLength(3);
    expect(day.map.tileUrl).toBe('');
  });

  it('the office places a pin, the geocoder finds another; the same pin twice writes once', async () => {
    const placed = ok('setLocation', await office.post<{ source: string; position: string }>('/api/v4/addresses/setLocation', { addressId: first.addressId, ...HOME }));
    expect(placed.source).toBe('office');
    const again = ok('setLocation again', await office.post<{ position: string | null }>('/api/v4/addresses/setLocation', { addressId: first.addressId, ...HOME }));
    expect(again.position).toBe(placed.position);
    geocoder.place('202 Oak Ave', FAR.lat, FAR.lng);
    const located = ok('locate', await office.post<{ source: string; lat: number }>('/api/v4/addresses/locate', { addressId: second.addressId }));
    expect(located).toMatchObject({ source: 'geocoder', lat: FAR.lat });
    expect(geocoder.queries.at(-1)).toBe('202 Oak Ave, Dallas, TX 75204');
    const notFound = await office.post<{ message: string }>('/api/v4/addresses/locate', { addressId: third.addressId });
    expect(notFound.status).toBe(422);
    expect(notFound.body.message).toBe('The address could not be found by the geocoder: place the pin on the map.');
    ok('setLocation third', await office.post('/api/v4/addresses/setLocation', { addressId: third.addressId, lat: HOME.lat + 0.01, lng: HOME.lng }));
    const bad = await office.post<{ statusCode: number }>('/api/v4/addresses/setLocation', { addressId: third.addressId, lat: 91, lng: 0 });
    expect(bad.status).toBe(400);
  });

  it('drive times come from OSRM; the drive that does not fit the 15-minute gap is warned about', async () => {
    const day = ok('getDay', await office.get<DayRouteAnswer>(dayUrl()));
    expect(day.routing).toBe('osrm');
    expect(day.estimated).toBe(false);
    expect(day.stops.map((s) => s.location?.source)).toEqual(['office', 'geocoder', 'office']);
    const expected = Math.ceil(osrm.seconds(HOME, FAR) / 60);
    expect(day.legs[0]).toMatchObject({ minutes: expected, estimated: false, gapMinutes: 15, fits: false });
    expect(day.legs[1]!.fits).toBe(true);
    expect(day.totalDriveMinutes).toBe(day.legs[0]!.minutes! + day.legs[1]!.minutes!);
    expect(day.warnings).toEqual([
      expect.objectContaining({ kind: 'driveDoesNotFit', fromAppointmentId: first.appointmentId, appointmentId: second.appointmentId, message: `The drive takes ${expected} min but only 15 min are free between these appointments.` }),
    ]);
    expect(day.paths[0]!.length).toBeGreaterThan(3);
    expect(osrm.requests.some((r) => r.startsWith('/route/v1/driving/'))).toBe(true);
  });

  it('suggest order: downtown stops together, a proposal only (the appointments do not move)', async () => {
    const suggestion = ok('suggestOrder', await office.get<SuggestOrderAnswer>(`/api/v4/routes/suggestOrder?employeeId=${stylistId}&date=${SPEC_DATE}`));
    expect(suggestion.method).toBe('exact');
    expect(suggestion.feasible).toBe(true);
    expect(suggestion.order).toHaveLength(3);
    expect(suggestion.driveMinutes).toBeLessThanOrEqual(suggestion.bookedDriveMinutes);
    expect(suggestion.savedMinutes).toBe(suggestion.bookedDriveMinutes - suggestion.driveMinutes);
    expect(suggestion.savedMinutes).toBeGreaterThan(0);
    // Each proposed start is within the window of its booked start.
    const booked = new Map([[first.appointmentId, 9 * 60], [second.appointmentId, 10 * 60 + 15], [third.appointmentId, 13 * 60]]);
    for (const p of suggestion.proposed) {
      const [h, m] = p.start.split(':').map(Number);
      expect(Math.abs(h! * 60 + m! - booked.get(p.appointmentId)!)).toBeLessThanOrEqual(suggestion.windowMinutes);
    }
    const day = ok('getDay', await office.get<DayRouteAnswer>(dayUrl()));
    expect(day.stops.map((s) => s.startTime)).toEqual(['9:00 AM', '10:15 AM', '1:00 PM']);
  });

  it('open slots ranked by the driving they add (rankBy=driving)', async () => {
    type Slot = { employeeId: number; start: string; extraDriveMinutes: number | null; driveEstimated: boolean };
    const plain = ok('slots', await office.get<{ slots: Slot[] }>(`/api/v4/appointments/getOpenSlots?date=${SPEC_DATE}&estimateId=${second.estimateId}`));
    expect(plain.slots[0]).not.toHaveProperty('extraDriveMinutes');
    const ranked = ok('ranked', await office.get<{ slots: Slot[] }>(`/api/v4/appointments/getOpenSlots?date=${SPEC_DATE}&estimateId=${second.estimateId}&rankBy=driving`));
    expect(ranked.slots).toHaveLength(plain.slots.length);
    const ours = ranked.slots.filter((s) => s.employeeId === stylistId);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((s) => s.extraDriveMinutes !== null && s.driveEstimated === false)).toBe(true);
    const measured = ranked.slots.filter((s) => s.extraDriveMinutes !== null).map((s) => s.extraDriveMinutes!);
    expect(measured).toEqual([...measured].sort((a, b) => a - b));
    expect(ranked.slots.slice(measured.length).every((s) => s.extraDriveMinutes === null)).toBe(true);
    // The customer in Plano (10 km out): a slot after the last downtown stop adds one drive out, no more.
    const last = ours.find((s) => s.start >= '14:00');
    if (last) expect(last.extraDriveMinutes).toBe(Math.ceil(osrm.seconds({ lat: HOME.lat + 0.01, lng: HOME.lng }, FAR) / 60));
  });

  it('the stylist reads their own day; not another stylist’s, nor a suggestion; a customer reads none', async () => {
    const own = ok('own day', await stylist.get<DayRouteAnswer>(dayUrl()));
    expect(own.stops).toHaveLength(3);
    expect((await stylist.get(dayUrl(stylistId + 100000))).status).toBe(403);
    expect((await stylist.get(`/api/v4/routes/suggestOrder?employeeId=${stylistId}&date=${SPEC_DATE}`)).status).toBe(403);
    expect((await customerClient.get(dayUrl())).status).toBe(403);
    expect((await server.client().get(dayUrl())).status).toBe(401);
  });

  it('placing a pin needs EditCustomers: the stylist and a customer are refused and nothing is written', async () => {
    const before = ok('getDay', await office.get<DayRouteAnswer>(dayUrl())).stops[0]!.location;
    expect((await stylist.post('/api/v4/addresses/setLocation', { addressId: first.addressId, lat: 30, lng: -95 })).status).toBe(403);
    expect((await customerClient.post('/api/v4/addresses/setLocation', { addressId: first.addressId, lat: 30, lng: -95 })).status).toBe(403);
    expect(ok('getDay', await office.get<DayRouteAnswer>(dayUrl())).stops[0]!.location).toEqual(before);
  });
});
