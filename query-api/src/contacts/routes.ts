import { contactsByUserSchema } from '@pawroute/domain';
import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { mayViewContacts } from './access';
import { readAddresses, readCreditCards, readEmails, readPhoneNumbers } from './readContacts';

/** The contacts feature's reads (part 1 §7): each takes ?userId=. */
export async function contactsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/addresses/findByUser',
    schema: contactsByUserSchema,
    permission: mayViewContacts,
    handle: async ({ userId }, { db }) => ({ addresses: await readAddresses(db, userId) }),
  });
  queryRoute(app, {
    url: '/api/v4/phoneNumbers/findByUser',
    schema: contactsByUserSchema,
    permission: mayViewContacts,
    handle: async ({ userId }, { db }) => ({ phoneNumbers: await readPhoneNumbers(db, userId) }),
  });
  queryRoute(app, {
    url: '/api/v4/emails/findByUser',
    schema: contactsByUserSchema,
    permission: mayViewContacts,
    handle: async ({ userId }, { db }) => ({ emails: await readEmails(db, userId) }),
  });
  queryRoute(app, {
    url: '/api/v4/user/getCreditCards',
    schema: contactsByUserSchema,
    permission: mayViewContacts,
    handle: async ({ userId }, { db, services }) => ({
      creditCards: await readCreditCards(db, userId, services.config.timeZone),
    }),
  });
}
