import type { SqlExecutor } from '../db/database';
import { comparableDigits } from './amiEvents';

export interface CallerCustomer {
  userId: number;
  customerId: number;
  name: string;
}

/**
 * The customer a caller's number belongs to: the last ten digits of the caller ID against the
 * customer's headline number and every number on their profile (as typed, compared by digits).
 * Deleted and merged-away profiles are left out; when two customers share the number, the one whose
 * headline number it is comes first, then the oldest profile.
 */
export async function customerByPhone(db: SqlExecutor, callerNumber: string): Promise<CallerCustomer | null> {
  const digits = comparableDigits(callerNumber);
  if (!digits) return null;
  const { rows } = await db.query<{ id: number; customer_id: number; first_name: string; last_name: string }>(
    `SELECT u.id, u.customer_id, u.first_name, u.last_name
       FROM users u
      WHERE u.customer_id IS NOT NULL AND NOT u.is_deleted AND u.merged_into_user_id IS NULL
        AND (right(u.phone_digits, 10) = $1
             OR EXISTS (SELECT 1 FROM contact_phone_numbers c WHERE c.user_id = u.id AND right(c.phone_digits, 10) = $1))
      ORDER BY (right(u.phone_digits, 10) = $1) DESC NULLS LAST, u.id
      LIMIT 1`,
    [digits],
  );
  const row = rows[0];
  if (!row) return null;
  return { userId: Number(row.id), customerId: Number(row.customer_id), name: `${row.first_name} ${row.last_name}`.trim() };
}
