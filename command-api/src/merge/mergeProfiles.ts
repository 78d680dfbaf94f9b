import {
  DomainError,
  MERGE_MESSAGES,
  commentGroupDecider,
  commentGroupStream,
  fold,
  ratingDecider,
  ratingStream,
  userDecider,
  userStream,
  type MergeCustomerProfilesBody,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { ensureUserCommentGroup } from '../customers';
import { loadUser } from '../customers';
import { moveContactsToUser } from '../contacts';
import { movePetsToCustomer } from '../pets';

/**
 * POST /api/v4/users/mergeCustomerProfiles: the duplicate's pets, addresses, phones, emails, cards,
 * comments and ratings move to the primary, each as events on its own stream; then the duplicate is
 * marked merged (and deleted). Every step is idempotent and the mark comes last, so a merge that
 * failed half way is finished by sending it again. Restoring the duplicate does not undo the moves.
 */
export async function mergeProfiles(body: MergeCustomerProfilesBody, ctx: CommandHandlerContext) {
  const { primaryProfileId, duplicateProfileId } = body;
  const [primary, duplicate] = await Promise.all([loadUser(ctx, primaryProfileId), loadUser(ctx, duplicateProfileId)]);
  if (primary.status === 'none' || duplicate.status === 'none') throw new DomainError(404, MERGE_MESSAGES.notFound);
  if (primary.customerId === null || duplicate.customerId === null) throw new DomainError(400, MERGE_MESSAGES.notCustomer);
  if (primary.isDeleted || primary.mergedIntoUserId !== null) throw new DomainError(409, MERGE_MESSAGES.primaryDeleted);
  if (duplicate.mergedIntoUserId !== null && duplicate.mergedIntoUserId !== primaryProfileId) {
    throw new DomainError(409, MERGE_MESSAGES.alreadyMerged);
  }

  const pets = await movePetsToCustomer(ctx, duplicate.customerId, primary.customerId);
  const contacts = await moveContactsToUser(ctx, duplicateProfileId, primaryProfileId);

  let comments = 0;
  if (duplicate.commentGroupId !== null) {
    const into = await ensureUserCommentGroup(ctx, primaryProfileId);
    const groupEvents = await ctx.services.store.readStream(commentGroupStream(duplicate.commentGroupId));
    const group = fold(commentGroupDecider, groupEvents.map((e) => ({ type: e.type, data: e.data }) as never));
    comments = group.status === 'open' && group.mergedInto === null ? group.commentIds.length : 0;
    await ctx.execute(commentGroupStream(duplicate.commentGroupId), commentGroupDecider, {
      type: 'MergeCommentGroup',
      data: { commentGroupId: duplicate.commentGroupId, intoCommentGroupId: into },
    });
  }

  // Ratings are listed from the read model; a rating given during the merge is moved by a re-run.
  const { rows } = await ctx.services.db.query<{ id: number }>(`SELECT id FROM ratings WHERE user_id = $1 ORDER BY id`, [duplicateProfileId]);
  for (const { id } of rows) {
    await ctx.execute(ratingStream(Number(id)), ratingDecider, { type: 'MoveRating', data: { ratingId: Number(id), toUserId: primaryProfileId } });
  }

  await ctx.execute(userStream(duplicateProfileId), userDecider, {
    type: 'MarkUserMerged',
    data: { userId: duplicateProfileId, intoUserId: primaryProfileId },
  });
  return {
    primaryProfileId,
    duplicateProfileId,
    moved: { pets: pets.movedPetIds.length, contacts: contacts.moved, comments, ratings: rows.length },
  };
}
