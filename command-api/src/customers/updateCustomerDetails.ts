import {
  CUSTOMER_MESSAGES,
  DomainError,
  USER_TYPE_IDS,
  customerDecider,
  customerStream,
  decideCustomerDetailsUpdate,
  fold,
  refusalError,
  userDecider,
  userStream,
  type UpdateCustomerDetailsBody,
} from '@pawroute/domain';
import { expectedRevisions, type CommandHandlerContext, type SqlExecutor } from '@pawroute/platform';
import { firstWrite } from '../shared/firstWrite';
import { loadStream } from '../shared/streams';

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
 * is sent, the person's name, birthday and notes (User stream), decided together (domain
 * `decideCustomerDetailsUpdate`) and appended in one write: a refusal writes nothing, a
 * crash leaves both or neither. A stream that moved since the load is loaded and decided again; an
 * edit form's `expectedVersion` is checked on every round. A retry whose key wrote it answers the first answer.
 */
export async function updateCustomerDetails(body: UpdateCustomerDetailsBody, ctx: CommandHandlerContext): Promise<{ customerId: number; userId: number; position?: string | null }> {
  const { expectedVersion, ...command } = body;
  return ctx.retrying(async () => {
    const customerEvents = await loadStream(ctx.services.store, customerStream(body.customerId));
    const customer = fold(customerDecider, customerEvents.events as never[]);
    if (customer.status === 'none') throw new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
    const streams = [customerStream(body.customerId), userStream(customer.userId)];
    const replay = await firstWrite(ctx, streams);
    if (replay) return { customerId: body.customerId, userId: customer.userId, position: replay.position };
    await assertOptionsExist(ctx.services.db, body);
    // an edit made on an older read is refused (409), checked before anything is written;
    // the append then expects the revisions loaded here (a stream moved since: the next round).
    await expectedRevisions(ctx.services.store, expectedVersion, streams);
    const userEvents = await loadStream(ctx.services.store, userStream(customer.userId));
    const decided = decideCustomerDetailsUpdate(
      command,
      {
        customer: { state: customer, revision: customerEvents.revision },
        user: { state: fold(userDecider, userEvents.events as never[]), revision: userEvents.revision },
      },
      { now: ctx.now, actorUserId: ctx.actor?.userId ?? null },
    );
    if (decided.kind === 'refused') throw refusalError(decided);
    await ctx.appendAll(decided.appends);
    return decided.result;
  });
}
