import {
  contactsDecider,
  contactsFromUserCreated,
  emptyContactsState,
  fold,
  userCreatedSchema,
  userStream,
  type ContactsCommand,
  type ContactsEvent,
  type ContactsState,
  type Decider,
} from '@pawroute/domain';
import type { CommandHandlerContext, SqlExecutor } from '@pawroute/platform';
import { userNotFound, type ContactKind, type ContactOwner } from './access';

/**
 * The decider of a user's contacts stream, seeded with the records of their `UserCreated` (which
 * never changes once written, so reading it outside the retry loop is safe), and whether the user is
 * a customer or staff (who may edit differs). 404 for no such user.
 */
export async function contactsOwnerOf(
  ctx: Pick<CommandHandlerContext, 'services'>,
  userId: number,
): Promise<{ decider: Decider<ContactsCommand, ContactsEvent, ContactsState>; owner: ContactOwner }> {
  const events = await ctx.services.store.readStream(userStream(userId), { maxCount: 1 });
  const created = events.find((event) => event.type === 'UserCreated');
  if (!created) throw userNotFound();
  const data = userCreatedSchema.parse(created.data);
  return { decider: contactsDecider(contactsFromUserCreated(data)), owner: data.customerId === null ? 'staff' : 'customer' };
}

export async function contactsDeciderFor(
  ctx: Pick<CommandHandlerContext, 'services'>,
  userId: number,
): Promise<Decider<ContactsCommand, ContactsEvent, ContactsState>> {
  return (await contactsOwnerOf(ctx, userId)).decider;
}

/** The current contacts of a user (for the merge). */
export async function readContacts(ctx: Pick<CommandHandlerContext, 'services'>, userId: number, stream: string): Promise<ContactsState> {
  const decider = await contactsDeciderFor(ctx, userId);
  const events = await ctx.services.store.readStream(stream);
  const state = fold(decider, events.map((e) => ({ type: e.type, data: e.data }) as ContactsEvent));
  return state.userId === null ? { ...emptyContactsState(), userId } : state;
}

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
