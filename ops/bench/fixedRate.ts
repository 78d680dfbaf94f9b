/**
 * An open-model load: requests start at a fixed rate whatever the answers' pace (a slow answer does not
 * hold the next one back, so queueing shows in the figures). Latency is measured from each request's
 * planned start, so a loop that falls behind counts against the server rather than hiding it.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RateTiming {
  requests: number;
  /** Answers other than 2xx, and requests that failed outright. */
  errors: number;
  ratePerSecond: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests actually started per second (falls short when the client itself could not keep up). */
  achievedPerSecond: number;
}

const round2 = (n: number) => Number(n.toFixed(2));
/** Nearest-rank percentile of sorted samples. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/**
 * Calls `send(i)` `ratePerSecond` times a second for `seconds`; `send` resolves true on a good answer.
 * `record`, when given, hears each request's time from its planned start (per-kind figures of a mixed load).
 */
export async function fixedRate(
  send: (i: number) => Promise<boolean>,
  ratePerSecond: number,
  seconds: number,
  record?: (i: number, ms: number, ok: boolean) => void,
): Promise<RateTiming> {
  const total = Math.round(ratePerSecond * seconds);
  const interval = 1000 / ratePerSecond;
  const samples: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const planned = started + i * interval;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      send(i).then(
        (ok) => {
          if (!ok) errors += 1;
          const ms = performance.now() - planned;
          samples.push(ms);
          record?.(i, ms, ok);
        },
        () => {
          errors += 1;
          const ms = performance.now() - planned;
          samples.push(ms);
          record?.(i, ms, false);
        },
      ),
    );
  }
  const sentIn = (performance.now() - started) / 1000;
  await Promise.all(pending);
  samples.sort((a, b) => a - b);
  return {
    requests: total,
    errors,
    ratePerSecond,
    seconds,
    p50Ms: round2(percentile(samples, 50)),
    p99Ms: round2(percentile(samples, 99)),
    maxMs: round2(samples.at(-1) ?? 0),
    achievedPerSecond: Math.round(total / Math.max(sentIn, 0.001)),
  };
}
