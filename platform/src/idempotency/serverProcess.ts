import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Database, SqlExecutor } from '../db/database';

/**
 * Who owns a pending Idempotency-Key claim: the server process (one "boot") that runs the request.
 * A boot is alive exactly while it holds its session-level advisory lock on a connection of its own:
 * PostgreSQL releases the lock the moment that connection ends, so a process killed with `kill -9`
 * is seen dead at once (the kernel closes its sockets, the idle backend reads EOF and exits). A retry
 * that finds a claim of a dead boot takes it over immediately instead of waiting for it to go stale.
 *
 * Advisory locks belong to a database, but pg_locks lists those of every database on the server, and
 * every database numbers its boots from 1 (server_process_lock_seq): the liveness check counts only
 * locks of the current database, or a dead boot looks alive for as long as another database's boot
 * holds the same key (docs/DECISIONS.md, "Idempotency after a crash": a boot is its own database's lock).
 *
 * Each boot records its process id and host, and its lock connection is named
 * `pawroute-boot:<bootId>` (application_name), so an operator can tell from pg_stat_activity which
 * backend holds which boot's lock. TCP keepalives on that connection (both ends) make PostgreSQL drop
 * the lock of a process whose host or network vanished without closing the socket, in about 25 s
 * instead of the operating system's default of hours; the 60 s staleness rule stays the backstop.
 *
 * PGlite is embedded (one process per data directory): every boot but the current one is dead.
 */
export interface ServerProcess {
  readonly bootId: string;
  /** SQL that is true when the boot named by the SQL expression `bootIdExpr` is alive. */
  aliveSql(bootIdExpr: string): string;
  close(): Promise<void>;
}

/** The advisory-lock class of boot locks (pg_advisory_lock(class, key)); an arbitrary constant. */
const LOCK_CLASS = 0x70617772; // "pawr"

export async function ensureServerProcessTable(db: SqlExecutor, attempt = 1): Promise<void> {
  try {
    await createServerProcessTable(db);
  } catch (error) {
    // Two processes starting at once race on the catalog (IF NOT EXISTS is not atomic): the loser looks again.
    const code = (error as { code?: string }).code;
    if (attempt < 3 && (code === '23505' || code === '42P07' || code === '42701')) return ensureServerProcessTable(db, attempt + 1);
    throw error;
  }
}

async function createServerProcessTable(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE SEQUENCE IF NOT EXISTS server_process_lock_seq MAXVALUE 2147483647 CYCLE`);
  await db.query(`
    CREATE TABLE IF NOT EXISTS server_processes (
      boot_id text PRIMARY KEY,
      lock_key int NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now()
    )`);
  // Which process this boot is (for operators; the liveness check is the lock alone).
  await db.query('ALTER TABLE server_processes ADD COLUMN IF NOT EXISTS pid int NULL, ADD COLUMN IF NOT EXISTS host text NULL');
}

/** The application_name of a boot's lock connection (pg_stat_activity). */
export const bootApplicationName = (bootId: string): string => `pawroute-boot:${bootId}`;

/** Server-side keepalives of the lock connection, in seconds: a vanished peer is noticed after idle + interval * count. */
const KEEPALIVE = { idle: 10, interval: 5, count: 3 };

/**
 * Registers this process and holds its lock until `close()`. With a URL (a real PostgreSQL server) the
 * lock is taken on a dedicated connection (a pooled one would be handed to other work); if that
 * connection drops, it is opened again and the lock retaken (in between, this boot's claims look dead:
 * a retry may take one over, which is safe because a re-run replays what was written, never writes twice).
 */
export async function registerServerProcess(db: Database, url: string | undefined): Promise<ServerProcess> {
  await ensureServerProcessTable(db);
  const bootId = randomUUID();
  const { rows } = await db.query<{ lock_key: number }>(
    `INSERT INTO server_processes (boot_id, lock_key, pid, host) VALUES ($1, nextval('server_process_lock_seq'), $2, $3) RETURNING lock_key`,
    [bootId, process.pid, hostname()],
  );
  const lockKey = Number(rows[0]!.lock_key);

  if (db.kind === 'pglite' || !url) {
    // bootId is a UUID we made: safe to inline.
    return { bootId, aliveSql: (expr) => `(${expr} = '${bootId}')`, close: async () => undefined };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting = false;
  const retry = (): void => {
    if (closed || reconnecting) return;
    reconnecting = true;
    setTimeout(() => {
      hold().then(
        () => (reconnecting = false),
        () => {
          reconnecting = false;
          retry();
        },
      );
    }, 1_000).unref();
  };
  const hold = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', () => undefined);
    try {
      await next.connect();
      // Named and kept alive from the server's side too (see the comment at the top); set after connecting,
      // so that a URL's own application_name does not hide which boot this is.
      await next.query(
        `SELECT set_config('application_name', $1, false), set_config('tcp_keepalives_idle', $2, false),
                set_config('tcp_keepalives_interval', $3, false), set_config('tcp_keepalives_count', $4, false)`,
        [bootApplicationName(bootId), String(KEEPALIVE.idle), String(KEEPALIVE.interval), String(KEEPALIVE.count)],
      );
      // Waits, after a reconnect, until the old backend has gone and let the lock go.
      await next.query('SELECT pg_advisory_lock($1, $2)', [LOCK_CLASS, lockKey]);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      retry();
    });
  };
  await hold();
  // Boots long dead are forgotten (their claims are long answered or taken over).
  await db.query(
    `DELETE FROM server_processes p WHERE started_at < now() - interval '7 days' AND NOT ${aliveSql('p.boot_id')}`,
  );
  return {
    bootId,
    aliveSql: (expr) => aliveSql(expr),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Alive: its lock is held in this database (pg_locks shows every database's locks; keys repeat across them). */
function aliveSql(bootIdExpr: string): string {
  return `EXISTS (SELECT 1 FROM server_processes sp JOIN pg_locks l
      ON l.locktype = 'advisory' AND l.classid = ${LOCK_CLASS}::oid AND l.objid = sp.lock_key::oid AND l.objsubid = 2 AND l.granted
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    WHERE sp.boot_id = ${bootIdExpr})`;
}
