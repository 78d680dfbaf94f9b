import {
  BUILT_IN_USER_TYPES,
  USER_TYPE_IDS,
  USER_MESSAGES,
  DomainError,
  customerDecider,
  customerStream,
  emailClaimDecider,
  employeeDecider,
  employeeStream,
  emailClaimStream,
  EVENT_SCHEMAS,
  eventDataProblem,
  userDecider,
  userStream,
  type CreateUser,
  type CreateUserBody,
  type DomainEvent,
} from '@pawroute/domain';
import { describedRule, type CommandHandlerContext, type SqlExecutor } from '@pawroute/platform';
import { openUserCommentGroup } from './commentGroupForUser';
import { mailSetPasswordLink } from '../shared/passwordMail';

/**
 * POST /api/v4/user/create: claim the email, then create the user, then (for customers) the
 * customer record, each on its own stream. The claim comes first so that two concurrent creates with
 * one address cannot both make a user: the loser's claim append fails, retries, and gets the 409.
 */
export const isCustomerType = (userTypeId: number | undefined): boolean =>
  userTypeId === undefined || userTypeId === USER_TYPE_IDS.Customer;

/** Customers need EditCustomers; creating staff (any other user type) needs EditEmployees. */
export const mayCreateUser = describedRule<CreateUserBody>(
  { anyOf: ['EditCustomers'], otherwise: 'EditEmployees to create a staff user (any user type but Customer)' },
  (actor, input) => (isCustomerType(input.UserTypeID) ? actor.permissions.EditCustomers : actor.permissions.EditEmployees),
);

const BUILT_IN_IDS = new Set<number>(BUILT_IN_USER_TYPES.map((name) => USER_TYPE_IDS[name]));

async function assertUserTypeExists(db: SqlExecutor, userTypeId: number): Promise<void> {
  if (BUILT_IN_IDS.has(userTypeId)) return;
  const { rows } = await db.query(`SELECT 1 FROM user_types WHERE id = $1`, [userTypeId]);
  if (rows.length === 0) {
    throw new DomainError(400, USER_MESSAGES.invalidUserType, { UserTypeID: USER_MESSAGES.invalidUserType });
  }
}

/** An event the store would refuse is a bug (a 500 naming it), found here before anything is written. */
function assertStorable(events: readonly DomainEvent[]): void {
  for (const event of events) {
    const problem = eventDataProblem(EVENT_SCHEMAS, event.type, event.data);
    if (problem) throw new Error(`user/create would write an invalid event: ${problem}`);
  }
}

export interface CreateUserResult {
  userId: number;
  customerId: number | null;
  /** Staff users get an employee record with the same id (employees contract); absent for customers. */
  employeeId?: number;
}

export async function createUser(input: CreateUserBody, ctx: CommandHandlerContext): Promise<CreateUserResult> {
  const userTypeId = input.UserTypeID ?? USER_TYPE_IDS.Customer;
  const isCustomer = isCustomerType(userTypeId);
  await assertUserTypeExists(ctx.services.db, userTypeId);

  const newUserId = await ctx.nextId('user');
  const newCustomerId = isCustomer ? await ctx.nextId('customer') : null;
  const newCommentGroupId = await ctx.nextId('comment_group');
  const createCommand = (userId: number): CreateUser => ({
    type: 'CreateUser',
    data: {
      userId,
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
      emailAddress: input.emailAddress,
      userTypeId,
      customerId: newCustomerId,
      phoneNumber: input.phoneNumber ?? null,
      address: input.AddressInfo
        ? {
            address: input.AddressInfo.address,
            city: input.AddressInfo.city ?? null,
            state: input.AddressInfo.state ?? null,
            zipcode: input.AddressInfo.zipcode ?? null,
            mapsco: input.AddressInfo.mapsco ?? null,
          }
        : null,
      // The password is set by the person (recovery link), never by the office.
      login: input.isAccount ? { hasPassword: false } : null,
      commentGroupId: newCommentGroupId,
    },
  });
  // Nothing is claimed before the whole request is known to be storable: a claimed address stays
  // claimed, so a user that could not then be written would lock it out for good.
  assertStorable(userDecider.decide(createCommand(newUserId), userDecider.initialState(), { now: ctx.now, actorUserId: ctx.actor?.userId ?? null }));

  const claim = await ctx.execute(emailClaimStream(input.emailAddress), emailClaimDecider, {
    type: 'ClaimEmail',
    data: { emailAddress: input.emailAddress, userId: newUserId },
  });
  // A repeated request (same Idempotency-Key) gets its earlier claim back: go on with that user.
  const userId = claim.events[0]?.data.userId ?? newUserId;
  const user = await ctx.execute(userStream(userId), userDecider, createCommand(userId));
  const created = user.events.find((event) => event.type === 'UserCreated');
  const customerId = created?.type === 'UserCreated' ? created.data.customerId : newCustomerId;

  if (customerId !== null) {
    await ctx.execute(customerStream(customerId), customerDecider, {
      type: 'CreateCustomer',
      data: { customerId, userId },
    });
  }
  // Staff (every type but Customer): an employee record, employeeId = userId (Employee-<userId>).
  const employeeId = customerId === null ? userId : null;
  if (employeeId !== null) {
    await ctx.execute(employeeStream(employeeId), employeeDecider, { type: 'CreateEmployee', data: { employeeId, userId } });
  }
  // A repeated request replays the user's events: open the group they name, not a new one.
  const assigned = user.events.find((event) => event.type === 'UserCommentGroupAssigned');
  const commentGroupId = assigned?.type === 'UserCommentGroupAssigned' ? assigned.data.commentGroupId : newCommentGroupId;
  await openUserCommentGroup(ctx, commentGroupId, userId);
  // A login given by the office: the person gets a link to choose the password (mailed once per user).
  if (input.isAccount) {
    await mailSetPasswordLink(ctx.services, { userId, emailAddress: input.emailAddress, firstName: input.firstName, holder: customerId === null ? 'staff' : 'customer' });
  }
  return employeeId === null ? { userId, customerId } : { userId, customerId, employeeId };
}
