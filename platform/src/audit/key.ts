import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';

/**
 * The key that signs the event chain's checkpoints: PAWROUTE_AUDIT_KEY, else a random key made once in
 * <dataDir>/audit.key (mode 0600). Never stored in the database the events are in.
 */
export function auditKeyFor(config: Pick<Config, 'auditKey' | 'dataDir'>): string {
  if (config.auditKey) return config.auditKey;
  const file = join(config.dataDir, 'audit.key');
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
