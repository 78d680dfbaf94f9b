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
  commentGroupDecider,
  commentGroupStream,
  type StreamAppend,
  type UserCreatedData,
  type CreateUser,
  type CreateUserBody,
  type DomainEvent,
} from '@pawroute/domain';
import { describedRule, type CommandHandlerContext, type SqlExecutor } from '@pawroute/platform';
import { mailSetPasswordLink } from '../shared/passwordMail';
import { assertMayGrantUserType } from '../shared/userTypeGrant';

/** Customers are the default user type. */
export const isCustomerType = (userTypeId: number | undefined): boolean =>
  userTypeId === undefined || userTypeId === USER_TYPE_IDS.Customer;

/**
 * Customers need EditCustomers; creating staff (any other user type) needs EditEmployees, and every
 * permission of that type (decideUserCreation; docs/DECISIONS.md, "Who may give a login").
 */
export const mayCreateUser = describedRule<CreateUserBody>(
  { anyOf: ['EditCustomers'], otherwise: "EditEmployees to create a staff user (any user type but Customer) of a type whose permissions the caller all holds" },
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

/** A user's creation, decided and not yet written: the appends of one write and the ids. */
export interface UserCreation extends CreateUserResult {
  appends: StreamAppend[];
  commentGroupId: number;
  /** The customer stream's append (null for staff), with whether this key wrote it before (decideAlso). */
  customer: { append: StreamAppend; replayed: boolean } | null;
  /** The UserCreated this creation writes (or wrote): the seed of the user's contacts. */
  created: UserCreatedData;
}

/**
 * POST /api/v4/user/create's decision, also used by sign-up, estimate/save with a new customer and a
 * pet's change to a new owner: the address claim (409 'Email already in use by another account.' when
 * taken), the user, the customer or employee record and the comment group, decided on their streams and
 * returned as appends for the caller's one write (ctx.appendAll): a crash leaves all of them or none,
 * never a claim without its user. Two concurrent creates with one address: both decide on the empty
 * claim stream, one write wins, the other's write fails on the claim's revision and (ctx.retrying)
 * decides again into the 409. A retry after a crash replays the events its key wrote (same ids).
 */
export async function decideUserCreation(
  input: CreateUserBody,
  ctx: CommandHandlerContext,
  options: { login?: { hasPassword: boolean } } = {},
): Promise<UserCreation> {
  const userTypeId = input.UserTypeID ?? USER_TYPE_IDS.Customer;
  const isCustomer = isCustomerType(userTypeId);
  await assertUserTypeExists(ctx.services.db, userTypeId);
  // Every way a user is created passes here: none makes a staff user stronger than the caller.
  await assertMayGrantUserType(ctx, userTypeId);

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
      // The office never sets a password (recovery link); a sign-up's chosen one goes to credentials.
      login: options.login ?? (input.isAccount ? { hasPassword: false } : null),
      commentGroupId: newCommentGroupId,
    },
  });
  // An event the store would refuse is a bug, found before anything is written.
  assertStorable(userDecider.decide(createCommand(newUserId), userDecider.initialState(), { now: ctx.now, actorUserId: ctx.actor?.userId ?? null }));

  const claim = await ctx.decideOn(emailClaimStream(input.emailAddress), emailClaimDecider, {
    type: 'ClaimEmail',
    data: { emailAddress: input.emailAddress, userId: newUserId },
  });
  // A retry whose key wrote the claim (a crash after the write) gets that user back, not a new one.
  const claimed = claim.append.events.find((event) => event.type === 'EmailAddressClaimed');
  const userId = claim.replayed && claimed ? (claimed.data as { userId: number }).userId : newUserId;
  const user = await ctx.decideOn(userStream(userId), userDecider, createCommand(userId));
  const createdEvent = user.append.events.find((event) => event.type === 'UserCreated');
  if (createdEvent?.type !== 'UserCreated') throw new Error('user/create decided no UserCreated');
  const created = createdEvent.data;
  const customerId = created.customerId;
  const assigned = user.append.events.find((event) => event.type === 'UserCommentGroupAssigned');
  const commentGroupId = assigned?.type === 'UserCommentGroupAssigned' ? assigned.data.commentGroupId : newCommentGroupId;

  const appends: StreamAppend[] = [claim.append, user.append];
  let customer: UserCreation['customer'] = null;
  if (customerId !== null) {
    const decided = await ctx.decideOn(customerStream(customerId), customerDecider, { type: 'CreateCustomer', data: { customerId, userId } });
    customer = { append: decided.append, replayed: decided.replayed };
  }
  // Staff (every type but Customer): an employee record, employeeId = userId (Employee-<userId>).
  const employeeId = customerId === null ? userId : null;
  if (employeeId !== null) {
    const decided = await ctx.decideOn(employeeStream(employeeId), employeeDecider, { type: 'CreateEmployee', data: { employeeId, userId } });
    appends.push(decided.append);
  }
  const group = await ctx.decideOn(commentGroupStream(commentGroupId), commentGroupDecider, {
    type: 'OpenCommentGroup',
    data: { commentGroupId, ownerType: 'user', ownerId: userId, ownerUserId: userId },
  });
  appends.push(group.append);
  const ids = employeeId === null ? { userId, customerId } : { userId, customerId, employeeId };
  return { ...ids, appends, commentGroupId, customer, created };
}

/** The appends of a creation with its customer stream as the caller extended it (decideAlso). */
export const creationAppends = (creation: UserCreation, customerAppend: StreamAppend | null = creation.customer?.append ?? null): StreamAppend[] =>
  customerAppend === null ? creation.appends : [...creation.appends, customerAppend];

/** POST /api/v4/user/create: decided, then written in one write (see decideUserCreation). */
export async function createUser(input: CreateUserBody, ctx: CommandHandlerContext): Promise<CreateUserResult> {
  const creation = await ctx.retrying(async () => {
    const decided = await decideUserCreation(input, ctx);
    await ctx.appendAll(creationAppends(decided));
    return decided;
  });
  // A login given by the office: the person gets a link to choose the password (mailed once per user).
  if (input.isAccount) {
    await mailSetPasswordLink(ctx.services, { userId: creation.userId, emailAddress: input.emailAddress, firstName: input.firstName, holder: creation.customerId === null ? 'staff' : 'customer' });
  }
  const { userId, customerId, employeeId } = creation;
  return employeeId === undefined ? { userId, customerId } : { userId, customerId, employeeId };
}
