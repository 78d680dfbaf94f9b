import {
  DomainError,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  emailClaimDecider,
  emailClaimStream,
  userDecider,
  userStream,
} from '@pawroute/domain';
import { mailerFor, type CommandHandlerContext, type MailMessage } from '@pawroute/platform';
import { loadUser } from './loadState';

/**
 * POST /api/v4/user/createLoginAccount { loginEmail, userId }: claims the address for the user (one
 * login per address, decided on the write side), then records the login (isAccount). The password
 * is set by the person later through the recovery link; nobody in the office ever knows it.
 */
export async function createLoginAccount(
  input: { loginEmail: string; userId: number },
  ctx: CommandHandlerContext,
): Promise<{ userId: number; emailAddress: string }> {
  const user = await loadUser(ctx, input.userId);
  if (user.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
  if (user.isDeleted) throw new DomainError(409, PROFILE_MESSAGES.userDeleted);
  if (user.isAccount) throw new DomainError(409, USER_MESSAGES.alreadyAccount);

  await ctx.execute(emailClaimStream(input.loginEmail), emailClaimDecider, {
    type: 'ClaimEmail',
    data: { emailAddress: input.loginEmail, userId: input.userId },
  });
  await ctx.execute(userStream(input.userId), userDecider, {
    type: 'CreateLoginAccount',
    data: { userId: input.userId, emailAddress: input.loginEmail, hasPassword: false },
  });
  // The person learns of the login by email and sets the password themselves; keyed by the user,
  // so a retried request mails once.
  await mailerFor(ctx.services).send(loginAccountMessage(input.loginEmail, user.details.firstName), {
    dedupeKey: `LoginAccount-User-${input.userId}`,
  });
  return { userId: input.userId, emailAddress: input.loginEmail };
}

export function loginAccountMessage(to: string, firstName: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'We have set up your customer portal login. There you can see your pets, appointments, estimates and',
    'transactions, and keep your contact details up to date.',
    '',
    `Your login email is: ${to}`,
    'To choose your password, open the sign-in page and use "Forgot password" with this email address.',
    '',
    'See you soon!',
  ].join('\n');
  return { to, subject: 'Your customer portal login', text };
}
