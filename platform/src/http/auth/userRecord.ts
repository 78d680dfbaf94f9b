import type { PermissionFlags } from '@pawroute/domain';
import type { SqlExecutor } from '../../db/database';
import { permissionsFromJson } from './permissionsFromJson';

/**
 * A user as the server core needs it, read from the users/user_types read tables (owned by the
 * users and options projectors). The write side never trusts this for invariants; it is for
 * identity and permissions of the current request.
 */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  userTypeId: number;
  userTypeName: string | null;
  isAccount: boolean;
  isDeleted: boolean;
  customerId: number | null;
  hasProfilePicture: boolean;
  permissions: PermissionFlags;
}

export interface UserRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  user_type_id: number;
  user_type_name: string | null;
  is_account: boolean | null;
  is_deleted: boolean | null;
  customer_id: number | null;
  has_picture: boolean;
  permissions: unknown;
}

export const USER_COLUMNS = `
  u.id, u.first_name, u.last_name, u.email_address, u.user_type_id, ut.name AS user_type_name,
  u.is_account, u.is_deleted, u.customer_id, (u.profile_picture IS NOT NULL) AS has_picture, ut.permissions`;
const USER_FROM = 'FROM users u LEFT JOIN user_types ut ON ut.id = u.user_type_id';

export async function loadUserRecord(db: SqlExecutor, userId: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} ${USER_FROM} WHERE u.id = $1`, [userId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The row a login checks: an undeleted user with a password, by email (case-insensitive). */
export async function findLoginCandidate(
  db: SqlExecutor,
  emailAddress: string,
): Promise<{ record: UserRecord; passwordHash: string } | null> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, c.password_hash ${USER_FROM} JOIN credentials c ON c.user_id = u.id
      WHERE lower(u.email_address) = lower($1)
        AND NOT coalesce(u.is_deleted, false)
      ORDER BY u.is_account DESC, u.id
      LIMIT 1`,
    [emailAddress],
  );
  const row = rows[0];
  return row ? { record: toRecord(row), passwordHash: row.password_hash } : null;
}

export function toRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    emailAddress: row.email_address ?? '',
    userTypeId: Number(row.user_type_id),
    userTypeName: row.user_type_name,
    isAccount: Boolean(row.is_account),
    isDeleted: Boolean(row.is_deleted),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    hasProfilePicture: Boolean(row.has_picture),
    permissions: permissionsFromJson(row.permissions),
  };
}
