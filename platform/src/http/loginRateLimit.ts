import type { SqlExecutor } from '../db/database';

/**
 * The sign-in throttle, kept in Postgres so every process shares it. Each attempt reserves a guess in
 * two buckets, the client address first and then the account (the lowercased email, from whatever
 * address), atomically and BEFORE the password is verified: 300 parallel guesses at one account get at
 * most `maxPerAccount` verifications, whatever X-Forwarded-For says. A success clears the account's
 * bucket and gives the address its reservation back, so only failures pile up.
 *
 * an attempt the address limit refuses never touches the account's bucket. Behind a proxy
 * without TRUST_PROXY every user shares one address, and one guesser used to lock out every account
 * whose owner then tried to sign in. The account's count takes only guesses that go on to be checked.
 *
 * Device cookies (OWASP's pattern, deviceCookie.ts; docs/SECURITY.md V2): an attempt carrying a valid
 * device cookie for the account it names reserves its guess in that cookie's own bucket (`maxPerDevice`
 * per window) instead of the account's, so guesses from elsewhere cannot lock the owner's browser out,
 * and the owner's typos do not count against the account. A cookie past its limit is not trusted: the
 * attempt falls back to the account's bucket like any other. The address bucket applies to every attempt.
 */
export const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';

export interface LoginRateLimiterOptions {
  /** Guesses per account per window (at most 5 per 15 minutes). */
  maxPerAccount?: number;
  /** Failed guesses per client address per window (an office behind one NAT shares it). */
  maxPerAddress?: number;
  windowMinutes?: number;
  /** Guesses per device cookie per window before that cookie is no longer trusted (5). */
  maxPerDevice?: number;
}

/** Which bucket a reserved guess came from: the account's, or a trusted device cookie's. */
export type LoginReservation = { via: 'account' } | { via: 'device'; nonce: string };

export async function ensureLoginAttemptsTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS login_attempts (
      bucket text PRIMARY KEY,
      attempts int NOT NULL,
      window_start timestamptz NOT NULL
    )`);
  await db.query(`DELETE FROM login_attempts WHERE window_start < now() - interval '1 day'`);
}

export class LoginRateLimiter {
  private readonly maxPerAccount: number;
  private readonly maxPerAddress: number;
  private readonly windowMinutes: number;
  private readonly maxPerDevice: number;

  constructor(options: LoginRateLimiterOptions = {}) {
    this.maxPerAccount = options.maxPerAccount ?? 5;
    this.maxPerAddress = options.maxPerAddress ?? 100;
    this.windowMinutes = options.windowMinutes ?? 15;
    this.maxPerDevice = options.maxPerDevice ?? 5;
  }

  /**
   * Reserves one guess; null (verify nothing, answer 429) when its buckets are spent. `device` is the
   * nonce of a valid device cookie naming this account (the caller checked both). `now` is the server's
   * clock (services.clock in tests), so a test moves past the window without waiting.
   */
  async reserve(db: SqlExecutor, email: string, ip: string, now: Date = new Date(), device?: string): Promise<LoginReservation | null> {
    const address = await this.take(db, addressBucket(ip), now);
    if (address > this.maxPerAddress) return null;
    if (device !== undefined && (await this.take(db, deviceBucket(device), now)) <= this.maxPerDevice) return { via: 'device', nonce: device };
    const account = await this.take(db, accountBucket(email), now);
    return account <= this.maxPerAccount ? { via: 'account' } : null;
  }

  /**
   * The password was right: the bucket the guess came from starts afresh and the address gets its guess
   * back. A sign-in through a device cookie leaves the account's count alone: the guesses others made
   * at it still hold them back.
   */
  async succeeded(db: SqlExecutor, email: string, ip: string, reservation: LoginReservation = { via: 'account' }): Promise<void> {
    const bucket = reservation.via === 'device' ? deviceBucket(reservation.nonce) : accountBucket(email);
    await db.query('DELETE FROM login_attempts WHERE bucket = $1', [bucket]);
    await db.query('UPDATE login_attempts SET attempts = greatest(attempts - 1, 0) WHERE bucket = $1', [addressBucket(ip)]);
  }

  /** One statement: a new window, or one more attempt in the current one; answers the count. */
  private async take(db: SqlExecutor, bucket: string, now: Date): Promise<number> {
    const { rows } = await db.query<{ attempts: number }>(
      `INSERT INTO login_attempts (bucket, attempts, window_start) VALUES ($1, 1, $3)
       ON CONFLICT (bucket) DO UPDATE SET
         attempts = CASE WHEN login_attempts.window_start <= $3::timestamptz - make_interval(mins => $2) THEN 1
                         ELSE login_attempts.attempts + 1 END,
         window_start = CASE WHEN login_attempts.window_start <= $3::timestamptz - make_interval(mins => $2) THEN $3::timestamptz
                             ELSE login_attempts.window_start END
       RETURNING attempts`,
      [bucket, this.windowMinutes, now.toISOString()],
    );
    return rows[0]!.attempts;
  }
}

const accountBucket = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressBucket = (ip: string) => `address:${ip}`;
const deviceBucket = (nonce: string) => `device:${nonce}`;
