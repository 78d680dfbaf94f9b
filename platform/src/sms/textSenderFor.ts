import type { AppServices } from '../http/services';
import { createTextSender } from './createTextSender';
import { isOptedOut } from './optOut';
import type { TextSender } from './port';
import { unmemoized } from '../commands/streamReadMemo';

const senders = new WeakMap<object, TextSender>();

/** Our routes the provider posts to (command-api/src/messages): inbound texts and delivery statuses. */
export const SMS_INBOUND_PATH = '/api/v4/sms/inbound';
export const SMS_STATUS_PATH = '/api/v4/sms/status';

/**
 * The process's text sender over its database: the configured SMS provider (SMS_API_URL), else the
 * outbox. Whatever sends, no text goes to a number that opted out (docs/RULES.md REM-REPLY): it answers
 * `{ sent: false, optedOut: true }` and nothing is claimed, so a text after START goes. Each send asks
 * the provider for delivery statuses at our POST /api/v4/sms/status under PAWROUTE_PUBLIC_URL.
 */
export function textSenderFor(services: Pick<AppServices, 'db' | 'config' | 'store'>): TextSender {
  let sender = senders.get(services.db);
  if (!sender) {
    const provider = services.config.sms ? { statusCallback: `${services.config.publicUrl}${SMS_STATUS_PATH}`, ...services.config.sms } : null;
    // Kept for the process: it reads the opt-outs from the store itself, not the view of the command that made it.
    const store = unmemoized(services.store);
    const inner = createTextSender({ db: services.db, provider, keys: { secretKey: services.config.secretKey, dataDir: services.config.dataDir } });
    sender = {
      transport: inner.transport,
      async send(message, options) {
        if (await isOptedOut(store, message.to)) return { sent: false, optedOut: true };
        return inner.send(message, options);
      },
    };
    senders.set(services.db, sender);
  }
  return sender;
}
