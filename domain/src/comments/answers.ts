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
