/** Comments and ratings messages: part 1 §8 word for word, ours where the spec is silent. */
export const COMMENT_MESSAGES = {
  failedToGetComments: 'Failed to get group of comments.',
  failedToAddComment: 'Failed to add comment.',
  addedComment: 'Successfully added comment',
  failedToRetrieveRatings: 'Failed to retrieve ratings',
  // ours
  commentRequired: 'A comment is required.',
  commentTooLong: 'A comment can be at most 1000 characters.',
  groupRequired: 'A numeric comment group ID is required.',
  groupNotFound: 'Comment group not found.',
  groupMerged: 'This profile was merged into another profile; add comments there.',
  groupExists: 'This comment group already exists.',
  ratingRange: 'A rating is a whole number of stars from 1 to 5.',
  ratingCommentTooLong: 'A rating comment can be at most 250 characters.',
  addedRating: 'Successfully added rating',
  failedToAddRating: 'Failed to add rating',
  ratingExists: 'This rating already exists.',
  ratingNotFound: 'Rating not found.',
} as const;

export const COMMENT_MAX = 1000;
