import { contactsByUserSchema } from '@pawroute/domain';
import { describedRule, nowOf, queryRoute, type Actor, type Database } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { assertMayViewContacts } from './access';
import { readAddresses, readCreditCards, readEmails, readPhoneNumbers } from './readContacts';

/** GET <url>?userId=: checks the reader may see that user's contacts, then answers `read`. */
function contactsRead(app: FastifyInstance, url: string, read: (db: Database, userId: number) => Promise<object>): void {
  queryRoute(app, {
    url,
    schema: contactsByUserSchema,
    permission: describedRule<{ userId: number }>(
      { anyOf: ['ViewCustomers'], otherwise: "the user themself with ViewProfile, or ViewEmployees for an employee's contacts", inputChecks: ['ViewProfile'] },
      (actor) => actor !== null,
    ),
    async handle({ userId }, { db, actor }: { db: Database; actor: Actor }) {
      await assertMayViewContacts(db, actor, userId);
      return read(db, userId);
    },
  });
}

/** The contacts feature's reads (part 1 §7): each takes ?userId=. */
export async function contactsQueries(app: FastifyInstance): Promise<void> {
  contactsRead(app, '/api/v4/addresses/findByUser', async (db, userId) => ({ addresses: await readAddresses(db, userId) }));
  contactsRead(app, '/api/v4/phoneNumbers/findByUser', async (db, userId) => ({ phoneNumbers: await readPhoneNumbers(db, userId) }));
  contactsRead(app, '/api/v4/emails/findByUser', async (db, userId) => ({ emails: await readEmails(db, userId) }));
  contactsRead(app, '/api/v4/user/getCreditCards', async (db, userId) => ({
    creditCards: await readCreditCards(db, userId, app.services.config.timeZone, nowOf(app.services), Boolean(app.services.config.authorizeNet)),
  }));
}
