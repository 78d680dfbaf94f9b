/**
 * How often one browser may report errors: a fixed window per session and per address. In process (a
 * guard for the logs, not a security boundary): several processes each allow their own share.
 */
export class ReportLimiter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one report for every key; false when any of them is over its limit. */
  allow(keys: readonly { key: string; max: number }[]): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) {
      for (const [key, w] of this.windows) if (now - w.startedAt >= this.windowMs) this.windows.delete(key);
    }
    let allowed = true;
    for (const { key, max } of keys) {
      const current = this.windows.get(key);
      const window = current && now - current.startedAt < this.windowMs ? current : { count: 0, startedAt: now };
      window.count += 1;
      this.windows.set(key, window);
      if (window.count > max) allowed = false;
    }
    return allowed;
  }
}
