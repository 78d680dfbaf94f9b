import type { AppServices } from '../http/services';
import { createMailer } from './createMailer';
import type { Mailer } from './port';

const mailers = new WeakMap<object, Mailer>();

/** The process's mailer over its database: SMTP when SMTP_URL is set, else the outbox. */
export function mailerFor(services: Pick<AppServices, 'db'>, env: NodeJS.ProcessEnv = process.env): Mailer {
  let mailer = mailers.get(services.db);
  if (!mailer) {
    mailer = createMailer({ db: services.db, smtpUrl: env.SMTP_URL?.trim() || null, from: env.MAIL_FROM?.trim() || undefined });
    mailers.set(services.db, mailer);
  }
  return mailer;
}
