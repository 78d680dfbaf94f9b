import type { LatLng } from '@pawroute/domain';
import { RoutingError, type DriveMatrix, type DriveRoute, type Router } from './port';

/**
 * OSRM's HTTP API v1 (profile `driving`): `/table/v1/driving/{lng,lat;...}?annotations=duration,distance`
 * for the matrix and `/route/v1/driving/{...}?overview=full&geometries=geojson` for the legs and the
 * line. Coordinates go longitude first, as OSRM wants them. Anything but `code: "Ok"` is an error.
 */
export function osrmRouter(baseUrl: string, options: { timeoutMs?: number } = {}): Router {
  const base = baseUrl.replace(/\/+$/, '');
  const coords = (points: readonly LatLng[]) => points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  async function get(path: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new RoutingError(`OSRM could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body || body.code !== 'Ok') {
      throw new RoutingError(`OSRM answered ${response.status} ${String(body?.code ?? '')} ${String(body?.message ?? '')}`.trim());
    }
    return body;
  }
  const number = (value: unknown): number => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new RoutingError('OSRM answered a drive without a duration.');
    return value;
  };
  return {
    kind: 'osrm',
    async table(points): Promise<DriveMatrix> {
      if (points.length < 2) return { minutes: points.map(() => [0]), km: points.map(() => [0]), estimated: false };
      const body = await get(`/table/v1/driving/${coords(points)}?annotations=duration,distance`);
      const durations = body.durations as unknown[][] | undefined;
      const distances = body.distances as (number | null)[][] | undefined;
      if (!Array.isArray(durations) || durations.length !== points.length) throw new RoutingError('OSRM answered a table of the wrong size.');
      return {
        minutes: durations.map((row) => row.map((s) => number(s) / 60)),
        km: points.map((_, i) => points.map((__, j) => (typeof distances?.[i]?.[j] === 'number' ? distances[i]![j]! / 1000 : null))),
        estimated: false,
      };
    },
    async route(points): Promise<DriveRoute> {
      if (points.length < 2) return { legs: [], path: points.map((p) => [p.lat, p.lng]), estimated: false };
      const body = await get(`/route/v1/driving/${coords(points)}?overview=full&geometries=geojson&steps=false`);
      const route = (body.routes as { legs?: { duration?: unknown; distance?: unknown }[]; geometry?: { coordinates?: [number, number][] } }[] | undefined)?.[0];
      if (!route?.legs || route.legs.length !== points.length - 1) throw new RoutingError('OSRM answered a route with the wrong number of legs.');
      const line = route.geometry?.coordinates ?? [];
      return {
        legs: route.legs.map((leg) => ({ minutes: number(leg.duration) / 60, km: typeof leg.distance === 'number' ? leg.distance / 1000 : null })),
        path: line.length > 1 ? line.map(([lng, lat]) => [lat, lng]) : points.map((p) => [p.lat, p.lng]),
        estimated: false,
      };
    },
  };
}

/**
 * OSRM first; when it cannot answer, the estimate (flagged estimated, so the screen says so) and a
 * warning in the log, rather than a day route that fails to load in the van.
 */
export function withEstimateFallback(primary: Router, fallback: Router, warn: (message: string) => void = () => {}): Router {
  return {
    kind: primary.kind,
    async table(points) {
      try {
        return await primary.table(points);
      } catch (error) {
        warn((error as Error).message);
        return fallback.table(points);
      }
    },
    async route(points) {
      try {
        return await primary.route(points);
      } catch (error) {
        warn((error as Error).message);
        return fallback.route(points);
      }
    },
  };
}
