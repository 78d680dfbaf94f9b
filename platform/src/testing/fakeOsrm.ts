import { createServer, type Server } from 'node:http';
import { haversineKm } from '@pawroute/domain';

/**
 * A stand-in for an OSRM server on a free local port, answering the two services Pawroute uses like
 * OSRM v1 does: GET /table/v1/driving/{lng,lat;...} ({ code: 'Ok', durations, distances }) and
 * GET /route/v1/driving/{lng,lat;...} ({ code: 'Ok', routes: [{ duration, distance, legs, geometry }] }).
 * Its roads are the straight line at `kmh` (default 36 km/h: 100 s per km), so a test can tell its
 * answers from the straight-line estimate. `failNext` makes the next requests answer 500.
 */
export interface FakeOsrm {
  url: string;
  /** Every request path, in order. */
  requests: string[];
  failNext(count?: number): void;
  close(): Promise<void>;
  /** Seconds the fake takes for the drive between two points. */
  seconds(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number;
}

export async function startFakeOsrm(options: { kmh?: number } = {}): Promise<FakeOsrm> {
  const kmh = options.kmh ?? 36;
  const requests: string[] = [];
  let failures = 0;
  const seconds = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => (haversineKm(a, b) / kmh) * 3600;
  const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineKm(a, b) * 1000;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (failures > 0) {
      failures -= 1;
      return send(500, { code: 'InternalError', message: 'fake failure' });
    }
    const match = /^\/(table|route)\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (!match) return send(400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const points = decodeURIComponent(match[2]!)
      .split(';')
      .map((pair) => pair.split(',').map(Number))
      .map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
    if (points.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng))) return send(400, { code: 'InvalidQuery', message: 'Query string malformed' });
    if (match[1] === 'table') {
      return send(200, {
        code: 'Ok',
        durations: points.map((a) => points.map((b) => seconds(a, b))),
        distances: points.map((a) => points.map((b) => metres(a, b))),
        sources: points.map((p) => ({ location: [p.lng, p.lat] })),
        destinations: points.map((p) => ({ location: [p.lng, p.lat] })),
      });
    }
    if (points.length < 2) return send(400, { code: 'InvalidQuery', message: 'Need at least two coordinates' });
    const legs = points.slice(1).map((b, i) => ({ duration: seconds(points[i]!, b), distance: metres(points[i]!, b), steps: [], summary: '' }));
    // The "road": through the midpoint of each leg, nudged north, so the line has more points than the stops.
    const coordinates: [number, number][] = [[points[0]!.lng, points[0]!.lat]];
    points.slice(1).forEach((b, i) => {
      const a = points[i]!;
      coordinates.push([(a.lng + b.lng) / 2, (a.lat + b.lat) / 2 + 0.001], [b.lng, b.lat]);
    });
    return send(200, {
      code: 'Ok',
      routes: [{ duration: legs.reduce((s, l) => s + l.duration, 0), distance: legs.reduce((s, l) => s + l.distance, 0), legs, geometry: { type: 'LineString', coordinates } }],
      waypoints: points.map((p) => ({ location: [p.lng, p.lat] })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count = 1) => void (failures += count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    seconds,
  };
}

/**
 * A stand-in for a Nominatim server: GET /search?q=...&format=jsonv2 answers the place registered for
 * the query's first part (the street line), or [] when none is.
 */
export interface FakeGeocoder {
  url: string;
  queries: string[];
  place(streetLine: string, lat: number, lng: number): void;
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const places = new Map<string, { lat: number; lng: number }>();
  const queries: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const found = places.get(q.split(',')[0]!.trim().toLowerCase());
    const body = found ? [{ lat: String(found.lat), lon: String(found.lng), display_name: q }] : [];
    response.writeHead(url.pathname === '/search' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    place: (streetLine, lat, lng) => void places.set(streetLine.trim().toLowerCase(), { lat, lng }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
