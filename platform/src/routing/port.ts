import type { LatLng } from '@pawroute/domain';

/** Drive times between every pair of points (row = from, column = to). */
export interface DriveMatrix {
  minutes: number[][];
  /** Kilometres, when the service gives them. */
  km: (number | null)[][];
  /** True when these are the straight-line estimate rather than road routes. */
  estimated: boolean;
}

export interface DriveLeg {
  minutes: number;
  km: number | null;
}

/** The drive through `points` in order: one leg per consecutive pair, and the line to draw. */
export interface DriveRoute {
  legs: DriveLeg[];
  /** [lat, lng] points of the whole drive (the road's shape from OSRM; the straight segments otherwise). */
  path: [number, number][];
  estimated: boolean;
}

/**
 * Drive times: OSRM's HTTP API (table and route services) when OSRM_URL is set; otherwise
 * the straight-line distance × 1.3 at the configured average speed, always flagged `estimated`.
 */
export interface Router {
  readonly kind: 'osrm' | 'estimate';
  table(points: readonly LatLng[]): Promise<DriveMatrix>;
  route(points: readonly LatLng[]): Promise<DriveRoute>;
}

export class RoutingError extends Error {}
