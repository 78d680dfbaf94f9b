import { DomainError } from '@pawroute/domain';
import { describedRule, isStaff, NOT_PERMITTED, type Actor, type SqlExecutor } from '@pawroute/platform';

/**
 * user/getBalance (docs/DECISIONS.md "Permissions on the server"): a customer's balance is
 * money, which part 2 §6 gives to ViewAllTransactions. A stylist needs it at the door of their own
 * appointments (to collect what is owed), so staff with ViewCustomers may read it for a customer with
 * an appointment assigned to them; the customer reads their own. The rule lets those staff through; the
 * handler checks the assignment (mayReadBalance) before reading.
 */
export const balanceRule = describedRule<{ userId: number }>(
  {
    anyOf: ['ViewAllTransactions'],
    inputChecks: ['ViewCustomers'],
    otherwise: 'the user themself, or ViewCustomers for a customer with an appointment assigned to the caller (checked with the appointments)',
  },
  (actor, { userId }) =>
    actor.permissions.ViewAllTransactions === true || actor.userId === userId || (isStaff(actor) && actor.permissions.ViewCustomers === true),
);

/** Throws 403 unless the actor may read this customer's balance (the rule's "otherwise", with the data). */
export async function assertMayReadBalance(db: SqlExecutor, actor: Actor, userId: number): Promise<void> {
  if (actor.permissions.ViewAllTransactions === true || actor.userId === userId) return;
  const { rows } = await db.query(
    `SELECT 1 FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
      WHERE a.employee_id = $1 AND coalesce(a.customer_user_id, c.user_id) = $2 AND NOT a.is_deleted
      LIMIT 1`,
    [actor.userId, userId],
  );
  if (rows.length === 0) throw new DomainError(403, NOT_PERMITTED);
}
