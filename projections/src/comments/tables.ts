import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/** Read tables of the 'comments' projector: comment groups, their comments, and customer ratings. */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface CommentGroupsTable {
  id: number;
  owner_type: string;
  owner_id: number;
  owner_user_id: number | null;
  merged_into: number | null;
  opened_at: Timestamp;
}

export interface CommentsTable {
  id: number;
  comment_group_id: number;
  comment: string;
  author_user_id: number | null;
  added_at: Timestamp;
}

export interface RatingsTable {
  id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  rater_user_id: number | null;
  given_at: Timestamp;
}

export interface CommentsTables {
  comment_groups: CommentGroupsTable;
  comments: CommentsTable;
  ratings: RatingsTable;
}

export const COMMENTS_TABLES = ['comment_groups', 'comments', 'ratings'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS comment_groups (
    id integer PRIMARY KEY,
    owner_type text NOT NULL,
    owner_id integer NOT NULL,
    owner_user_id integer NULL,
    merged_into integer NULL,
    opened_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS comments (
    id integer PRIMARY KEY,
    comment_group_id integer NOT NULL,
    comment text NOT NULL,
    author_user_id integer NULL,
    added_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS comments_group ON comments (comment_group_id, added_at)`,
  `CREATE TABLE IF NOT EXISTS ratings (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    rating integer NOT NULL,
    comment text NULL,
    rater_user_id integer NULL,
    given_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ratings_user ON ratings (user_id)`,
];

export async function createCommentsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
