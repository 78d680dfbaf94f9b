import { describe, expect, it, vi } from 'vitest';
import { WorkQueue, type Admission } from './workQueue';

const admitted = (a: Admission) => {
  if (!a.admitted) throw new Error(`refused: ${a.reason}`);
  return a.release;
};

describe('a bounded work queue', () => {
  it('admits up to its running limit at once, queues up to its waiting limit, refuses the next at once', async () => {
    const queue = new WorkQueue({ running: 2, waiting: 1, maxWaitMs: 10_000 });
    const first = admitted(queue.acquire() as Admission);
    admitted(queue.acquire() as Admission);
    const third = queue.acquire();
    expect(third).toBeInstanceOf(Promise);
    expect(queue.acquire()).toEqual({ admitted: false, reason: 'queue full' });
    first();
    const release = admitted(await third);
    expect(queue.running).toBe(2);
    release();
    expect(queue.running).toBe(1);
  });

  it('refuses a request that waited its longest, before it did anything', async () => {
    vi.useFakeTimers();
    try {
      const queue = new WorkQueue({ running: 1, waiting: 5, maxWaitMs: 100 });
      admitted(queue.acquire() as Admission);
      const waiting = queue.acquire() as Promise<Admission>;
      vi.advanceTimersByTime(100);
      expect(await waiting).toEqual({ admitted: false, reason: 'waited too long' });
      expect(queue.waiting).toBe(0);
      expect(queue.refused).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a turn given back twice frees one place only', () => {
    const queue = new WorkQueue({ running: 1, waiting: 0, maxWaitMs: 100 });
    const release = admitted(queue.acquire() as Admission);
    release();
    release();
    expect(queue.running).toBe(0);
    admitted(queue.acquire() as Admission);
    expect(queue.acquire()).toEqual({ admitted: false, reason: 'queue full' });
  });

  it('recovers by itself: once the work drains, new requests are admitted', () => {
    const queue = new WorkQueue({ running: 1, waiting: 0, maxWaitMs: 100 });
    const release = admitted(queue.acquire() as Admission);
    expect(queue.acquire()).toMatchObject({ admitted: false });
    release();
    expect(queue.acquire()).toMatchObject({ admitted: true });
  });

  it('refuses a newcomer at once while the oldest waiter has waited its standing time, and queues again once it drains', async () => {
    let now = 0;
    const queue = new WorkQueue({ running: 1, waiting: 5, maxWaitMs: 10_000, standingWaitMs: 100 }, () => now);
    const release = admitted(queue.acquire() as Admission);
    const oldest = queue.acquire();
    expect(oldest).toBeInstanceOf(Promise);
    now = 99;
    // Not standing yet: a second waiter queues behind it.
    const second = queue.acquire();
    expect(second).toBeInstanceOf(Promise);
    now = 100;
    expect(queue.acquire()).toEqual({ admitted: false, reason: 'queue standing' });
    expect(queue.waiting).toBe(2);
    // The work drains: the oldest is answered, and the next waiter has waited 1 ms only.
    release();
    const next = admitted(await oldest);
    now = 120;
    expect(queue.acquire()).toBeInstanceOf(Promise);
    next();
  });
});
