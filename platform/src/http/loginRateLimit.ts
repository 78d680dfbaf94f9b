/**
 * Failed-login throttle: after `maxFailures` failures for one (lowercased email, client IP) within
 * `windowMs` of the first, further attempts are refused until the window ends; a success clears it.
 *
 * In memory, per process: with several command processes an attacker gets `maxFailures` per process,
 * which still bounds guessing; a restart forgets the counts. Good enough for one business's staff;
 * move it into Postgres if the command API is ever scaled out wide.
 */
export const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';

interface Entry {
  failures: number;
  firstAt: number;
}

export interface LoginRateLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  /** Injected clock (tests move time instead of waiting). */
  now?: () => number;
}

export class LoginRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: LoginRateLimiterOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
  }

  isBlocked(email: string, ip: string): boolean {
    const entry = this.live(keyOf(email, ip));
    return entry !== undefined && entry.failures >= this.maxFailures;
  }

  recordFailure(email: string, ip: string): void {
    const key = keyOf(email, ip);
    const entry = this.live(key);
    if (entry) entry.failures += 1;
    else this.entries.set(key, { failures: 1, firstAt: this.now() });
    if (this.entries.size > 10_000) this.prune();
  }

  recordSuccess(email: string, ip: string): void {
    this.entries.delete(keyOf(email, ip));
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.firstAt >= this.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Bounds memory under a spray of distinct emails/IPs. */
  private prune(): void {
    for (const key of [...this.entries.keys()]) this.live(key);
  }
}

const keyOf = (email: string, ip: string) => `${email.trim().toLowerCase()}\u0000${ip}`;
