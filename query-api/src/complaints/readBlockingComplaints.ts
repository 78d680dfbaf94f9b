import type { SqlExecutor } from '@pawroute/platform';
import { readBlockingPairs } from '@pawroute/projections';

/** getOptions' blockingComplaints: the pairs with blocking on, once the complaints projector made its table. */
export async function readBlockingComplaints(db: SqlExecutor): Promise<{ employeeId: number; customerId: number }[]> {
  const { rows } = await db.query<{ t: string | null }>(`SELECT to_regclass('complaints')::text AS t`);
  if (!rows[0]?.t) return [];
  return (await readBlockingPairs(db)).map(({ employeeId, customerId }) => ({ employeeId, customerId }));
}
