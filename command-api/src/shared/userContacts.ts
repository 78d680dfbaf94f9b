import {
  DomainError,
  USER_MESSAGES,
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
import type { CommandHandlerContext } from '@pawroute/platform';

// A user's contacts stream, read on the write side: shared because the ledger (stored cards, receipts'
// addresses) and the contacts feature both need it, and shared code may not import a feature.

/** Whose contacts: a customer's, an employee's, or not known yet (the route's first check, before loading). */
export type ContactOwner = 'customer' | 'staff' | 'unknown';

export const userNotFound = () => new DomainError(404, USER_MESSAGES.userNotFound);

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
