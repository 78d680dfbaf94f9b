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
  /**
   * TRUST_PROXY: the reverse proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-* headers
   * name the client; `1`/`true` means a proxy on this machine (loopback). Empty: trust no one, so a
   * client cannot pick its own address (the login limiter counts per address).
   */
  trustProxy: string[] | false;
  /** PAWROUTE_READ_YOUR_WRITES_MS: how long a read waits for the projections to pass X-Pawroute-After (2000). */
  readYourWritesTimeoutMs: number;
  /** PAWROUTE_ALLOWED_ORIGINS: other origins (comma-separated) whose pages may open the push socket. */
  allowedOrigins: string[];
  /** PAWROUTE_DEV_MODE=1: developer pages (the mail outbox). `npm start` is production-like: off. */
  devMode: boolean;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /**
   * PAWROUTE_SETTLE_AFTER_S: seconds from capture until the sandbox payment gateway settles a transaction.
   * Absent: the gateway's daily batch, at the cutoff of the day after the capture (business time zone).
   */
  settleAfterS?: number;
  /** PAWROUTE_SETTLEMENT_SWEEP_S: how often the ledger asks the gateway which card payments settled (default 60; 0 = never). */
  settlementSweepS: number;
  /** PAWROUTE_PUBLIC_URL: where people reach the web app, for links in mail (default http://localhost:3000). */
  publicUrl: string;
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

function trustedProxies(value: string | undefined): string[] | false {
  const text = nonEmpty(value);
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return ['127.0.0.1', '::1'];
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

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
    trustProxy: trustedProxies(env.TRUST_PROXY),
    readYourWritesTimeoutMs: intFrom(env.PAWROUTE_READ_YOUR_WRITES_MS, 2_000, 'PAWROUTE_READ_YOUR_WRITES_MS'),
    allowedOrigins: (nonEmpty(env.PAWROUTE_ALLOWED_ORIGINS) ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    devMode: env.PAWROUTE_DEV_MODE === '1' || env.PAWROUTE_DEV_MODE === 'true',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    settleAfterS:
      nonEmpty(env.PAWROUTE_SETTLE_AFTER_S) === undefined
        ? undefined
        : intFrom(env.PAWROUTE_SETTLE_AFTER_S?.trim(), 0, 'PAWROUTE_SETTLE_AFTER_S'),
    settlementSweepS: intFrom(env.PAWROUTE_SETTLEMENT_SWEEP_S, 60, 'PAWROUTE_SETTLEMENT_SWEEP_S'),
    publicUrl: (nonEmpty(env.PAWROUTE_PUBLIC_URL) ?? 'http://localhost:3000').trim().replace(/\/+$/, ''),
  };
}
