import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

type Timestamp = ColumnType<Date, string | Date, string | Date>;

/** The current profile picture of each user (the 'pictures' projector). */
export interface ProfilePicturesTable {
  user_id: number;
  file_name: string;
  hash: string;
  content_type: string;
  uploaded_at: Timestamp;
}

export interface PicturesTables {
  profile_pictures: ProfilePicturesTable;
}

export const PICTURES_TABLES = ['profile_pictures'] as const;

export async function createPicturesTables(tx: SqlExecutor): Promise<void> {
  await tx.query(`CREATE TABLE IF NOT EXISTS profile_pictures (
    user_id integer PRIMARY KEY,
    file_name text NOT NULL,
    hash text NOT NULL,
    content_type text NOT NULL,
    uploaded_at timestamptz NOT NULL
  )`);
}
