import { z } from 'zod';
import { int4, storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/** What a comment group belongs to (part 1 §3: users, pets and appointments each have one). */
export const COMMENT_OWNER_TYPES = ['user', 'pet', 'appointment'] as const;
export type CommentOwnerType = (typeof COMMENT_OWNER_TYPES)[number];

export const commentGroupOpenedSchema = z.object({
  commentGroupId: storableId(),
  ownerType: z.enum(COMMENT_OWNER_TYPES),
  ownerId: storableId(),
  /** The customer user the comments are about (pushes and the customer boundary use it), if any. */
  ownerUserId: storableId().nullable(),
  openedAt: storableText(),
});

export const commentAddedSchema = z.object({
  commentGroupId: storableId(),
  commentId: storableId(),
  comment: storableText(),
  authorUserId: storableId().nullable(),
  addedAt: storableText(),
});

/** A merge: the group's comments now belong to `intoCommentGroupId`. */
export const commentGroupMergedSchema = z.object({
  commentGroupId: storableId(),
  intoCommentGroupId: storableId(),
  mergedAt: storableText(),
});

export type CommentGroupOpened = DomainEvent<'CommentGroupOpened', z.infer<typeof commentGroupOpenedSchema>>;
export type CommentAdded = DomainEvent<'CommentAdded', z.infer<typeof commentAddedSchema>>;
export type CommentGroupMerged = DomainEvent<'CommentGroupMerged', z.infer<typeof commentGroupMergedSchema>>;
export type CommentGroupEvent = CommentGroupOpened | CommentAdded | CommentGroupMerged;

/** Ratings of a customer (part 1 §3 Rating): 1-5 stars by a staff member, with a comment. */
export const ratingGivenSchema = z.object({
  ratingId: storableId(),
  userId: storableId(),
  rating: int4().min(1).max(5),
  comment: storableText().nullable(),
  raterUserId: storableId().nullable(),
  givenAt: storableText(),
});
/** A merge moved the rating to the primary profile. */
export const ratingMovedSchema = z.object({
  ratingId: storableId(),
  fromUserId: storableId(),
  toUserId: storableId(),
  movedAt: storableText(),
});
export type RatingGiven = DomainEvent<'RatingGiven', z.infer<typeof ratingGivenSchema>>;
export type RatingMoved = DomainEvent<'RatingMoved', z.infer<typeof ratingMovedSchema>>;
export type RatingEvent = RatingGiven | RatingMoved;

export const commentGroupStream = (commentGroupId: number): string => `CommentGroup-${commentGroupId}`;
export const ratingStream = (ratingId: number): string => `Rating-${ratingId}`;
