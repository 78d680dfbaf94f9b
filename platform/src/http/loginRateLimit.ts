import type { SqlExecutor } from '../db/database';

/**
 * The sign-in throttle, kept in Postgres so every process shares it. Each attempt reserves a guess in
 * two buckets, the client address first and then the account (the lowercased email, from whatever
 * address), atomically and BEFORE the password is verified: 300 parallel guesses at one account get at
 * most `maxPerAccount` verifications, whatever X-Forwarded-For says. A success clears the account's
 * bucket and gives the address its reservation back, so only failures pile up.
 *
 * Issue 29: an attempt the address limit refuses never touches the account's bucket. Behind a proxy
 * without TRUST_PROXY every user shares one address, and one guesser used to lock out every account
 * whose owner then tried to sign in. The account's count takes only guesses that go on to be checked.
 */
export const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';

export interface LoginRateLimiterOptions {
  /** Guesses per account per window (issue 9: at most 5 per 15 minutes). */
  maxPerAccount?: number;
  /** Failed guesses per client address per window (an office behind one NAT shares it). */
  maxPerAddress?: number;
  windowMinutes?: number;
}

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

  constructor(options: LoginRateLimiterOptions = {}) {
    this.maxPerAccount = options.maxPerAccount ?? 5;
    this.maxPerAddress = options.maxPerAddress ?? 100;
    this.windowMinutes = options.windowMinutes ?? 15;
  }

  /**
   * Reserves one guess; false (verify nothing, answer 429) when either bucket is spent. `now` is the
   * server's clock (services.clock in tests), so a test moves past the window without waiting.
   */
  async reserve(db: SqlExecutor, email: string, ip: string, now: Date = new Date()): Promise<boolean> {
    const address = await this.take(db, addressBucket(ip), now);
    if (address > this.maxPerAddress) return false;
    const account = await this.take(db, accountBucket(email), now);
    return account <= this.maxPerAccount;
  }

  /** The password was right: the account starts afresh and the address gets its guess back. */
  async succeeded(db: SqlExecutor, email: string, ip: string): Promise<void> {
    await db.query('DELETE FROM login_attempts WHERE bucket = $1', [accountBucket(email)]);
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
