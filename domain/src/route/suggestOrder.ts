/**
 * 'Suggest order' ("The day's route"): the order of a stylist's stops that drives least while
 * every stop starts within its customer's time window. Pure: drive times come in as a matrix.
 *
 * The route is an open path (the van starts at the first stop; the stylist's home is not known).
 * Service starts at max(arrival, window start) and must not start after the window's end. The
 * objective is total driving minutes; among equal driving, the earlier finish wins.
 * - up to `exactLimit` stops (default 10): exact, a dynamic program over (visited set, last stop) that
 *   keeps every label not dominated in both driving and finish time (time windows make a single
 *   label per state wrong);
 * - beyond: cheapest insertion (tightest window first), then 2-opt and or-opt moves while they
 *   shorten the drive and keep every window.
 * The booked order is always a candidate, so a suggestion never drives more than the day as booked.
 */

export interface RouteStop {
  /** Minutes of work at the stop (the appointment's length). */
  serviceMinutes: number;
  /** The window for the start of service, minutes since midnight (inclusive both ends). */
  earliest: number;
  latest: number;
  /** The booked start: the proposal keeps it where the order allows (default: as early as possible). */
  preferred?: number;
}

export interface StopTiming {
  /** Index into the input stops. */
  index: number;
  arrival: number;
  start: number;
  end: number;
}

export interface OrderEvaluation {
  order: number[];
  feasible: boolean;
  driveMinutes: number;
  finish: number;
  timings: StopTiming[];
}

export interface SuggestOptions {
  /** Up to this many stops the answer is exact (default 10). */
  exactLimit?: number;
  /** The order as booked (indexes), a candidate the answer never loses to; default 0..n-1. */
  bookedOrder?: readonly number[];
}

export interface Suggestion extends OrderEvaluation {
  method: 'exact' | 'heuristic';
  /** The booked order's evaluation, for the saving. */
  booked: OrderEvaluation;
}

export const DEFAULT_EXACT_LIMIT = 10;
export const MAX_SUGGEST_STOPS = 12;
const EPS = 1e-9;

/** Walks `order`, waiting for window starts; infeasible as soon as a stop would start after its window. */
export function evaluateOrder(order: readonly number[], stops: readonly RouteStop[], minutes: readonly (readonly number[])[]): OrderEvaluation {
  let drive = 0;
  let time = -Infinity;
  let feasible = true;
  const timings: StopTiming[] = [];
  order.forEach((index, k) => {
    const stop = stops[index]!;
    let arrival: number;
    if (k === 0) arrival = stop.earliest;
    else {
      const leg = minutes[order[k - 1]!]![index]!;
      drive += leg;
      arrival = time + leg;
    }
    const start = Math.max(arrival, stop.earliest);
    if (start > stop.latest + EPS) feasible = false;
    time = start + stop.serviceMinutes;
    timings.push({ index, arrival, start, end: time });
  });
  return { order: [...order], feasible, driveMinutes: drive, finish: order.length ? time : 0, timings };
}

const better = (a: OrderEvaluation, b: OrderEvaluation | null): boolean => {
  if (b === null) return true;
  if (a.feasible !== b.feasible) return a.feasible;
  if (Math.abs(a.driveMinutes - b.driveMinutes) > EPS) return a.driveMinutes < b.driveMinutes;
  return a.finish < b.finish - EPS;
};

interface Label {
  drive: number;
  end: number;
  node: number;
  prev: Label | null;
}

/** Exact: the least driving over every order that keeps the windows, or null when none does. */
export function exactOrder(stops: readonly RouteStop[], minutes: readonly (readonly number[])[]): number[] | null {
  const n = stops.length;
  if (n === 0) return [];
  if (n > 20) throw new RangeError('exactOrder is for small days.');
  const full = (1 << n) - 1;
  // labels[mask * n + last]: labels not dominated (less driving or earlier finish).
  const labels: (Label[] | undefined)[] = new Array((full + 1) * n);
  const add = (slot: number, label: Label) => {
    const list = (labels[slot] ??= []);
    for (const other of list) if (other.drive <= label.drive + EPS && other.end <= label.end + EPS) return;
    labels[slot] = list.filter((other) => !(label.drive <= other.drive + EPS && label.end <= other.end + EPS));
    labels[slot]!.push(label);
  };
  for (let i = 0; i < n; i += 1) {
    const s = stops[i]!;
    add((1 << i) * n + i, { drive: 0, end: s.earliest + s.serviceMinutes, node: i, prev: null });
  }
  for (let mask = 1; mask <= full; mask += 1) {
    for (let last = 0; last < n; last += 1) {
      const list = labels[mask * n + last];
      if (!list) continue;
      for (let next = 0; next < n; next += 1) {
        if (mask & (1 << next)) continue;
        const s = stops[next]!;
        const leg = minutes[last]![next]!;
        for (const label of list) {
          const start = Math.max(label.end + leg, s.earliest);
          if (start > s.latest + EPS) continue;
          add((mask | (1 << next)) * n + next, { drive: label.drive + leg, end: start + s.serviceMinutes, node: next, prev: label });
        }
      }
    }
  }
  let best: Label | null = null;
  for (let last = 0; last < n; last += 1) {
    for (const label of labels[full * n + last] ?? []) {
      if (best === null || label.drive < best.drive - EPS || (Math.abs(label.drive - best.drive) <= EPS && label.end < best.end)) best = label;
    }
  }
  if (best === null) return null;
  const order: number[] = [];
  for (let l: Label | null = best; l; l = l.prev) order.push(l.node);
  return order.reverse();
}

