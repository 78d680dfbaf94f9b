import { describe, expect, it } from 'vitest';
import { addedDriveMinutes, summarizeDayRoute } from './dayRoute';
import { haversineKm, straightLineEstimate, straightLineMatrix, ROAD_FACTOR } from './geo';
import { addressLocationDecider } from './locate';
import { evaluateOrder, exactOrder, heuristicOrder, planTimes, suggestOrder, type RouteStop } from './suggestOrder';
import { contactsFromUserCreated } from '../contacts';

const DAY = { earliest: 8 * 60, latest: 17 * 60 };
const open = (serviceMinutes = 60): RouteStop => ({ serviceMinutes, ...DAY });

/** Stops on a straight road at these mile-posts; driving 1 minute per unit. */
const lineMatrix = (posts: number[]) => posts.map((a) => posts.map((b) => Math.abs(a - b)));

/** Every order, for checking the exact answer. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** A seeded generator so failures repeat. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('straight-line estimate ("Drive times")', () => {
  it('haversine: one degree of latitude is about 111.2 km; Dallas to Fort Worth about 49 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
    expect(haversineKm({ lat: 32.7767, lng: -96.797 }, { lat: 32.7555, lng: -97.3308 })).toBeCloseTo(49.9, 0);
    expect(haversineKm({ lat: 32.7767, lng: -96.797 }, { lat: 32.7767, lng: -96.797 })).toBe(0);
  });

  it('is the distance × 1.3 at the average speed', () => {
    const a = { lat: 32.7767, lng: -96.797 };
    const b = { lat: 32.7767 + 20 / 111.195, lng: -96.797 }; // 20 km north
    const estimate = straightLineEstimate(a, b, 40);
    expect(ROAD_FACTOR).toBe(1.3);
    expect(estimate.km).toBeCloseTo(26, 1);
    expect(estimate.minutes).toBeCloseTo(39, 1); // 26 km at 40 km/h
    expect(straightLineEstimate(a, b, 80).minutes).toBeCloseTo(19.5, 1);
    expect(() => straightLineEstimate(a, b, 0)).toThrow(RangeError);
  });

  it('the matrix is symmetric with a zero diagonal', () => {
    const m = straightLineMatrix([{ lat: 32.7, lng: -96.8 }, { lat: 32.9, lng: -96.7 }, { lat: 33, lng: -97 }], 40);
    expect(m[0]![0]).toBe(0);
    expect(m[0]![2]).toBeCloseTo(m[2]![0]!, 9);
    expect(m[1]![2]).toBeGreaterThan(0);
  });
});

describe('suggest order: known optimal orders', () => {
  it('stops on a line are visited end to end (0, 10, 5, 2 -> 0, 2, 5, 10: 10 minutes)', () => {
    const m = lineMatrix([0, 10, 5, 2]);
    const stops = [open(), open(), open(), open()];
    const s = suggestOrder(stops, m);
    expect(s.method).toBe('exact');
    expect(s.driveMinutes).toBe(10);
    expect([[0, 3, 2, 1], [1, 2, 3, 0]]).toContainEqual(s.order);
    expect(s.booked.driveMinutes).toBe(10 + 5 + 3);
  });

  it('a window forces the far stop first and the answer keeps it (windows respected)', () => {
    const m = lineMatrix([0, 10, 5]);
    // Stop 0 must start by 8:30; stop 1 (the far one) only from 10:00.
    const stops: RouteStop[] = [
      { serviceMinutes: 60, earliest: 480, latest: 510 },
      { serviceMinutes: 60, earliest: 600, latest: 1020 },
      open(),
    ];
    const s = suggestOrder(stops, m);
    expect(s.order).toEqual([0, 2, 1]);
    for (const t of s.timings) expect(t.start).toBeLessThanOrEqual(stops[t.index]!.latest);
    // A window that makes the line order impossible: stop 2 (the middle) must start by 8:30.
    const early: RouteStop[] = [open(), open(), { serviceMinutes: 60, earliest: 480, latest: 510 }];
    const l = suggestOrder(early, m);
    expect(l.feasible).toBe(true);
    expect(l.order[0]).toBe(2);
    expect(l.driveMinutes).toBe(15); // 5 -> 0 -> 10 or 5 -> 10 -> 0
  });

  it('exact equals the best of every permutation on random small days with windows', () => {
    const rnd = random(7);
    for (let trial = 0; trial < 40; trial += 1) {
      const n = 3 + (trial % 5);
      const pts = Array.from({ length: n }, () => ({ x: rnd() * 30, y: rnd() * 30 }));
      const m = pts.map((a) => pts.map((b) => Math.round(Math.hypot(a.x - b.x, a.y - b.y))));
      const stops: RouteStop[] = pts.map(() => {
        const earliest = 480 + Math.floor(rnd() * 300);
        return { serviceMinutes: 30 + Math.floor(rnd() * 60), earliest, latest: earliest + 60 + Math.floor(rnd() * 240) };
      });
      let best: number | null = null;
      for (const p of permutations(n)) {
        const e = evaluateOrder(p, stops, m);
        if (e.feasible && (best === null || e.driveMinutes < best)) best = e.driveMinutes;
      }
      const exact = exactOrder(stops, m);
      if (best === null) expect(exact).toBeNull();
      else {
        const e = evaluateOrder(exact!, stops, m);
        expect(e.feasible).toBe(true);
        expect(e.driveMinutes).toBe(best);
      }
    }
  });

  it('beyond the exact limit: insertion + 2-opt keeps every window and never drives more than booked', () => {
    const rnd = random(11);
    for (let trial = 0; trial < 10; trial += 1) {
      const n = 12;
      const pts = Array.from({ length: n }, () => ({ x: rnd() * 40, y: rnd() * 40 }));
      const m = pts.map((a) => pts.map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
      // Booked back to back every 45 minutes; each customer accepts ±2 h.
      const stops: RouteStop[] = pts.map((_, i) => ({ serviceMinutes: 30, earliest: 480 + i * 45 - 120, latest: 480 + i * 45 + 120 }));
      const s = suggestOrder(stops, m);
      expect(s.method).toBe('heuristic');
      expect(s.feasible).toBe(true);
      for (const t of s.timings) {
        expect(t.start).toBeGreaterThanOrEqual(stops[t.index]!.earliest);
        expect(t.start).toBeLessThanOrEqual(stops[t.index]!.latest + 1e-9);
      }
      expect(s.driveMinutes).toBeLessThanOrEqual(s.booked.driveMinutes + 1e-9);
      expect([...s.order].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    }
  });

  it('the heuristic finds the optimum of easy instances (a line, wide windows)', () => {
    const posts = [7, 1, 9, 3, 11, 5, 0, 8, 2, 10, 4, 6];
    const order = heuristicOrder(posts.map(() => open(30)), lineMatrix(posts));
    expect(evaluateOrder(order, posts.map(() => open(30)), lineMatrix(posts)).driveMinutes).toBe(11);
  });

  it('proposed times keep the booked starts where the order allows, and every window', () => {
    const m = lineMatrix([0, 10, 5]);
    const stops: RouteStop[] = [
      { serviceMinutes: 50, earliest: 480, latest: 600, preferred: 540 },
      { serviceMinutes: 50, earliest: 600, latest: 720, preferred: 660 },
      { serviceMinutes: 50, earliest: 540, latest: 660, preferred: 600 },
    ];
    // The booked order as booked (the 5-minute drives fit the 10-minute gaps): nobody moves.
    expect(planTimes([0, 2, 1], stops, m).map((t) => t.start)).toEqual([540, 600, 660]);
    // A tight order: the first stop starts early enough for the others to keep their windows.
    const tight: RouteStop[] = [
      { serviceMinutes: 60, earliest: 480, latest: 600, preferred: 600 },
      { serviceMinutes: 60, earliest: 480, latest: 670, preferred: 480 },
    ];
    const t = planTimes([0, 1], tight, lineMatrix([0, 10]));
    expect(t.map((x) => x.start)).toEqual([600, 670]);
    const late: RouteStop[] = [tight[0]!, { ...tight[1]!, latest: 650 }];
    expect(planTimes([0, 1], late, lineMatrix([0, 10])).map((x) => x.start)).toEqual([580, 650]);
  });

  it('keeps the booked order when nothing is feasible, and says so', () => {
    const m = lineMatrix([0, 10]);
    const stops: RouteStop[] = [
      { serviceMinutes: 60, earliest: 480, latest: 480 },
      { serviceMinutes: 60, earliest: 480, latest: 480 },
    ];
    const s = suggestOrder(stops, m);
    expect(s.feasible).toBe(false);
    expect(s.order).toEqual([0, 1]);
  });
});

describe('the day route summary', () => {
  const stop = (appointmentId: number, start: number, end: number, located = true) => ({ appointmentId, start, end, located });

  it('totals whole minutes and warns where the drive does not fit the gap', () => {
    const summary = summarizeDayRoute(
      [stop(1, 480, 570), stop(2, 600, 690), stop(3, 700, 790)],
      [
        { minutes: 24.2, km: 20, estimated: false },
        { minutes: 18, km: 15, estimated: false },
      ],
    );
    expect(summary.legs.map((l) => [l.minutes, l.gapMinutes, l.fits])).toEqual([
      [25, 30, true],
      [18, 10, false],
    ]);
    expect(summary.totalDriveMinutes).toBe(43);
    expect(summary.totalKm).toBe(35);
    expect(summary.warnings).toEqual([
      expect.objectContaining({ kind: 'driveDoesNotFit', appointmentId: 3, fromAppointmentId: 2, message: 'The drive takes 18 min but only 10 min are free between these appointments.' }),
    ]);
  });

  it('an address without a location: no leg time, a warning, and the estimate flag from the legs', () => {
    const summary = summarizeDayRoute([stop(1, 480, 570), stop(2, 600, 690, false), stop(3, 700, 790)], [null, null]);
    expect(summary.totalDriveMinutes).toBe(0);
    expect(summary.warnings.map((w) => w.kind)).toEqual(['noLocation']);
    const est = summarizeDayRoute([stop(1, 480, 570), stop(2, 600, 690)], [{ minutes: 5, km: 3, estimated: true }]);
    expect(est.estimated).toBe(true);
  });

  it('added driving of a slot between two stops', () => {
    const d = { '1>new': 5, 'new>2': 7, '1>2': 10 } as Record<string, number>;
    const drive = (a: number | 'new', b: number | 'new') => d[`${a}>${b}`] ?? null;
    expect(addedDriveMinutes(1, 2, drive)).toBe(2);
    expect(addedDriveMinutes(1, null, drive)).toBe(5);
    expect(addedDriveMinutes(null, null, drive)).toBe(0);
    expect(addedDriveMinutes(2, null, drive)).toBeNull();
  });
});

describe('AddressLocated decider', () => {
  const initial = contactsFromUserCreated({
    userId: 5,
    address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
  } as never);
  const decider = addressLocationDecider(initial);
  const ctx = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
  const command = { type: 'LocateAddress' as const, data: { userId: 5, addressId: 9, lat: 32.78, lng: -96.8, source: 'office' as const } };

  it('records the pin with its source and the street line it belongs to; the same pin again writes nothing', () => {
    const events = decider.decide(command, decider.initialState(), ctx);
    expect(events).toEqual([{ type: 'AddressLocated', data: { addressId: 9, userId: 5, lat: 32.78, lng: -96.8, source: 'office', address: '1 Elm St', locatedAt: ctx.now } }]);
    const after = decider.evolve(decider.initialState(), events[0]!);
    expect(decider.decide(command, after, ctx)).toEqual([]);
    expect(decider.decide({ ...command, data: { ...command.data, lat: 32.79 } }, after, ctx)).toHaveLength(1);
  });

  it('an unknown address is 404', () => {
    expect(() => decider.decide({ ...command, data: { ...command.data, addressId: 10 } }, decider.initialState(), ctx)).toThrow('Address not found.');
  });
});
