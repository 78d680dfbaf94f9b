import { z } from 'zod';
export interface CommentView {
  ID: number;
  commentGroupId: number;
  comment: string;
  author: { ID: number; firstName: string; lastName: string } | null;
  DateAdded: string;
}

export interface FindCommentsResponse {
  comments: CommentView[];
}

export interface CreateCommentResponse {
  comment: CommentView;
  position: string | null;
}

export interface RatingView {
  ID: number;
  userId: number;
  rating: number;
  comment: string | null;
  rater: { ID: number; firstName: string; lastName: string } | null;
  DateAdded: string;
  /** An appointment's rating (the portal's Rate, the mailed feedback link): its appointment; else null or absent. */
  appointmentId?: number | null;
}

export interface FindRatingsResponse {
  ratings: RatingView[];
  /** 1 decimal, null without ratings. */
  average: number | null;
}

/** POST comments/add and ratings/give: the row written. */
export const addCommentAnswerSchema = z.object({
  comment: z.object({ ID: z.number(), commentGroupId: z.number(), comment: z.string(), authorUserId: z.number(), DateAdded: z.string() }),
});
export type AddCommentAnswer = z.infer<typeof addCommentAnswerSchema>;
export const giveRatingAnswerSchema = z.object({
  rating: z.object({ ID: z.number(), userId: z.number(), rating: z.number(), comment: z.string().nullable(), DateAdded: z.string() }),
});
export type GiveRatingAnswer = z.infer<typeof giveRatingAnswerSchema>;
