import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../../db/database';

/**
 * Password links (set a first password, recover a forgotten one), beside the credentials table and
 * like it a mutable table, never events: a token is a secret. The link carries 32 random bytes
 * (base64url); only their SHA-256 is stored, so a read of the table gives nobody a working link.
 * A first-password token lives 24 hours, a recovery token 1 hour; each works once. Using one spends all
 * of the user's tokens; mailing one spends the user's earlier ones (`spendEarlierPasswordTokens`, called
 * once the mail is claimed: a token whose mail never goes out spends nothing), so only the newest link
 * mailed works (docs/SECURITY.md V2). Both purposes set the password, so they spend each other.
 */
export const PASSWORD_TOKEN_TTL_HOURS = 24;
/** A recovery (reset) link lives one hour: the person asked for it just now (token rules). */
export const RECOVERY_TOKEN_TTL_HOURS = 1;
/** Recovery mails per login per hour; more are skipped silently (the answer never changes). */
export const RECOVERY_MAILS_PER_HOUR = 5;

export type PasswordTokenPurpose = 'setPassword' | 'recovery';

export interface PasswordTokenRow {
  userId: number;
  emailAddress: string;
  purpose: PasswordTokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new secret for a link: 32 random bytes, base64url (43 characters), and the hash to store. */
export function newPasswordToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPasswordToken(token) };
}

/** What the table keeps of a token: its SHA-256, hex. */
export function hashPasswordToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A string that could be one of our tokens (anything else is refused before any query). */
export const isPasswordTokenShaped = (token: string): boolean => TOKEN.test(token);

export function passwordTokenExpiry(createdAt: Date, purpose: PasswordTokenPurpose = 'setPassword'): Date {
  const hours = purpose === 'recovery' ? RECOVERY_TOKEN_TTL_HOURS : PASSWORD_TOKEN_TTL_HOURS;
  return new Date(createdAt.getTime() + hours * 3_600_000);
}

/** Unused and not expired at `now`. */
export function isPasswordTokenUsable(row: Pick<PasswordTokenRow, 'expiresAt' | 'usedAt'>, now: Date): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

/** The page of the web app where a token is used: `<public base url>/password/reset?token=...`. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/password/reset?token=${encodeURIComponent(token)}`;
}

/** Idempotent; runs at startup (and before the first use, see `ready`). */
export async function ensurePasswordTokensTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS password_tokens (
      token_hash text PRIMARY KEY,
      user_id int NOT NULL,
      email_address text NOT NULL,
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      seq bigserial NOT NULL
    )`);
  // The order tokens were made in, whatever the clock said (a test clock may stand still): "earlier" below.
  await db.query(`ALTER TABLE password_tokens ADD COLUMN IF NOT EXISTS seq bigserial NOT NULL`);
  await db.query(`CREATE INDEX IF NOT EXISTS password_tokens_user ON password_tokens (user_id, created_at)`);
}

const ensured = new WeakMap<object, Promise<void>>();

/** The table exists once per database handle (two processes racing to create it: the loser retries). */
function ready(db: SqlExecutor): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = ensurePasswordTokensTable(db).catch(() => ensurePasswordTokensTable(db));
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  return done;
}

/**
 * A new token for the user's login address; answers the secret for the link (shown to nobody else).
 * Expired and spent rows older than a week are swept on the way.
 */
export async function createPasswordToken(
  db: SqlExecutor,
  input: { userId: number; emailAddress: string; purpose: PasswordTokenPurpose; now?: Date },
): Promise<string> {
  await ready(db);
  const now = input.now ?? new Date();
  const { token, tokenHash } = newPasswordToken();
  await db.query(
    `INSERT INTO password_tokens (token_hash, user_id, email_address, purpose, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [tokenHash, input.userId, input.emailAddress, input.purpose, passwordTokenExpiry(now, input.purpose), now],
  );
  await db.query(`DELETE FROM password_tokens WHERE expires_at < $1::timestamptz - interval '7 days'`, [now]);
  return token;
}

/** The token's row, usable or not; null for a token never issued. */
export async function findPasswordToken(db: SqlExecutor, token: string): Promise<PasswordTokenRow | null> {
  if (!isPasswordTokenShaped(token)) return null;
  await ready(db);
  const { rows } = await db.query<{
    user_id: number; email_address: string; purpose: PasswordTokenPurpose; expires_at: Date; used_at: Date | null; created_at: Date;
  }>(
    `SELECT user_id, email_address, purpose, expires_at, used_at, created_at FROM password_tokens WHERE token_hash = $1`,
    [hashPasswordToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: Number(row.user_id),
    emailAddress: row.email_address,
    purpose: row.purpose,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    createdAt: new Date(row.created_at),
  };
}

/**
 * Spends the token, atomically: true for the one caller that found it unused and unexpired (two
 * concurrent uses: one wins). Every other token of that user is spent with it.
 */
export async function consumePasswordToken(db: SqlExecutor, token: string, now = new Date()): Promise<{ userId: number } | null> {
  if (!isPasswordTokenShaped(token)) return null;
  await ready(db);
  // `now` is the server's one clock (services.clock), not the database's now(): expiry follows it.
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE password_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id`,
    [hashPasswordToken(token), now],
  );
  const userId = rows[0] ? Number(rows[0].user_id) : null;
  if (userId === null) return null;
  await db.query(`UPDATE password_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, now]);
  return { userId };
}

/**
 * The token was just mailed: every token of the same user made before it (either purpose) is spent, so
 * an older link in an old mail no longer works. Made-before is the table's order (`seq`), so of two
 * links mailed concurrently the later-made one is the one that works.
 */
export async function spendEarlierPasswordTokens(db: SqlExecutor, token: string, now: Date): Promise<void> {
  await ready(db);
  await db.query(
    `UPDATE password_tokens AS old SET used_at = $2
       FROM password_tokens AS mailed
      WHERE mailed.token_hash = $1 AND old.user_id = mailed.user_id AND old.seq < mailed.seq AND old.used_at IS NULL`,
    [hashPasswordToken(token), now],
  );
}

/** A token whose mail did not go out (its message was sent before): spent at once, it reached nobody. */
export async function spendPasswordToken(db: SqlExecutor, token: string, now: Date): Promise<void> {
  await ready(db);
  await db.query(`UPDATE password_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`, [hashPasswordToken(token), now]);
}

/** How many recovery tokens the user was given in the last hour (the recovery mail's rate limit). */
export async function recentRecoveryTokens(db: SqlExecutor, userId: number, now = new Date()): Promise<number> {
  await ready(db);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM password_tokens
      WHERE user_id = $1 AND purpose = 'recovery' AND created_at > $2::timestamptz - interval '1 hour'`,
    [userId, now],
  );
  return Number(rows[0]?.n ?? 0);
}
