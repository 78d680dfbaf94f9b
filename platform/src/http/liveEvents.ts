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

/** The NOTIFY payload of one live event: without data (clients refetch) when `data` is too large. */
function payloadOf({ name, data, audience }: LiveEventMessage): { payload: string; fits: boolean } {
  const payload = JSON.stringify({ name, data, audience } satisfies LiveEventMessage);
  const fits = Buffer.byteLength(payload) <= MAX_PAYLOAD;
  return { payload: fits ? payload : JSON.stringify({ name, data: null, audience } satisfies LiveEventMessage), fits };
}

/** Returns false (and sends the event without data, so clients refetch) when `data` was too large. */
export async function publishLiveEvent(
  db: SqlExecutor,
  name: string,
  data: unknown,
  audience: LiveAudience,
): Promise<boolean> {
  const { payload, fits } = payloadOf({ name, data, audience });
  await db.query('SELECT pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, payload]);
  return fits;
}

/** Several live events in one statement, in order (an appointment's change goes to three audiences). */
export async function publishLiveEvents(db: SqlExecutor, messages: readonly LiveEventMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const payloads = messages.map((m) => payloadOf(m).payload);
  await db.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS u(p, n) ORDER BY n', [LIVE_EVENTS_CHANNEL, payloads]);
}
