import { describe, expect, it } from 'vitest';
import { Doorbell } from './doorbell';

// The fallback tick is an hour: if a wake-up were lost, the test would time out instead of passing.
const HOUR = 3_600_000;

describe('Doorbell', () => {
  it('does not let a ring between taking a ticket and waiting be missed', async () => {
    const bell = new Doorbell(HOUR);
    const ticket = bell.ticket();
    bell.ring();
    await bell.wait(ticket, new AbortController().signal);
    expect(bell.ticket()).toBe(ticket + 1);
  });

  it('wakes every waiter on a ring', async () => {
    const bell = new Doorbell(HOUR);
    const stop = new AbortController();
    const woken: number[] = [];
    const waiters = [1, 2, 3].map((n) => bell.wait(bell.ticket(), stop.signal).then(() => woken.push(n)));
    bell.ring();
    await Promise.all(waiters);
    expect(woken.sort()).toEqual([1, 2, 3]);
  });

  it('rings once for the rings of one turn (a write of several events wakes each projector once)', async () => {
    const bell = new Doorbell(HOUR);
    const ticket = bell.ticket();
    bell.ring();
    bell.ring();
    bell.ring();
    await bell.wait(ticket, new AbortController().signal);
    expect(bell.ticket()).toBe(ticket + 1);
  });

  it('returns when the runner stops', async () => {
    const bell = new Doorbell(HOUR);
    const stop = new AbortController();
    const waiting = bell.wait(bell.ticket(), stop.signal);
    stop.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
