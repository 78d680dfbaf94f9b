import { complaintDecider, complaintStream, fold } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/**
 * Whether a blocking complaint of the customer against the stylist stands (part 1 §5). The complaints
 * read model says which complaints pair them (blocking or not); each is folded from its own
 * `Complaint-<id>` stream, so turning blocking on or off counts at once.
 */
export async function isBlocked(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number, employeeId: number): Promise<boolean> {
  const { db, store } = ctx.services;
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('complaints')::text AS t`);
  if (!exists.rows[0]?.t) return false;
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM complaints WHERE customer_id = $1 AND employee_id = $2`, [customerId, employeeId]);
  for (const { id } of rows) {
    const state = fold(complaintDecider, (await streamEvents(store, complaintStream(Number(id)))) as never[]);
    if (state.status === 'open' && state.isBlocking && state.customerId === customerId && state.employeeId === employeeId) return true;
  }
  return false;
}
