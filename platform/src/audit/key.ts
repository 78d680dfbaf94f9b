import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config';

/**
 * A random key made once in <dataDir>/<name> (mode 0600), or the one already there. Never stored in
 * the database: what it protects must stay protected from someone holding a copy of the database.
 */
export function keyInDataDir(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/**
 * The key that signs the event chain's checkpoints: PAWROUTE_AUDIT_KEY, else a random key made once in
 * <dataDir>/audit.key (mode 0600). Never stored in the database the events are in.
 */
export function auditKeyFor(config: Pick<Config, 'auditKey' | 'dataDir'>): string {
  return config.auditKey ?? keyInDataDir(config.dataDir, 'audit.key');
}

/** What the server's own secrets are for; each gets its own key derived from the server secret. */
export type ServerKeyPurpose = 'mail outbox' | 'device cookie' | 'booking code';

const derived = new Map<string, Buffer>();

/**
 * A 32-byte key for one purpose (HKDF-SHA256 of the server secret): PAWROUTE_SECRET_KEY, else a random
 * secret made once in <dataDir>/secret.key. Kept apart from the audit key, which an auditor may be given.
 * docs/DECISIONS.md "Link tokens at rest" and "Device cookies".
 */
export function serverKeyFor(config: Partial<Pick<Config, 'secretKey' | 'dataDir'>> | undefined, purpose: ServerKeyPurpose): Buffer {
  const source = config?.secretKey ? `key:${config.secretKey}` : `dir:${resolve(config?.dataDir ?? './data')}`;
  const cacheKey = `${source}\u0000${purpose}`;
  let key = derived.get(cacheKey);
  if (!key) {
    const secret = config?.secretKey ?? keyInDataDir(config?.dataDir ?? './data', 'secret.key');
    key = Buffer.from(hkdfSync('sha256', secret, 'pawroute', purpose, 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under `key`, base64url. */
export function signWith(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}
