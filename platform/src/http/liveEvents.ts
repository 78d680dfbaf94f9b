import type { Permission } from '@pawroute/domain';
import type { SqlExecutor } from '../db/database';

/**
 * The spec's live events (createdAppointment, updatedOptions, phoneCall, ...) go out through Postgres
 * NOTIFY, so whichever process writes, every query process's sockets receive it (and inside a
 * transaction, only when it commits). The query API's push fans them out to the `audience`.
 */
export const LIVE_EVENTS_CHANNEL = 'pawroute_live';
/** Projectors notify changed keys here (payload `{ projector, position, keys }`). */
export const CHANGES_CHANNEL = 'pawroute_changes';

/** Who receives a live event; `anyOf` is everyone any of its parts names (e.g. a permission, or these users). */
export type LiveAudience =
  | 'all'
  | 'staff'
  | { userIds: readonly number[] }
  | { permission: Permission }
  /** The users whose user type is one of these (as the socket knows it; see query-api push). */
  | { userTypeIds: readonly number[] }
  /** The sockets opened in these sessions (their stored ids, sessionIdOf): one browser, not every tab of a user. */
  | { sessionIds: readonly string[] }
  | { anyOf: readonly LiveAudience[] };

export interface LiveEventMessage {
  name: string;
  data: unknown;
  audience: LiveAudience;
}

// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD = 7_900;

/** Returns false (and sends the event without data, so clients refetch) when `data` was too large. */
export async function publishLiveEvent(
  db: SqlExecutor,
  name: string,
  data: unknown,
  audience: LiveAudience,
): Promise<boolean> {
  let payload = JSON.stringify({ name, data, audience } satisfies LiveEventMessage);
  const fits = Buffer.byteLength(payload) <= MAX_PAYLOAD;
  if (!fits) payload = JSON.stringify({ name, data: null, audience } satisfies LiveEventMessage);
  await db.query('SELECT pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, payload]);
  return fits;
}
