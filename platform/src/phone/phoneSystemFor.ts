import type { AppServices } from '../http/services';
import { createAmiPhoneSystem } from './amiPhoneSystem';
import { parseAmiUrl } from './amiUrl';
import { offPhoneSystem, type PhoneSystem } from './port';

const systems = new WeakMap<object, PhoneSystem>();

/**
 * The process's phone system: Asterisk over AMI when PHONE_AMI_URL is set, else off. One per process
 * (keyed by its database, like the mailer), shared by the command side (outgoing calls) and the query
 * side (incoming-call pushes); it connects at first use. `releasePhoneSystemFor` closes it.
 */
export function phoneSystemFor(services: Pick<AppServices, 'db' | 'config' | 'logger'>): PhoneSystem {
  let system = systems.get(services.db);
  if (!system) {
    const url = services.config.phoneAmiUrl;
    system = url ? createAmiPhoneSystem(parseAmiUrl(url), services.logger) : offPhoneSystem;
    systems.set(services.db, system);
  }
  return system;
}

/** Closes the process's phone system (server shutdown); the next phoneSystemFor makes a new one. */
export async function releasePhoneSystemFor(services: Pick<AppServices, 'db'>): Promise<void> {
  const system = systems.get(services.db);
  systems.delete(services.db);
  await system?.close();
}
