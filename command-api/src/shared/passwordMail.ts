import { createElement } from 'react';
import { renderMail } from './mail/render';
import { RECOVERY_SUBJECT, RecoveryMail } from './mail/templates/RecoveryMail';
import {
  createPasswordToken,
  mailerFor,
  passwordResetLink,
  PASSWORD_TOKEN_TTL_HOURS,
  type AppServices,
  type MailMessage,
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
  const token = await createPasswordToken(services.db, { userId: login.userId, emailAddress: login.emailAddress, purpose: 'setPassword', now: nowOf(services) });
  const link = passwordResetLink(services.config.publicUrl, token);
  return mailerFor(services).send(loginAccountMessage(login.emailAddress, login.firstName, link, login.holder), {
    dedupeKey: `LoginAccount-User-${login.userId}`,
  });
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
