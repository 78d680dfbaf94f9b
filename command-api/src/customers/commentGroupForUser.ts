import { commentGroupDecider, commentGroupStream, userDecider, userStream } from '@pawroute/domain';
import type { CommandHandlerContext, Position } from '@pawroute/platform';
import { loadUser } from './loadState';

/**
 * Part 1 §3: every user has a commentGroupId. New users get one with UserCreated (user/create);
 * users made before (the demo seed) get theirs here on first use: the group is opened on its own
 * stream and assigned on the user's, in one write (never a group without its owner's
 * assignment). Two requests racing: the second's append finds the user's stream moved, loads again
 * and answers the first one's group (no unused group is left).
 */
export async function ensureUserCommentGroup(ctx: CommandHandlerContext, userId: number): Promise<{ commentGroupId: number; position: Position | null }> {
  const newId = await ctx.nextId('comment_group');
  return ctx.retrying(async () => {
    const user = await loadUser(ctx, userId);
    if (user.status === 'active' && user.commentGroupId !== null) {
      // Assigned already (by this key before a crash, or by anyone before): answered as it stands,
      // with the user stream's position (the group is on the read side once that is).
      const last = (await ctx.services.store.readStream(userStream(userId))).at(-1);
      return { commentGroupId: user.commentGroupId, position: last?.position ?? null };
    }
    const opened = await ctx.decideOn(commentGroupStream(newId), commentGroupDecider, {
      type: 'OpenCommentGroup',
      data: { commentGroupId: newId, ownerType: 'user', ownerId: userId, ownerUserId: userId },
    });
    const assigned = await ctx.decideOn(userStream(userId), userDecider, { type: 'AssignCommentGroup', data: { userId, commentGroupId: newId } });
    const written = await ctx.appendAll([opened.append, assigned.append]);
    return { commentGroupId: newId, position: written.position };
  });
}
