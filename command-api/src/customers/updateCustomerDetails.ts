import {
  CUSTOMER_MESSAGES,
  DomainError,
  PROFILE_MESSAGES,
  USER_TYPE_IDS,
  customerDecider,
  customerStream,
  userDecider,
  userStream,
  type UpdateCustomerDetailsBody,
} from '@pawroute/domain';
import { expectedRevisions, type CommandHandlerContext, type SqlExecutor } from '@pawroute/platform';
import { loadCustomer, loadUser } from './loadState';

/** The picked contact method and stylist must exist (400 with the field named, never a dangling id). */
async function assertOptionsExist(db: SqlExecutor, body: UpdateCustomerDetailsBody): Promise<void> {
  if (body.contactMethodId) {
    const { rows } = await db.query(`SELECT 1 FROM contact_methods WHERE id = $1`, [body.contactMethodId]);
    if (rows.length === 0) throw new DomainError(400, CUSTOMER_MESSAGES.invalidId, { contactMethodId: CUSTOMER_MESSAGES.invalidId });
  }
  if (body.preferredStylistId) {
    const { rows } = await db.query(`SELECT 1 FROM users WHERE id = $1 AND user_type_id <> $2 AND NOT is_deleted`, [
      body.preferredStylistId,
      USER_TYPE_IDS.Customer,
    ]);
    if (rows.length === 0) throw new DomainError(400, CUSTOMER_MESSAGES.invalidId, { preferredStylistId: CUSTOMER_MESSAGES.invalidId });
  }
}

/**
 * POST /api/v4/user/updateCustomerDetails: the customer record (Customer stream) and, when `User`
 * is sent, the person's name, birthday and notes (User stream). Both are checked before either is
 * written, so a refusal writes nothing.
 */
export async function updateCustomerDetails(body: UpdateCustomerDetailsBody, ctx: CommandHandlerContext): Promise<{ customerId: number; userId: number }> {
  const customer = await loadCustomer(ctx, body.customerId);
  if (customer.status === 'none') throw new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
  const user = await loadUser(ctx, customer.userId);
  if (user.status === 'active' && user.isDeleted) throw new DomainError(409, PROFILE_MESSAGES.userDeleted);
  await assertOptionsExist(ctx.services.db, body);

  const { customerId, User, expectedVersion, ...details } = body;
  const expected = await expectedRevisions(ctx.services.store, expectedVersion, [customerStream(customerId), userStream(customer.userId)]);
  await ctx.execute(customerStream(customerId), customerDecider, { type: 'UpdateCustomerDetails', data: { customerId, ...details } }, { expectedRevision: expected?.[0] });
  if (User) {
    await ctx.execute(userStream(customer.userId), userDecider, {
      type: 'UpdateUserDetails',
      data: {
        userId: customer.userId,
        firstName: User.firstName,
        middleName: User.middleName ?? null,
        lastName: User.lastName,
        birthday: User.birthday ?? null,
        notes: User.notes ?? null,
      },
    }, { expectedRevision: expected?.[1] });
  }
  return { customerId, userId: customer.userId };
}
