import type { AppServices } from '../http/services';
import { createMailer } from './createMailer';
import type { Mailer } from './port';

const mailers = new WeakMap<object, Mailer>();

/**
 * The process's mailer over its database: SMTP when the config (or, for services built without one,
 * SMTP_URL) names a server, else the outbox. Test servers set `config.smtpUrl` to their in-process
 * SMTP server (platform/src/testing/smtpTestServer.ts).
 */
export function mailerFor(services: Pick<AppServices, 'db'> & { config?: Partial<AppServices['config']> }, env: NodeJS.ProcessEnv = process.env): Mailer {
  let mailer = mailers.get(services.db);
  if (!mailer) {
    const config = services.config;
    const smtpUrl = config && 'smtpUrl' in config ? config.smtpUrl ?? null : env.SMTP_URL?.trim() || null;
    const from = config?.mailFrom ?? (env.MAIL_FROM?.trim() || `${config?.businessName ?? 'Pawroute'} <no-reply@pawroute.local>`);
    mailer = createMailer({ db: services.db, smtpUrl, from, keys: { secretKey: config?.secretKey, dataDir: config?.dataDir } });
    mailers.set(services.db, mailer);
  }
  return mailer;
}
