import {
  DomainError,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  USER_TYPE_MESSAGES,
  emailClaimDecider,
  emailClaimStream,
  userDecider,
  userStream,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { mailSetPasswordLink } from '../shared/passwordMail';
import { assertMayGrantUserType, userTypeOf } from '../shared/userTypeGrant';
import { loadUser } from './loadState';

/**
 * POST /api/v4/user/createLoginAccount { loginEmail, userId }: claims the address for the user (one
 * login per address, decided on the write side) and records the login (isAccount), in one write. The password
 * is set by the person later through the recovery link; nobody in the office ever knows it.
 *
 * A staff user's login needs what creating that user needs (EditEmployees) and every permission of
 * their user type, read from the streams (docs/DECISIONS.md, "Who may give a login"): otherwise the
 * link to choose the password would go to an address the caller chose, for a login stronger than theirs.
 */
export async function createLoginAccount(
  input: { loginEmail: string; userId: number },
  ctx: CommandHandlerContext,
): Promise<{ userId: number; emailAddress: string }> {
  // The claim and the login in one write (never an address claimed for a user without it).
  const user = await ctx.retrying(async () => {
    const user = await loadUser(ctx, input.userId);
    if (user.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
    if (user.customerId === null) {
      const userTypeId = await userTypeOf(ctx.services.store, input.userId);
      if (userTypeId === null) throw new DomainError(404, USER_MESSAGES.userNotFound);
      await assertMayGrantUserType(ctx, userTypeId, USER_TYPE_MESSAGES.loginBeyondActor);
    }
    if (user.isDeleted) throw new DomainError(409, PROFILE_MESSAGES.userDeleted);
    // A retry whose key wrote the login (a crash before the answer) replays it; else a login already there is a 409.
    if (user.isAccount && (await ctx.earlierEvents([userStream(input.userId)])).length === 0) {
      throw new DomainError(409, USER_MESSAGES.alreadyAccount);
    }
    const claim = await ctx.decideOn(emailClaimStream(input.loginEmail), emailClaimDecider, {
      type: 'ClaimEmail',
      data: { emailAddress: input.loginEmail, userId: input.userId },
    });
    const login = await ctx.decideOn(userStream(input.userId), userDecider, {
      type: 'CreateLoginAccount',
      data: { userId: input.userId, emailAddress: input.loginEmail, hasPassword: false },
    });
    await ctx.appendAll([claim.append, login.append]);
    return user;
  });
  // The person learns of the login by email, with a link to choose the password (never seen by the
  // office); keyed by the user, so a retried request mails once.
  await mailSetPasswordLink(ctx.services, {
    userId: input.userId,
    emailAddress: input.loginEmail,
    firstName: user.details.firstName,
    holder: user.customerId === null ? 'staff' : 'customer',
  });
  return { userId: input.userId, emailAddress: input.loginEmail };
}
