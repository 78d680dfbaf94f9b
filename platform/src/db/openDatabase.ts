import type { Database } from './database';
import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

export interface OpenDatabaseOptions {
  /** postgres://... : a real server. Absent: embedded PGlite. */
  url?: string;
  /** PGlite data directory; 'memory://' keeps it in memory. Default ./data/pglite. */
  dataDir?: string;
  /** pg pool size (ignored by PGlite, which has one session). */
  poolSize?: number;
}

export function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.url) return openPostgresDatabase(opts.url, opts.poolSize);
  return openPgliteDatabase(opts.dataDir ?? './data/pglite');
}
