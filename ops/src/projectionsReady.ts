import { setTimeout as sleep } from 'node:timers/promises';
import type { AppServices, Position } from '@pawroute/platform';
import { allProjectors, hasPassed, readProjectionStatus } from '@pawroute/projections';

/**
 * Waits until EVERY projector (by default all of `allProjectors`) has a checkpoint row and has passed
 * `position` (null: just started, with its tables). Stricter than waitForProjections, which skips projectors whose row does not exist yet:
 * right after startup that would answer "caught up" before the runner has begun. For migrate, seed
 * and tests, not for requests. Throws if a projector faulted, or after `timeoutMs`.
 */
export async function waitUntilProjected(
  services: Pick<AppServices, 'db' | 'store'>,
  position: Position | null,
  options: { timeoutMs?: number; projectors?: readonly string[] } = {},
): Promise<void> {
  const names = options.projectors ?? allProjectors.map((p) => p.name);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const rows = new Map((await readProjectionStatus(services.db)).map((row) => [row.name, row]));
    const faulted = names.map((n) => rows.get(n)).find((row) => row?.status === 'faulted');
    if (faulted) throw new Error(`projector ${faulted.name} faulted: ${faulted.error ?? 'unknown error'}`);
    const pending = names.filter((name) => {
      const row = rows.get(name);
      return !row || row.status !== 'running' || (position !== null && !hasPassed(services.store, row, position));
    });
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`projections did not reach ${position ?? 'the start'}: ${pending.join(', ')}`);
    await sleep(20);
  }
}
