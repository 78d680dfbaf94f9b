import type { AppServices } from '../http/services';

/**
 * Whether any event carries the command key `commandKey` (or one of its steps, `key#2`, ...): the
 * command of a claim taken over from a dead process had committed before it could record its answer.
 * Only the PostgreSQL store can be asked (events in the same database); elsewhere: unknown (null).
 * Runs only when a claim is taken over (after a crash), so a scan of the events is acceptable.
 */
export async function writtenWithKey(services: AppServices, commandKey: string): Promise<boolean | null> {
  if (services.store.kind !== 'postgres') return null;
  const { rows } = await services.db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM public.events
       WHERE metadata->>'idempotencyKey' = $1 OR left(metadata->>'idempotencyKey', length($1) + 1) = $1 || '#'
     ) AS found`,
    [commandKey],
  );
  return rows[0]?.found === true;
}
