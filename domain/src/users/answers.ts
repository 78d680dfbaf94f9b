/** POST /api/v4/user/create (the users writes' answers; the web app types its calls with these). */
export interface CreateUserResponse {
  userId: number;
  /** Null when the new user is staff. */
  customerId: number | null;
  /** Staff only: the new employee record's id (= userId); absent for customers. */
  employeeId?: number;
  position: string;
}

/** POST /api/v4/user/openCommentGroup: the profile's comment group, opened if it had none. */
export interface CommentGroupAnswer {
  commentGroupId: number;
}
