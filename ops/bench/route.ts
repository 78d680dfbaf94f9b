/**
 * bench line: how long 'Suggest order' takes for a 12-stop day, and the driving it saves
 * against the booked order on generated days. Pure computation (the domain's suggestOrder over the
 * straight-line estimate at 40 km/h, the default without OSRM); no database.
 *
 * A generated day: 12 customers spread over a stylist's territory (a 15 km square in Dallas), booked
 * in the order they called (random with respect to where they live), hourly from 7:00, 40 minutes of
 * grooming each; each customer accepts the default window of 60 minutes either side of their booked
 * start (PAWROUTE_ROUTE_WINDOW_MINUTES). Days whose booked order cannot keep the windows either are
 * counted apart (the suggestion then leaves them as booked).
 */
import { performance } from 'node:perf_hooks';
import { evaluateOrder, exactOrder, straightLineMatrix, suggestOrder, DEFAULT_EXACT_LIMIT, type LatLng, type RouteStop } from '@pawroute/domain';

export interface RouteBenchResult {
  stops: number;
  method: string;
  windowMinutes: number;
  averageKmh: number;
  /** Time to suggest the order of one 12-stop day (ms). */
  suggestMs: { p50: number; p99: number; max: number; runs: number };
  /** The first generated day (seed 1). */
  day: { bookedDriveMinutes: number; suggestedDriveMinutes: number; savedMinutes: number; savedPercent: number };
  /** Over `days` generated days. */
  days: { count: number; meanSavedMinutes: number; meanSavedPercent: number; bookedInfeasible: number };
  /** The exact optimum of the first day (12 stops, computed once) and how far the heuristic is from it. */
  exactOptimum: { driveMinutes: number; ms: number; heuristicGapPercent: number };
  /** The same for the largest day the exact method takes (10 stops), for comparison. */
  exact10Ms: { p50: number; p99: number };
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function generatedDay(seed: number, n: number, windowMinutes: number, averageKmh: number) {
  const rnd = random(seed);
  const points: LatLng[] = Array.from({ length: n }, () => ({ lat: 32.75 + rnd() * 0.135, lng: -96.85 + rnd() * 0.16 }));
  const stops: RouteStop[] = points.map((_, i) => {
    const booked = 7 * 60 + i * 60;
    return { serviceMinutes: 40, earliest: Math.max(7 * 60, booked - windowMinutes), latest: booked + windowMinutes };
  });
  return { stops, minutes: straightLineMatrix(points, averageKmh) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

function time(runs: number, fn: () => void) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50), 3), p99: round(percentile(samples, 99), 3), max: round(samples.at(-1)!, 3), runs };
}

export async function benchRoute(options: { runs?: number; days?: number; windowMinutes?: number; averageKmh?: number } = {}): Promise<RouteBenchResult> {
  const runs = options.runs ?? 200;
  const dayCount = options.days ?? 50;
  const windowMinutes = options.windowMinutes ?? 60;
  const averageKmh = options.averageKmh ?? 40;
  const first = generatedDay(1, 12, windowMinutes, averageKmh);
  // Warm up the JIT before timing.
  for (let i = 0; i < 5; i += 1) suggestOrder(first.stops, first.minutes);
  const suggestMs = time(runs, () => suggestOrder(first.stops, first.minutes));
  const s = suggestOrder(first.stops, first.minutes);
  let saved = 0;
  let savedPercent = 0;
  let bookedInfeasible = 0;
  for (let seed = 1; seed <= dayCount; seed += 1) {
    const day = generatedDay(seed, 12, windowMinutes, averageKmh);
    const r = suggestOrder(day.stops, day.minutes);
    if (!r.booked.feasible) bookedInfeasible += 1;
    saved += r.booked.driveMinutes - r.driveMinutes;
    savedPercent += (100 * (r.booked.driveMinutes - r.driveMinutes)) / r.booked.driveMinutes;
  }
  const exactStart = performance.now();
  const optimal = exactOrder(first.stops, first.minutes);
  const exactMs = performance.now() - exactStart;
  const optimum = optimal ? evaluateOrder(optimal, first.stops, first.minutes).driveMinutes : s.driveMinutes;
  const ten = generatedDay(2, DEFAULT_EXACT_LIMIT, windowMinutes, averageKmh);
  const exact10 = time(Math.max(20, Math.floor(runs / 4)), () => suggestOrder(ten.stops, ten.minutes));
  return {
    stops: 12,
    method: s.method,
    windowMinutes,
    averageKmh,
    suggestMs,
    day: {
      bookedDriveMinutes: round(s.booked.driveMinutes, 1),
      suggestedDriveMinutes: round(s.driveMinutes, 1),
      savedMinutes: round(s.booked.driveMinutes - s.driveMinutes, 1),
      savedPercent: round((100 * (s.booked.driveMinutes - s.driveMinutes)) / s.booked.driveMinutes, 1),
    },
    days: { count: dayCount, meanSavedMinutes: round(saved / dayCount, 1), meanSavedPercent: round(savedPercent / dayCount, 1), bookedInfeasible },
    exactOptimum: { driveMinutes: round(optimum, 1), ms: round(exactMs, 1), heuristicGapPercent: round((100 * (s.driveMinutes - optimum)) / optimum, 1) },
    exact10Ms: { p50: exact10.p50, p99: exact10.p99 },
  };
}
