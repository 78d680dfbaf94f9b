import { straightLineEstimate, type LatLng } from '@pawroute/domain';
import type { DriveMatrix, DriveRoute, Router } from './port';

/** The estimate: haversine × 1.3 at `averageKmh` (domain/src/route/geo.ts), labelled estimated. */
export function straightLineRouter(averageKmh: number): Router {
  return {
    kind: 'estimate',
    async table(points: readonly LatLng[]): Promise<DriveMatrix> {
      const cells = points.map((a, i) => points.map((b, j) => (i === j ? { km: 0, minutes: 0 } : straightLineEstimate(a, b, averageKmh))));
      return { minutes: cells.map((row) => row.map((c) => c.minutes)), km: cells.map((row) => row.map((c) => c.km)), estimated: true };
    },
    async route(points: readonly LatLng[]): Promise<DriveRoute> {
      const legs = points.slice(1).map((b, i) => straightLineEstimate(points[i]!, b, averageKmh));
      return { legs, path: points.map((p) => [p.lat, p.lng]), estimated: true };
    },
  };
}
