import { contactsStream } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { contactsDeciderFor, readContacts } from './load';

/**
 * For the profile merge: moves every address, phone number, email and credit card of `fromUserId`
 * to `toUserId`. First the kept user receives them (ContactsMovedIn, their own primaries win), then
 * exactly the delivered ids leave the duplicate (ContactsMovedOut). A record added to the duplicate
 * meanwhile is picked up by the next round; a retried merge delivers nothing twice.
 */
export async function moveContactsToUser(
  ctx: CommandHandlerContext,
  fromUserId: number,
  toUserId: number,
): Promise<{ moved: number }> {
  const fromStream = contactsStream(fromUserId);
  const toDecider = await contactsDeciderFor(ctx, toUserId);
  let moved = 0;
  for (let round = 0; round < 5; round += 1) {
    const from = await readContacts(ctx, fromUserId, fromStream);
    const count = from.addresses.length + from.phoneNumbers.length + from.emails.length + from.cards.length;
    if (count === 0) break;
    await ctx.execute(contactsStream(toUserId), toDecider, {
      type: 'ReceiveContacts',
      data: {
        userId: toUserId,
        fromUserId,
        addresses: from.addresses,
        phoneNumbers: from.phoneNumbers,
        emails: from.emails,
        cards: from.cards,
      },
    });
    await ctx.execute(fromStream, await contactsDeciderFor(ctx, fromUserId), {
      type: 'MoveContactsOut',
      data: {
        toUserId,
        addressIds: from.addresses.map((a) => a.addressId),
        phoneNumberIds: from.phoneNumbers.map((p) => p.phoneNumberId),
        emailIds: from.emails.map((e) => e.emailId),
        cardIds: from.cards.map((c) => c.cardId),
      },
    });
    moved += count;
  }
  return { moved };
}
