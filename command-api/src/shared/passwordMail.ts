import { createElement } from 'react';
import { renderMail } from './mail/render';
import { RECOVERY_SUBJECT, RecoveryMail } from './mail/templates/RecoveryMail';
import {
  createPasswordToken,
  mailerFor,
  passwordResetLink,
  PASSWORD_TOKEN_TTL_HOURS,
  spendEarlierPasswordTokens,
  spendPasswordToken,
  type AppServices,
  type MailMessage,
  type PasswordTokenPurpose,
  nowOf,
} from '@pawroute/platform';

/** Who the new login is for: the wording differs (the portal for customers, the dashboard for staff). */
export type LoginHolder = 'customer' | 'staff';

/**
 * A login was just given to someone by the office (user/createLoginAccount, user/create isAccount):
 * they get a link to choose their password. Nobody in the office sees the token. Keyed by the user,
 * so a retried request mails once (its re-run makes a token nobody receives; it expires unused).
 */
export async function mailSetPasswordLink(
  services: Pick<AppServices, 'db' | 'config' | 'clock'>,
  login: { userId: number; emailAddress: string; firstName: string; holder: LoginHolder },
): Promise<{ sent: boolean }> {
  return mailPasswordLink(services, {
    login,
    purpose: 'setPassword',
    message: (link) => loginAccountMessage(login.emailAddress, login.firstName, link, login.holder),
    dedupeKey: () => `LoginAccount-User-${login.userId}`,
  });
}

/**
 * Makes a password link and mails it. Once the mail is claimed, the user's earlier links are spent
 * (docs/SECURITY.md V2: a newer link spends the older ones); a link whose message had gone out before
 * (the dedupe key) reached nobody and is spent at once.
 */
export async function mailPasswordLink(
  services: Pick<AppServices, 'db' | 'config' | 'clock'>,
  input: {
    login: { userId: number; emailAddress: string };
    purpose: PasswordTokenPurpose;
    message: (link: string) => MailMessage;
    dedupeKey: (token: string) => string;
  },
): Promise<{ sent: boolean }> {
  const { db } = services;
  const now = nowOf(services);
  const token = await createPasswordToken(db, { userId: input.login.userId, emailAddress: input.login.emailAddress, purpose: input.purpose, now });
  const result = await mailerFor(services).send(input.message(passwordResetLink(services.config.publicUrl, token)), { dedupeKey: input.dedupeKey(token) });
  if (result.sent) await spendEarlierPasswordTokens(db, token, now);
  else await spendPasswordToken(db, token, now);
  return result;
}

export function loginAccountMessage(to: string, firstName: string, link: string, holder: LoginHolder = 'customer'): MailMessage {
  const what =
    holder === 'customer'
      ? [
          'We have set up your customer portal login. There you can see your pets, appointments, estimates and',
          'transactions, and keep your contact details up to date.',
        ]
      : ['We have set up your Pawroute login.'];
  const text = [
    `Hello ${firstName},`,
    '',
    ...what,
    '',
    `Your login email is: ${to}`,
    'To choose your password, open this link:',
    link,
    '',
    `The link works once, within ${PASSWORD_TOKEN_TTL_HOURS} hours. After that, use "Forgot password" on the sign-in page.`,
    '',
    'See you soon!',
  ].join('\n');
  return { to, subject: holder === 'customer' ? 'Your customer portal login' : 'Your Pawroute login', text };
}

/** The recovery mail: a React template (../mail/templates/RecoveryMail.tsx), HTML and text. */
export function recoveryMessage(to: string, firstName: string, link: string, businessName = 'Pawroute'): MailMessage {
  return renderMail(to, RECOVERY_SUBJECT(businessName), createElement(RecoveryMail, { businessName, firstName, link }));
}
