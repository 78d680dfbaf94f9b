import { z } from 'zod';
import { idParam, storableText } from '../shared/storable';
import { COMMENT_MAX, COMMENT_MESSAGES } from './messages';

const id = (message: string) => idParam(message);

/** GET /api/v4/comments/findByGroup?commentGroupId= */
export const findCommentsQuerySchema = z.object({ commentGroupId: id(COMMENT_MESSAGES.groupRequired) });

/** POST /api/v4/comments/create { comment, commentGroupId } */
export const createCommentSchema = z.object({
  commentGroupId: id(COMMENT_MESSAGES.groupRequired),
  comment: storableText({ error: COMMENT_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: COMMENT_MESSAGES.commentRequired })
    .max(COMMENT_MAX, { error: COMMENT_MESSAGES.commentTooLong }),
});

/** GET /api/v4/ratings/findByUser?userId= */
export const findRatingsQuerySchema = z.object({ userId: id('A numeric user ID is required.') });

/** POST /api/v4/ratings/create { userId, rating, comment } (path not shown in the spec: ours). */
export const createRatingSchema = z.object({
  userId: id('A numeric user ID is required.'),
  rating: z.coerce.number({ error: COMMENT_MESSAGES.ratingRange }).int({ error: COMMENT_MESSAGES.ratingRange }).min(1, { error: COMMENT_MESSAGES.ratingRange }).max(5, { error: COMMENT_MESSAGES.ratingRange }),
  comment: storableText().trim().max(250, { error: COMMENT_MESSAGES.ratingCommentTooLong }).nullish().transform((v) => v || null),
});

/** POST /api/v4/comments/create */
export type CreateCommentBody = z.output<typeof createCommentSchema>;
/** POST /api/v4/ratings/create */
export type CreateRatingBody = z.output<typeof createRatingSchema>;