/** Cheapest insertion (tightest window first), then 2-opt and or-opt while they help. */
export function heuristicOrder(stops: readonly RouteStop[], minutes: readonly (readonly number[])[]): number[] {
  const n = stops.length;
  const byTightness = [...stops.keys()].sort((a, b) => stops[a]!.latest - stops[b]!.latest || stops[a]!.earliest - stops[b]!.earliest);
  let order: number[] = [];
  for (const index of byTightness) {
    let chosen: OrderEvaluation | null = null;
    for (let at = 0; at <= order.length; at += 1) {
      const candidate = evaluateOrder([...order.slice(0, at), index, ...order.slice(at)], stops, minutes);
      if (better(candidate, chosen)) chosen = candidate;
    }
    order = chosen!.order;
  }
  return improve(order, stops, minutes, n);
}

function improve(start: number[], stops: readonly RouteStop[], minutes: readonly (readonly number[])[], n: number): number[] {
  let current = evaluateOrder(start, stops, minutes);
  let improved = true;
  let rounds = 0;
  while (improved && rounds < 100) {
    improved = false;
    rounds += 1;
    // 2-opt: reverse order[i..j].
    for (let i = 0; i < n - 1 && !improved; i += 1) {
      for (let j = i + 1; j < n && !improved; j += 1) {
        const o = current.order;
        const candidate = evaluateOrder([...o.slice(0, i), ...o.slice(i, j + 1).reverse(), ...o.slice(j + 1)], stops, minutes);
        if (better(candidate, current)) {
          current = candidate;
          improved = true;
        }
      }
    }
    // or-opt: move one stop elsewhere.
    for (let i = 0; i < n && !improved; i += 1) {
      for (let j = 0; j < n && !improved; j += 1) {
        if (i === j) continue;
        const o = [...current.order];
        const [moved] = o.splice(i, 1);
        o.splice(j, 0, moved!);
        const candidate = evaluateOrder(o, stops, minutes);
        if (better(candidate, current)) {
          current = candidate;
          improved = true;
        }
      }
    }
  }
  return current.order;
}

/** The proposal: exact for small days, heuristic beyond; never worse than the booked order. */
export function suggestOrder(stops: readonly RouteStop[], minutes: readonly (readonly number[])[], options: SuggestOptions = {}): Suggestion {
  const n = stops.length;
  if (minutes.length !== n || minutes.some((row) => row.length !== n)) throw new RangeError('The drive-time matrix must be n × n.');
  const exactLimit = options.exactLimit ?? DEFAULT_EXACT_LIMIT;
  const bookedOrder = options.bookedOrder ? [...options.bookedOrder] : [...stops.keys()];
  const booked = evaluateOrder(bookedOrder, stops, minutes);
  const method = n <= exactLimit ? 'exact' : 'heuristic';
  const found = method === 'exact' ? exactOrder(stops, minutes) : heuristicOrder(stops, minutes);
  let best = booked;
  if (found) {
    const evaluated = evaluateOrder(found, stops, minutes);
    // Only an order that keeps every window is proposed; otherwise the day stays as booked.
    if (evaluated.feasible && better(evaluated, best)) best = evaluated;
  }
  return { ...best, method, booked };
}

/**
 * The times of a feasible order as the proposal shows them: each stop at its booked (preferred) start
 * where the order allows, else as close to it as the drives and the later windows permit. A backward
 * pass finds each stop's latest start that still lets every later stop keep its window; the forward
 * pass then starts each stop at max(arrival, window start, min(preferred, that latest start)).
 */
export function planTimes(order: readonly number[], stops: readonly RouteStop[], minutes: readonly (readonly number[])[]): StopTiming[] {
  const n = order.length;
  const latestStart = new Array<number>(n);
  for (let k = n - 1; k >= 0; k -= 1) {
    const stop = stops[order[k]!]!;
    latestStart[k] = k === n - 1 ? stop.latest : Math.min(stop.latest, latestStart[k + 1]! - minutes[order[k]!]![order[k + 1]!]! - stop.serviceMinutes);
  }
  const timings: StopTiming[] = [];
  let time = -Infinity;
  order.forEach((index, k) => {
    const stop = stops[index]!;
    const arrival = k === 0 ? stop.earliest : time + minutes[order[k - 1]!]![index]!;
    const wanted = Math.min(stop.preferred ?? stop.earliest, latestStart[k]!);
    const start = Math.max(arrival, stop.earliest, wanted);
    time = start + stop.serviceMinutes;
    timings.push({ index, arrival, start, end: time });
  });
  return timings;
}
