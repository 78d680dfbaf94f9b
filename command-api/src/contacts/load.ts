import type { CommandHandlerContext, SqlExecutor } from '@pawroute/platform';
import type { ContactKind } from './access';
export { contactsDeciderFor, contactsOwnerOf, readContacts } from '../shared/userContacts';

const TABLES: Record<ContactKind, string> = {
  address: 'contact_addresses',
  phoneNumber: 'contact_phone_numbers',
  email: 'contact_emails',
  card: 'contact_credit_cards',
};

async function lookUp(db: SqlExecutor, kind: ContactKind, id: number): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(`SELECT user_id FROM ${TABLES[kind]} WHERE id = $1`, [id]);
  return rows[0] ? Number(rows[0].user_id) : null;
}

/**
 * Whose record an id is, from the read model. A record written a moment ago may not be projected
 * yet, so a miss waits for the projections to reach the store's head once before saying "none".
 * (The decider checks the record really is in that user's stream.)
 */
export async function ownerOf(ctx: Pick<CommandHandlerContext, 'services'>, kind: ContactKind, id: number): Promise<number | null> {
  const found = await lookUp(ctx.services.db, kind, id);
  if (found !== null) return found;
  const head = await ctx.services.store.headPosition();
  if (head === null) return null;
  await ctx.services.waitForPosition(head);
  return lookUp(ctx.services.db, kind, id);
}
