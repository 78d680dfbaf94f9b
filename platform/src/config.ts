import { fileURLToPath } from 'node:url';
import type { SmsProviderSettings } from './sms/port';
import { parseAmiUrl } from './phone/amiUrl';
import type { AdmissionLimits } from './http/admission/admission';
import { authorizeNetSettingsFrom, type AuthorizeNetSettings } from './payments/authorizeNet/settings';

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
  /** PAWROUTE_READ_CACHE_ENTRIES: answers the read cache keeps (2000; 0 = no cache). */
  readCacheEntries: number;
  /**
   * Admission control (docs/SCALING.md "Past capacity: admission control"): per kind of work, how many run at once,
   * how many wait and how long. PAWROUTE_READS_RUNNING (32), PAWROUTE_READS_WAITING (256),
   * PAWROUTE_READS_WAIT_MS (1000), PAWROUTE_WRITES_RUNNING (8), PAWROUTE_WRITES_WAITING (64),
   * PAWROUTE_WRITES_WAIT_MS (2000); once the oldest waiter has waited PAWROUTE_READS_STANDING_MS (100) or
   * PAWROUTE_WRITES_STANDING_MS (500), newcomers are refused at once (0 = off); PAWROUTE_MAX_EVENT_LOOP_DELAY_MS (0 = off).
   */
  admission: AdmissionLimits;
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
  /** PAWROUTE_REMINDER_SWEEP_MS: how often due appointment reminders are looked for and sent (default 15000; 0 = never). */
  reminderSweepMs: number;
  /**
   * PAWROUTE_PUBLIC_URL: where people reach the web app, for links in mail. Default: the host and port the
   * server listens on (http://localhost:<PORT>; the server sets it again from the port it actually got).
   */
  publicUrl: string;
  /**
   * PAWROUTE_AUDIT_KEY: the HMAC key that signs the event chain's checkpoints. Absent: a random
   * key kept in <dataDir>/audit.key (made once). Keep it out of the database: it is what makes an edit
   * of the log detectable by someone who could also recompute the hashes.
   */
  auditKey?: string;
  /**
   * PAWROUTE_SECRET_KEY: the server's secret, from which the keys that seal link tokens in the mail
   * outbox and sign device cookies are derived. Absent: a random secret kept in <dataDir>/secret.key
   * (made once). Keep it out of the database (docs/DECISIONS.md "Link tokens at rest"); every process
   * of one installation needs the same one.
   */
  secretKey?: string;
  /** PAWROUTE_AUDIT_CHECKPOINT_EVERY: seal a signed checkpoint after this many appended events (default 1000; 0 = never). */
  auditCheckpointEvery: number;
  /**
   * PAWROUTE_VERIFY_DAILY: once a day the projection process rebuilds every read model aside and compares
   * it with the live one (verify-projections); a difference shows as 'diverged' in the health
   * check. Default on; '0' or 'false' turns it off (the tests do).
   */
  verifyDaily: boolean;
  /**
   * SMS_API_URL (with SMS_API_USER, SMS_API_TOKEN, SMS_FROM): a hosted SMS provider's Messages endpoint
   * (Twilio-style form POST). Absent: texts stay in the sms_outbox table (read at /api/v4/dev/outbox).
   */
  sms?: SmsProviderSettings | null;
  /**
   * PHONE_AMI_URL: the phone system's Asterisk Manager Interface, ami://user:secret@host:5038 (settings in
   * the query: channel, context, callerId; platform/src/phone/amiUrl.ts). Absent: the phone system is off.
   */
  phoneAmiUrl?: string;
  /** SMTP_URL: smtp(s)://user:pass@host:port for mail. Absent: messages stay in the mail_outbox table. */
  smtpUrl?: string | null;
  /** MAIL_FROM: the From of every message (default '<business name> <no-reply@pawroute.local>'). */
  mailFrom?: string;
  /** PAWROUTE_BUSINESS_NAME: the name mail and public pages sign with (default 'Pawroute'). */
  businessName?: string;
  /** PAWROUTE_BUSINESS_PHONE: the phone number receipts give the customer (default: none, the line is left out). */
  businessPhone?: string | null;
  /** PAWROUTE_BUSINESS_ADDRESS: the business's address on receipts, one line (default: none, the line is left out). */
  businessAddress?: string | null;
  /** GEOCODER_URL: a Nominatim-compatible search service. Absent: the office places the pin on the map. */
  geocoderUrl?: string;
  /** OSRM_URL: an OSRM server (table and route services). Absent: drive times are straight-line estimates. */
  osrmUrl?: string;
  /** PAWROUTE_AVERAGE_SPEED_KMH: the speed of the straight-line estimate (default 40 km/h, town driving). */
  averageSpeedKmh: number;
  /**
   * PAWROUTE_MAP_TILE_URL: the map's tile template ({z}/{x}/{y}); default OpenStreetMap's. An empty value
   * (PAWROUTE_MAP_TILE_URL=) draws the map with no tiles: what tests do, so no tile service is contacted.
   */
  mapTileUrl: string;
  /** PAWROUTE_MAP_ATTRIBUTION: the credit shown on the map for the tiles. */
  mapAttribution: string;
  /**
   * AUTHORIZE_NET_API_LOGIN_ID, _TRANSACTION_KEY, _CLIENT_KEY, _SIGNATURE_KEY (all four) and
   * _ENVIRONMENT (sandbox | production, default sandbox): real card payments through Authorize.net.
   * Absent: the built-in sandbox gateway ("Test payments: no card is charged").
   */
  authorizeNet?: AuthorizeNetSettings | null;
  /** PAWROUTE_ROUTE_WINDOW_MINUTES: how far either side of its booked start 'Suggest order' may move a stop (default 60). */
  routeWindowMinutes: number;
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

