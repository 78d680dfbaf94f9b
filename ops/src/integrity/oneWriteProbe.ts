import { expect } from 'vitest';
import type { TestServer } from '../testing';

/**
 * What the one-write tests read from a test server's store: which streams a command wrote and in how many
 * database transactions, and the state a `kill -9` leaves between a commit and the recording of its answer.
 */
export function oneWriteProbe(server: () => TestServer) {
  const sql = async <Row>(text: string, params: unknown[] = []) => (await server().database.database.query<Row>(text, params)).rows;
  return {
    sql,
    /** The store's last position, as text. */
    lastSeq: async () => (await sql<{ n: string }>(`SELECT coalesce(max(position), 0)::text AS n FROM events`))[0]!.n,
    /** The events `command` wrote since `after` (the reactor's own writes left out): streams, types, transactions. */
    async writtenBy(command: string, after: string) {
      const rows = await sql<{ stream: string; type: string; tx_id: string }>(
        `SELECT stream, type, tx_id::text FROM events WHERE position > $1::bigint AND metadata->>'commandName' = $2 ORDER BY position`,
        [after, command],
      );
      return { streams: [...new Set(rows.map((r) => r.stream))].sort(), types: rows.map((r) => r.type), transactions: new Set(rows.map((r) => r.tx_id)).size };
    },
    /** The key's claim put back to pending with its owner's process gone, as a crash after the commit leaves it. */
    async crashAfterCommit(key: string): Promise<void> {
      const boot = `dead-boot-${key}`;
      await sql(`INSERT INTO server_processes (boot_id, lock_key) VALUES ($1, nextval('server_process_lock_seq'))`, [boot]);
      const rows = await sql(
        `UPDATE idempotency_keys SET status = 'pending', status_code = NULL, response = NULL, boot_id = $2, updated_at = now() WHERE key = $1 RETURNING key`,
        [key, boot],
      );
      expect(rows).toHaveLength(1);
    },
  };
}
