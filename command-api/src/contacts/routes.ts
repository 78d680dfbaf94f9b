import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './addresses';
import { cardRoutes } from './cards';
import { emailRoutes } from './emails';
import { phoneNumberRoutes } from './phoneNumbers';

/** The contacts feature's writes: addresses, phone numbers, emails, credit cards (part 1 §7). */
export async function contactsCommands(app: FastifyInstance): Promise<void> {
  addressRoutes(app);
  phoneNumberRoutes(app);
  emailRoutes(app);
  cardRoutes(app);
}
