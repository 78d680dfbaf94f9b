import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../db/database';

/**
 * The outbox keeps each mail's bodies sealed (AES-256-GCM) under a key that is not in the database
 * (serverKeyFor(config, 'mail outbox')): the bodies carry live link tokens (password, confirmation,
 * feedback links), and a copy of the database must not sign anyone in (docs/DECISIONS.md "Link tokens
 * at rest"). The dev outbox page opens them for an administrator; the SQL columns stay readable for
 * everything else (to, subject, dedupe key, when).
 */
const PREFIX = 'sealed.v1.';

export function sealBody(text: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** The text of a stored body; a row from before sealing is shown as it is; null when the key does not open it. */
export function openBody(stored: string, key: Buffer): string | null {
  if (!isSealed(stored)) return stored;
  const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
  if (iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Seals the bodies of rows kept before sealing existed (a database upgraded in place), once per process. */
export async function sealPlainOutboxRows(db: SqlExecutor, key: Buffer): Promise<void> {
  const { rows } = await db.query<{ dedupe_key: string; text_body: string; html_body: string | null }>(
    `SELECT dedupe_key, text_body, html_body FROM mail_outbox WHERE text_body NOT LIKE $1 OR html_body NOT LIKE $1`,
    [`${PREFIX}%`],
  );
  for (const row of rows) {
    await db.query(`UPDATE mail_outbox SET text_body = $2, html_body = $3 WHERE dedupe_key = $1`, [
      row.dedupe_key,
      isSealed(row.text_body) ? row.text_body : sealBody(row.text_body, key),
      row.html_body === null || isSealed(row.html_body) ? row.html_body : sealBody(row.html_body, key),
    ]);
  }
}
