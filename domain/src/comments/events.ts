import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';

/** What a comment group belongs to (part 1 §3: users, pets and appointments each have one). */
export const COMMENT_OWNER_TYPES = ['user', 'pet', 'appointment'] as const;
export type CommentOwnerType = (typeof COMMENT_OWNER_TYPES)[number];

export const commentGroupOpenedSchema = z.object({
  commentGroupId: z.number().int().positive(),
  ownerType: z.enum(COMMENT_OWNER_TYPES),
  ownerId: z.number().int().positive(),
  /** The customer user the comments are about (pushes and the customer boundary use it), if any. */
  ownerUserId: z.number().int().positive().nullable(),
  openedAt: z.string(),
});

export const commentAddedSchema = z.object({
  commentGroupId: z.number().int().positive(),
  commentId: z.number().int().positive(),
  comment: z.string(),
  authorUserId: z.number().int().positive().nullable(),
  addedAt: z.string(),
});

/** A merge: the group's comments now belong to `intoCommentGroupId`. */
export const commentGroupMergedSchema = z.object({
  commentGroupId: z.number().int().positive(),
  intoCommentGroupId: z.number().int().positive(),
  mergedAt: z.string(),
});

export type CommentGroupOpened = DomainEvent<'CommentGroupOpened', z.infer<typeof commentGroupOpenedSchema>>;
export type CommentAdded = DomainEvent<'CommentAdded', z.infer<typeof commentAddedSchema>>;
export type CommentGroupMerged = DomainEvent<'CommentGroupMerged', z.infer<typeof commentGroupMergedSchema>>;
export type CommentGroupEvent = CommentGroupOpened | CommentAdded | CommentGroupMerged;

/** Ratings of a customer (part 1 §3 Rating): 1-5 stars by a staff member, with a comment. */
export const ratingGivenSchema = z.object({
  ratingId: z.number().int().positive(),
  userId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  raterUserId: z.number().int().positive().nullable(),
  givenAt: z.string(),
});
/** A merge moved the rating to the primary profile. */
export const ratingMovedSchema = z.object({
  ratingId: z.number().int().positive(),
  fromUserId: z.number().int().positive(),
  toUserId: z.number().int().positive(),
  movedAt: z.string(),
});
export type RatingGiven = DomainEvent<'RatingGiven', z.infer<typeof ratingGivenSchema>>;
export type RatingMoved = DomainEvent<'RatingMoved', z.infer<typeof ratingMovedSchema>>;
export type RatingEvent = RatingGiven | RatingMoved;

export const commentGroupStream = (commentGroupId: number): string => `CommentGroup-${commentGroupId}`;
export const ratingStream = (ratingId: number): string => `Rating-${ratingId}`;
