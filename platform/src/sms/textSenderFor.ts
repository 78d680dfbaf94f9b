import type { AppServices } from '../http/services';
import { createTextSender } from './createTextSender';
import { isOptedOut } from './optOut';
import type { TextSender } from './port';

const senders = new WeakMap<object, TextSender>();

/** Our routes the provider posts to (command-api/src/messages): inbound texts and delivery statuses. */
export const SMS_INBOUND_PATH = '/api/v4/sms/inbound';
export const SMS_STATUS_PATH = '/api/v4/sms/status';

/** The process's text sender over its database: the configured SMS provider (SMS_API_URL), else the outbox. */
export function textSenderFor(services: Pick<AppServices, 'db' | 'config'>): TextSender {
  let sender = senders.get(services.db);
  if (!sender) {
    sender = createTextSender({ db: services.db, provider: services.config.sms ?? null, keys: { secretKey: services.config.secretKey, dataDir: services.config.dataDir } });
    senders.set(services.db, sender);
  }
  return sender;
}
