import type { SqlExecutor } from '../../db/database';
import { hashPasswordToken, isPasswordTokenShaped, newPasswordToken } from './passwordTokens';

/**
 * Tokens of the links mailed to customers (part 2 §2.1): confirm an email address, confirm an
 * appointment, leave feedback. Like the password links (passwordTokens.ts): 32 random bytes in the
 * link, only their SHA-256 in the table, single use, expiring. A table, never events: a token is a
 * secret. `subjectId` is what the link acts on (the user for an email, the appointment otherwise).
 *
 * Several rows may name one subject (a message re-sent after a crash makes a second token before the
 * mail goes out): using any one of them spends all of that subject's tokens of that purpose.
 */
export type LinkTokenPurpose = 'emailConfirmation' | 'appointmentConfirmation' | 'feedback';

/** How long each kind lives when the caller gives no end (the appointment's own start, for confirmations). */
export const LINK_TOKEN_TTL_MS: Record<LinkTokenPurpose, number> = {
  emailConfirmation: 7 * 24 * 3_600_000,
  appointmentConfirmation: 30 * 24 * 3_600_000,
  feedback: 30 * 24 * 3_600_000,
};

export interface LinkTokenRow {
  purpose: LinkTokenPurpose;
  subjectId: number;
  emailAddress: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** What a token is at a moment: usable, or which of the three refusals the pages name. */
export type LinkTokenCheck =
  | { status: 'valid'; row: LinkTokenRow }
  | { status: 'invalid' }
  | { status: 'expired'; row: LinkTokenRow }
  | { status: 'used'; row: LinkTokenRow };

export async function ensureLinkTokensTable(db: SqlExecutor): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS link_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL,
      subject_id int NOT NULL,
      email_address text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await db.query(`CREATE INDEX IF NOT EXISTS link_tokens_subject ON link_tokens (purpose, subject_id)`);
}

const ensured = new WeakMap<object, Promise<void>>();
function ready(db: SqlExecutor): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = ensureLinkTokensTable(db).catch(() => ensureLinkTokensTable(db));
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  return done;
}

/** A new token; answers the secret for the link. Rows past their end for a month are swept on the way. */
export async function createLinkToken(
  db: SqlExecutor,
  input: { purpose: LinkTokenPurpose; subjectId: number; emailAddress: string; expiresAt?: Date; now?: Date },
): Promise<string> {
  await ready(db);
  const now = input.now ?? new Date();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + LINK_TOKEN_TTL_MS[input.purpose]);
  const { token, tokenHash } = newPasswordToken();
  await db.query(
    `INSERT INTO link_tokens (token_hash, purpose, subject_id, email_address, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [tokenHash, input.purpose, input.subjectId, input.emailAddress, expiresAt, now],
  );
  await db.query(`DELETE FROM link_tokens WHERE expires_at < $1::timestamptz - interval '30 days'`, [now]);
  return token;
}

/** The token of this purpose, with the state a page names. Anything not shaped like a token is invalid without a query. */
export async function checkLinkToken(db: SqlExecutor, purpose: LinkTokenPurpose, token: string, now = new Date()): Promise<LinkTokenCheck> {
  if (!isPasswordTokenShaped(token)) return { status: 'invalid' };
  await ready(db);
  const { rows } = await db.query<{
    purpose: LinkTokenPurpose; subject_id: number; email_address: string; expires_at: Date; used_at: Date | null; created_at: Date;
  }>(
    `SELECT purpose, subject_id, email_address, expires_at, used_at, created_at FROM link_tokens WHERE token_hash = $1 AND purpose = $2`,
    [hashPasswordToken(token), purpose],
  );
  const raw = rows[0];
  if (!raw) return { status: 'invalid' };
  const row: LinkTokenRow = {
    purpose: raw.purpose,
    subjectId: Number(raw.subject_id),
    emailAddress: raw.email_address,
    expiresAt: new Date(raw.expires_at),
    usedAt: raw.used_at === null ? null : new Date(raw.used_at),
    createdAt: new Date(raw.created_at),
  };
  if (row.usedAt !== null) return { status: 'used', row };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', row };
  return { status: 'valid', row };
}

/**
 * Spends the token atomically (of two concurrent uses one wins: true) and with it every other token
 * of the same purpose and subject.
 */
export async function consumeLinkToken(db: SqlExecutor, purpose: LinkTokenPurpose, token: string, now = new Date()): Promise<boolean> {
  if (!isPasswordTokenShaped(token)) return false;
  await ready(db);
  // `now` is the server's one clock (services.clock), not the database's now(): expiry follows it.
  const { rows } = await db.query<{ subject_id: number }>(
    `UPDATE link_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING subject_id`,
    [hashPasswordToken(token), purpose, now],
  );
  if (!rows[0]) return false;
  await db.query(`UPDATE link_tokens SET used_at = $3 WHERE purpose = $1 AND subject_id = $2 AND used_at IS NULL`, [purpose, Number(rows[0].subject_id), now]);
  return true;
}

/** The page of the web app where a token is used, e.g. `<public url>/emailConfirmation?token=...`. */
export function linkFor(publicUrl: string, page: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${page.replace(/^\/+/, '')}?token=${encodeURIComponent(token)}`;
}
