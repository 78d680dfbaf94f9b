/** How much of one kind of work runs at once, how much may wait, and for how long (docs/SCALING.md "Past capacity: admission control"). */
export interface WorkLimits {
  /** Requests of this kind running at once. */
  running: number;
  /** Requests waiting for a turn; one more is refused at once. */
  waiting: number;
  /** The longest a request waits for its turn before it is refused (it has done nothing yet). */
  maxWaitMs: number;
  /**
   * Once the oldest waiter has waited this long, the queue is standing (the work arrives faster than it
   * drains): a newcomer is refused at once rather than after waiting its longest for the same answer.
   * Unset or 0: off.
   */
  standingWaitMs?: number;
}

/** A turn: give it back exactly once, however the request ends (answered, failed, or the client left). */
export type Release = () => void;

type Refusal = 'queue full' | 'queue standing' | 'waited too long';
export type Admission = { admitted: true; release: Release } | { admitted: false; reason: Refusal };

interface Waiter {
  grant: (release: Release) => void;
  timer: ReturnType<typeof setTimeout>;
  /** When it began to wait (the queue's own monotonic milliseconds). */
  since: number;
}

/**
 * A bounded queue for one kind of work. Past its capacity it refuses quickly instead of letting every
 * request grow late: a full or standing queue refuses at once, and a request that waited `maxWaitMs` is
 * refused before it did anything, so a client may retry it (a keyed write then runs once).
 */
export class WorkQueue {
  private runningNow = 0;
  private readonly queue: Waiter[] = [];
  refused = 0;
  admitted = 0;

  /** `elapsedMs`: a monotonic millisecond count (a duration source, not the business clock). */
  constructor(
    readonly limits: WorkLimits,
    private readonly elapsedMs: () => number = () => performance.now(),
  ) {}

  get running(): number {
    return this.runningNow;
  }
  get waiting(): number {
    return this.queue.length;
  }

  /** Answers at once when there is a free turn or no room to wait; else when a turn frees or the wait ends. */
  acquire(): Admission | Promise<Admission> {
    if (this.runningNow < this.limits.running) return this.admit();
    if (this.queue.length >= this.limits.waiting) return this.refuse('queue full');
    const now = this.elapsedMs();
    const standing = this.limits.standingWaitMs ?? 0;
    if (standing > 0 && this.queue.length > 0 && now - this.queue[0]!.since >= standing) return this.refuse('queue standing');
    return new Promise<Admission>((resolve) => {
      const waiter: Waiter = {
        since: now,
        grant: (release) => resolve({ admitted: true, release }),
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          resolve(this.refuse('waited too long'));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private admit(): Admission {
    this.runningNow += 1;
    this.admitted += 1;
    return { admitted: true, release: this.releaseOnce() };
  }

  private refuse(reason: Refusal): Admission {
    this.refused += 1;
    return { admitted: false, reason };
  }

  private releaseOnce(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) {
        // The turn passes straight to the oldest waiter: running stays the same.
        clearTimeout(next.timer);
        this.admitted += 1;
        next.grant(this.releaseOnce());
      } else {
        this.runningNow -= 1;
      }
    };
  }
}