function admissionFrom(env: Env): AdmissionLimits {
  const limit = (name: string, fallback: number, least: number) => Math.max(least, intFrom(env[name], fallback, name));
  return {
    // Standing: twice the read and write marks (docs/SCALING.md): a request that would wait longer is refused at once.
    reads: {
      running: limit('PAWROUTE_READS_RUNNING', 32, 1),
      waiting: limit('PAWROUTE_READS_WAITING', 256, 0),
      maxWaitMs: limit('PAWROUTE_READS_WAIT_MS', 1_000, 1),
      standingWaitMs: limit('PAWROUTE_READS_STANDING_MS', 100, 0),
    },
    writes: {
      running: limit('PAWROUTE_WRITES_RUNNING', 8, 1),
      waiting: limit('PAWROUTE_WRITES_WAITING', 64, 0),
      maxWaitMs: limit('PAWROUTE_WRITES_WAIT_MS', 2_000, 1),
      standingWaitMs: limit('PAWROUTE_WRITES_STANDING_MS', 500, 0),
    },
    maxEventLoopDelayMs: intFrom(env.PAWROUTE_MAX_EVENT_LOOP_DELAY_MS, 0, 'PAWROUTE_MAX_EVENT_LOOP_DELAY_MS'),
  };
}

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
    readCacheEntries: intFrom(env.PAWROUTE_READ_CACHE_ENTRIES, 2_000, 'PAWROUTE_READ_CACHE_ENTRIES'),
    admission: admissionFrom(env),
    allowedOrigins: (nonEmpty(env.PAWROUTE_ALLOWED_ORIGINS) ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    devMode: env.PAWROUTE_DEV_MODE === '1' || env.PAWROUTE_DEV_MODE === 'true',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    settleAfterS:
      nonEmpty(env.PAWROUTE_SETTLE_AFTER_S) === undefined
        ? undefined
        : intFrom(env.PAWROUTE_SETTLE_AFTER_S?.trim(), 0, 'PAWROUTE_SETTLE_AFTER_S'),
    settlementSweepS: intFrom(env.PAWROUTE_SETTLEMENT_SWEEP_S, 60, 'PAWROUTE_SETTLEMENT_SWEEP_S'),
    reminderSweepMs: intFrom(env.PAWROUTE_REMINDER_SWEEP_MS, 15_000, 'PAWROUTE_REMINDER_SWEEP_MS'),
    publicUrl: (nonEmpty(env.PAWROUTE_PUBLIC_URL) ?? defaultPublicUrl(nonEmpty(env.HOST) ?? '0.0.0.0', intFrom(env.PORT, 3000, 'PORT'))).trim().replace(/\/+$/, ''),
    auditKey: nonEmpty(env.PAWROUTE_AUDIT_KEY),
    secretKey: nonEmpty(env.PAWROUTE_SECRET_KEY),
    auditCheckpointEvery: intFrom(env.PAWROUTE_AUDIT_CHECKPOINT_EVERY, 1_000, 'PAWROUTE_AUDIT_CHECKPOINT_EVERY'),
    verifyDaily: !['0', 'false', 'off', 'no'].includes((env.PAWROUTE_VERIFY_DAILY ?? '').trim().toLowerCase()),
    sms: smsProvider(env),
    phoneAmiUrl: phoneAmiUrl(env),
    smtpUrl: nonEmpty(env.SMTP_URL)?.trim() ?? null,
    mailFrom: nonEmpty(env.MAIL_FROM)?.trim(),
    businessName: nonEmpty(env.PAWROUTE_BUSINESS_NAME)?.trim() ?? 'Pawroute',
    businessPhone: nonEmpty(env.PAWROUTE_BUSINESS_PHONE)?.trim() ?? null,
    businessAddress: nonEmpty(env.PAWROUTE_BUSINESS_ADDRESS)?.trim().replace(/\s*\n\s*/g, ', ') ?? null,
    geocoderUrl: httpUrl(env.GEOCODER_URL, 'GEOCODER_URL'),
    osrmUrl: httpUrl(env.OSRM_URL, 'OSRM_URL'),
    averageSpeedKmh: intFrom(env.PAWROUTE_AVERAGE_SPEED_KMH, 40, 'PAWROUTE_AVERAGE_SPEED_KMH') || 40,
    mapTileUrl: env.PAWROUTE_MAP_TILE_URL === undefined ? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' : env.PAWROUTE_MAP_TILE_URL.trim(),
    mapAttribution: nonEmpty(env.PAWROUTE_MAP_ATTRIBUTION)?.trim() ?? '© OpenStreetMap contributors',
    routeWindowMinutes: intFrom(env.PAWROUTE_ROUTE_WINDOW_MINUTES, 60, 'PAWROUTE_ROUTE_WINDOW_MINUTES'),
    authorizeNet: authorizeNetSettingsFrom(env),
  };
}

/** The address a link reaches when no PAWROUTE_PUBLIC_URL is set: the host and port served (any-address binds read as localhost). */
export function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function smsProvider(env: Env): SmsProviderSettings | null {
  const url = nonEmpty(env.SMS_API_URL)?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`SMS_API_URL must be an http(s) URL, got "${url}"`);
  return { url, user: nonEmpty(env.SMS_API_USER)?.trim(), token: nonEmpty(env.SMS_API_TOKEN), from: nonEmpty(env.SMS_FROM)?.trim() };
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  const url = nonEmpty(value)?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return url.replace(/\/+$/, '');
}

function phoneAmiUrl(env: Env): string | undefined {
  const url = nonEmpty(env.PHONE_AMI_URL)?.trim();
  if (url) parseAmiUrl(url); // refuse a malformed URL at start-up, not at the first call
  return url;
}
