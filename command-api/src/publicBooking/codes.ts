import { randomInt } from 'node:crypto';
import { codeExpiry, type PendingCode, type PublicSignUp } from '@pawroute/domain';
import { serverKeyFor, signWith, type AppServices, type SqlExecutor } from '@pawroute/platform';

/**
 * The pending /book sign-ups (docs/RULES.md OTP-CODE): one row per email address, holding the contact
 * the code will make an account of and only the code's keyed hash (HMAC under a key derived from the
 * server secret, never in the database, as "Link tokens at rest"). A table, never events: the code is a
 * secret and the contact is not yet anyone's record.
 */
async function ensureBookingCodesTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS booking_codes (
      email_address text PRIMARY KEY,
      code_hash text NOT NULL,
      sign_up jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      tries int NOT NULL DEFAULT 0,
      used_at timestamptz NULL,
      updated_at timestamptz NOT NULL
    )`);
}

const ensured = new WeakMap<object, Promise<void>>();
function ready(db: SqlExecutor): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = ensureBookingCodesTable(db).catch(() => ensureBookingCodesTable(db));
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  return done;
}

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHash = (services: Pick<AppServices, 'config'>, emailAddress: string, code: string): string =>
  signWith(serverKeyFor(services.config, 'booking code'), `${emailAddress}\n${code}`);

/** A new code for this address: replaces any earlier one (one pending sign-up per address), tries at 0. */
export async function storeCode(services: Pick<AppServices, 'db' | 'config'>, signUp: PublicSignUp, code: string, now: string): Promise<void> {
  await ready(services.db);
  await services.db.query(
    `INSERT INTO booking_codes (email_address, code_hash, sign_up, expires_at, tries, used_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, 0, NULL, $5)
     ON CONFLICT (email_address) DO UPDATE SET code_hash = $2, sign_up = $3::jsonb, expires_at = $4, tries = 0, used_at = NULL, updated_at = $5`,
    [signUp.emailAddress, codeHash(services, signUp.emailAddress, code), JSON.stringify(signUp), codeExpiry(now), now],
  );
  await services.db.query(`DELETE FROM booking_codes WHERE expires_at < $1::timestamptz - interval '30 days'`, [now]);
}

export interface CodeRow extends PendingCode {
  matches: boolean;
  signUp: PublicSignUp;
}

export async function readCode(services: Pick<AppServices, 'db' | 'config'>, emailAddress: string, code: string): Promise<CodeRow | null> {
  await ready(services.db);
  const { rows } = await services.db.query<{ code_hash: string; sign_up: PublicSignUp; expires_at: Date; tries: number; used_at: Date | null }>(
    `SELECT code_hash, sign_up, expires_at, tries, used_at FROM booking_codes WHERE email_address = $1`,
    [emailAddress],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    matches: row.code_hash === codeHash(services, emailAddress, code),
    signUp: row.sign_up,
    expiresAt: new Date(row.expires_at).toISOString(),
    tries: Number(row.tries),
    usedAt: row.used_at === null ? null : new Date(row.used_at).toISOString(),
  };
}

/** One wrong try counted (atomically, so parallel guesses all count). */
export async function countWrongTry(db: SqlExecutor, emailAddress: string): Promise<void> {
  await db.query(`UPDATE booking_codes SET tries = tries + 1 WHERE email_address = $1 AND used_at IS NULL`, [emailAddress]);
}

/** Spends the code: of two concurrent right tries one wins (true). */
export async function spendCode(services: Pick<AppServices, 'db' | 'config'>, emailAddress: string, code: string, now: string): Promise<boolean> {
  const { rows } = await services.db.query(
    `UPDATE booking_codes SET used_at = $3 WHERE email_address = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > $3 RETURNING email_address`,
    [emailAddress, codeHash(services, emailAddress, code), now],
  );
  return rows.length === 1;
}

/** The sign-up failed after the code was spent (e.g. the address is taken): the code stands again. */
export async function unspendCode(db: SqlExecutor, emailAddress: string): Promise<void> {
  await db.query(`UPDATE booking_codes SET used_at = NULL WHERE email_address = $1`, [emailAddress]);
}
