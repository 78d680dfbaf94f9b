import { commentGroupDecider, commentGroupStream, userDecider, userStream } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from './loadState';

/**
 * Part 1 §3: every user has a commentGroupId. New users get one when created; users made before
 * (the demo seed) get theirs on first use. The group is opened first, then assigned on the user's
 * stream; if two requests race, the user keeps the first group assigned and the other stays unused.
 */
export async function ensureUserCommentGroup(ctx: CommandHandlerContext, userId: number): Promise<number> {
  const user = await loadUser(ctx, userId);
  if (user.status === 'active' && user.commentGroupId !== null) return user.commentGroupId;
  const commentGroupId = await ctx.nextId('comment_group');
  await ctx.execute(commentGroupStream(commentGroupId), commentGroupDecider, {
    type: 'OpenCommentGroup',
    data: { commentGroupId, ownerType: 'user', ownerId: userId, ownerUserId: userId },
  });
  await ctx.execute(userStream(userId), userDecider, { type: 'AssignCommentGroup', data: { userId, commentGroupId } });
  const after = await loadUser(ctx, userId);
  return after.status === 'active' && after.commentGroupId !== null ? after.commentGroupId : commentGroupId;
}
