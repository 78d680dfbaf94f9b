import { commentGroupDecider, commentGroupStream, userDecider, userStream } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadUser } from './loadState';

/**
 * Part 1 §3: every user has a commentGroupId. New users get one with UserCreated (user/create);
 * users made before (the demo seed) get theirs here on first use: the group is opened, then assigned
 * on the user's stream; if two requests race, the user keeps the first group and the other stays
 * unused. (One execute per stream per request: with an Idempotency-Key a second execute on the same
 * stream would be taken for a replay.)
 */
export async function ensureUserCommentGroup(ctx: CommandHandlerContext, userId: number): Promise<number> {
  const user = await loadUser(ctx, userId);
  if (user.status === 'active' && user.commentGroupId !== null) {
    // Writes nothing; it keeps the reply's position that of the user's stream (a repeated request
    // with the same Idempotency-Key answers exactly what the first one did).
    await ctx.execute(userStream(userId), userDecider, { type: 'AssignCommentGroup', data: { userId, commentGroupId: user.commentGroupId } });
    return user.commentGroupId;
  }
  const commentGroupId = await ctx.nextId('comment_group');
  await openUserCommentGroup(ctx, commentGroupId, userId);
  await ctx.execute(userStream(userId), userDecider, { type: 'AssignCommentGroup', data: { userId, commentGroupId } });
  const after = await loadUser(ctx, userId);
  return after.status === 'active' && after.commentGroupId !== null ? after.commentGroupId : commentGroupId;
}

/** Opens a user's comment group on its own stream. */
export async function openUserCommentGroup(ctx: CommandHandlerContext, commentGroupId: number, userId: number): Promise<void> {
  await ctx.execute(commentGroupStream(commentGroupId), commentGroupDecider, {
    type: 'OpenCommentGroup',
    data: { commentGroupId, ownerType: 'user', ownerId: userId, ownerUserId: userId },
  });
}
