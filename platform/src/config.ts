import { fileURLToPath } from 'node:url';

/**
 * Process configuration, read once from the environment. Everything has a default so that
 * `npm start` on a fresh machine works with no setup (embedded PGlite under ./data).
 */
export interface Config {
  /** PORT, default 3000. */
  port: number;
  /** HOST to bind, default 0.0.0.0. */
  host: string;
  /** DATABASE_URL: a real Postgres for events and read models. Absent: embedded PGlite. */
  databaseUrl?: string;
  /** EVENTSTORE_URL: put events in EventStoreDB instead of Postgres. */
  eventStoreUrl?: string;
  /** PAWROUTE_DATA_DIR, default ./data (PGlite files). */
  dataDir: string;
  /** PAWROUTE_TIME_ZONE: the business's calendar, default America/Chicago. */
  timeZone: string;
  /** PAWROUTE_SESSION_TTL_HOURS, default 168 (a week, sliding). */
  sessionTtlHours: number;
  /** PAWROUTE_WEB_DIST, default <repo>/web/dist. */
  webDistDir: string;
  /** TRUST_PROXY=1 when behind a reverse proxy: client IP and https come from X-Forwarded-*. */
  trustProxy: boolean;
  /** LOG_LEVEL, default info. */
  logLevel: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

export function loadConfig(env: Env = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    eventStoreUrl: nonEmpty(env.EVENTSTORE_URL),
    dataDir: nonEmpty(env.PAWROUTE_DATA_DIR) ?? './data',
    timeZone: nonEmpty(env.PAWROUTE_TIME_ZONE) ?? 'America/Chicago',
    sessionTtlHours: intFrom(env.PAWROUTE_SESSION_TTL_HOURS, 168, 'PAWROUTE_SESSION_TTL_HOURS') || 168,
    webDistDir: nonEmpty(env.PAWROUTE_WEB_DIST) ?? DEFAULT_WEB_DIST,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
