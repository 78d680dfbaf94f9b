import {
  DomainError,
  MERGE_MESSAGES,
  commentGroupDecider,
  commentGroupStream,
  contactsStream,
  petDecider,
  petStream,
  fold,
  ratingDecider,
  ratingStream,
  userDecider,
  userStream,
  type MergeCustomerProfilesBody,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from '../customers';
import { contactsDeciderFor, readContacts } from '../contacts';

/**
 * POST /api/v4/users/mergeCustomerProfiles: the duplicate's pets, addresses, phones, emails, cards,
 * comments and ratings move to the primary, and the duplicate is marked merged (and deleted), all
 * decided first and appended in one write: a crash leaves the whole merge or none of it.
 * A stream that moved meanwhile (a contact added to the duplicate, a pet saved) decides it again.
 * Restoring the duplicate does not undo the moves.
 */
export async function mergeProfiles(body: MergeCustomerProfilesBody, ctx: CommandHandlerContext) {
  return ctx.retrying(() => mergeOnce(body, ctx));
}

async function mergeOnce(body: MergeCustomerProfilesBody, ctx: CommandHandlerContext) {
  const { primaryProfileId, duplicateProfileId } = body;
  const [primary, duplicate] = await Promise.all([loadUser(ctx, primaryProfileId), loadUser(ctx, duplicateProfileId)]);
  if (primary.status === 'none' || duplicate.status === 'none') throw new DomainError(404, MERGE_MESSAGES.notFound);
  if (primary.customerId === null || duplicate.customerId === null) throw new DomainError(400, MERGE_MESSAGES.notCustomer);
  if (primary.isDeleted || primary.mergedIntoUserId !== null) throw new DomainError(409, MERGE_MESSAGES.primaryDeleted);
  if (duplicate.mergedIntoUserId !== null && duplicate.mergedIntoUserId !== primaryProfileId) {
    throw new DomainError(409, MERGE_MESSAGES.alreadyMerged);
  }
  const appends: StreamAppend[] = [];
  const moves = (append: StreamAppend) => {
    appends.push(append);
    return append.events.length > 0;
  };

  // Pets: every (not deleted) pet of the duplicate's customer, listed from the read model.
  const { rows: petRows } = await ctx.services.db.query<{ id: number }>(
    `SELECT id FROM pets WHERE customer_id = $1 AND NOT is_deleted ORDER BY id`,
    [duplicate.customerId],
  );
  let pets = 0;
  for (const { id } of petRows) {
    const petId = Number(id);
    const moved = await ctx.decideOn(petStream(petId), petDecider, {
      type: 'ChangePetOwner',
      data: { petId, toCustomerId: primary.customerId, toUserId: primaryProfileId },
    });
    if (moves(moved.append)) pets += 1;
  }

  // Contacts: the kept user receives them (their own primaries win), exactly those leave the duplicate.
  const fromStream = contactsStream(duplicateProfileId);
  const from = await readContacts(ctx, duplicateProfileId, fromStream);
  const contacts = from.addresses.length + from.phoneNumbers.length + from.emails.length + from.cards.length;
  if (contacts > 0) {
    const received = await ctx.decideOn(contactsStream(primaryProfileId), await contactsDeciderFor(ctx, primaryProfileId), {
      type: 'ReceiveContacts',
      data: { userId: primaryProfileId, fromUserId: duplicateProfileId, addresses: from.addresses, phoneNumbers: from.phoneNumbers, emails: from.emails, cards: from.cards },
    });
    moves(received.append);
    const left = await ctx.decideOn(fromStream, await contactsDeciderFor(ctx, duplicateProfileId), {
      type: 'MoveContactsOut',
      data: {
        toUserId: primaryProfileId,
        addressIds: from.addresses.map((a) => a.addressId),
        phoneNumberIds: from.phoneNumbers.map((p) => p.phoneNumberId),
        emailIds: from.emails.map((e) => e.emailId),
        cardIds: from.cards.map((c) => c.cardId),
      },
    });
    moves(left.append);
  }

  // Comments: the duplicate's group merges into the primary's (opened and assigned here if it has none).
  let comments = 0;
  if (duplicate.commentGroupId !== null) {
    let into = primary.status === 'active' ? primary.commentGroupId : null;
    if (into === null) {
      into = await ctx.nextId('comment_group');
      const opened = await ctx.decideOn(commentGroupStream(into), commentGroupDecider, {
        type: 'OpenCommentGroup',
        data: { commentGroupId: into, ownerType: 'user', ownerId: primaryProfileId, ownerUserId: primaryProfileId },
      });
      moves(opened.append);
      const assigned = await ctx.decideOn(userStream(primaryProfileId), userDecider, { type: 'AssignCommentGroup', data: { userId: primaryProfileId, commentGroupId: into } });
      moves(assigned.append);
    }
    const groupEvents = await ctx.services.store.readStream(commentGroupStream(duplicate.commentGroupId));
    const group = fold(commentGroupDecider, groupEvents.map((e) => ({ type: e.type, data: e.data }) as never));
    comments = group.status === 'open' && group.mergedInto === null ? group.commentIds.length : 0;
    const merged = await ctx.decideOn(commentGroupStream(duplicate.commentGroupId), commentGroupDecider, {
      type: 'MergeCommentGroup',
      data: { commentGroupId: duplicate.commentGroupId, intoCommentGroupId: into },
    });
    moves(merged.append);
  }

  // Ratings are listed from the read model, once it holds everything written before this merge (a rating
  // given a moment ago is moved too); a rating given during the merge is moved by a re-run.
  const head = await ctx.services.store.headPosition();
  if (head !== null) await ctx.services.waitForPosition(head);
  const { rows } = await ctx.services.db.query<{ id: number }>(`SELECT id FROM ratings WHERE user_id = $1 ORDER BY id`, [duplicateProfileId]);
  for (const { id } of rows) {
    const moved = await ctx.decideOn(ratingStream(Number(id)), ratingDecider, { type: 'MoveRating', data: { ratingId: Number(id), toUserId: primaryProfileId } });
    moves(moved.append);
  }

  const marked = await ctx.decideOn(userStream(duplicateProfileId), userDecider, {
    type: 'MarkUserMerged',
    data: { userId: duplicateProfileId, intoUserId: primaryProfileId },
  });
  moves(marked.append);
  await ctx.appendAll(appends);
  return {
    primaryProfileId,
    duplicateProfileId,
    moved: { pets, contacts, comments, ratings: rows.length },
  };
}
