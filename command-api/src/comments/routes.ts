import {
  COMMENT_MESSAGES,
  DomainError,
  USER_MESSAGES,
  commentGroupDecider,
  commentGroupStream,
  createCommentSchema,
  createRatingSchema,
  fold,
  ratingDecider,
  ratingStream,
  userDecider,
  userStream,
  type CommentGroupState,
  addCommentAnswerSchema,
  giveRatingAnswerSchema,
} from '@pawroute/domain';
import { describedRule, commandRoute, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

async function loadGroup(ctx: CommandHandlerContext, commentGroupId: number): Promise<CommentGroupState> {
  const events = await ctx.services.store.readStream(commentGroupStream(commentGroupId));
  return fold(commentGroupDecider, events.map((e) => ({ type: e.type, data: e.data }) as never));
}

/** Staff who may comment at all; a customer's own group further needs EditCustomers (part 1 §6). */
const mayComment = describedRule(
  { anyOf: ['EditCustomers'], otherwise: "CreateComments, on a group that is not a customer's own (checked once the group is loaded)", inputChecks: ['CreateComments'] },
  (actor) => actor.permissions.EditCustomers || actor.permissions.CreateComments,
);

/** Comments and ratings (part 1 §7 "Todo, comments, ratings"). */
export async function commentsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/comments/create',
    name: 'AddComment',
    answer: addCommentAnswerSchema,
    schema: createCommentSchema,
    permission: mayComment,
    async handle({ commentGroupId, comment }, ctx) {
      const group = await loadGroup(ctx, commentGroupId);
      if (group.status === 'none') throw new DomainError(404, COMMENT_MESSAGES.groupNotFound);
      if (group.ownerType === 'user' && !ctx.actor.permissions.EditCustomers) {
        throw new DomainError(403, 'You do not have permission to do that.');
      }
      const commentId = await ctx.nextId('comment');
      const { events } = await ctx.execute(commentGroupStream(commentGroupId), commentGroupDecider, {
        type: 'AddComment',
        data: { commentGroupId, commentId, comment },
      });
      const added = events.find((e) => e.type === 'CommentAdded');
      const data = added?.type === 'CommentAdded' ? added.data : null;
      return {
        comment: {
          ID: data?.commentId ?? commentId,
          commentGroupId,
          comment: data?.comment ?? comment,
          authorUserId: ctx.actor.userId,
          DateAdded: data?.addedAt ?? ctx.now,
        },
      };
    },
  });

  // The spec shows no path for creating a rating; this one follows ratings/findByUser.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/ratings/create',
    name: 'GiveRating',
    answer: giveRatingAnswerSchema,
    schema: createRatingSchema,
    permission: 'EditCustomers',
    async handle({ userId, rating, comment }, ctx) {
      const user = fold(userDecider, (await ctx.services.store.readStream(userStream(userId))).map((e) => ({ type: e.type, data: e.data }) as never));
      if (user.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
      const ratingId = await ctx.nextId('rating');
      await ctx.execute(ratingStream(ratingId), ratingDecider, { type: 'GiveRating', data: { ratingId, userId, rating, comment } });
      return { rating: { ID: ratingId, userId, rating, comment, DateAdded: ctx.now } };
    },
  });
}
