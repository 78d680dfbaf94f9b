/**
 * Group commit for the runner's workers (the store's reads in sharedScan.ts, the transactions in
 * groupCommit.ts): calls go together, one group at a time. A group starts one turn of the event loop
 * after its first call, so the workers one doorbell ring (or one finished group) set going all join it
 * instead of the first going alone; calls that arrive while a group is in flight go together next.
 */
interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  /** A group is scheduled or in flight: newcomers wait for the next one. */
  private busy = false;

  /** `run` answers each item of the group, in order; if it throws, every item gets the error. */
  constructor(private readonly run: (items: In[]) => Promise<PromiseSettledResult<Out>[]>) {}

  submit(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.busy) this.schedule();
    });
  }

  private schedule(): void {
    this.busy = true;
    setImmediate(() => void this.next());
  }

  private async next(): Promise<void> {
    const group = this.waiting;
    this.waiting = [];
    try {
      const results = await this.run(group.map((w) => w.item));
      group.forEach((w, i) => {
        const result = results[i]!;
        if (result.status === 'fulfilled') w.resolve(result.value);
        else w.reject(result.reason);
      });
    } catch (error) {
      for (const w of group) w.reject(error);
    } finally {
      this.busy = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }
}

/** The outcome of `work` as Promise.allSettled gives it. */
export async function settle<T>(work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  try {
    return { status: 'fulfilled', value: await work() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}
