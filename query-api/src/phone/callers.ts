import { comparableDigits, type SqlExecutor } from '@pawroute/platform';

// The caller's customer is shared with the inbound texts (command-api/src/messages): platform/src/phone.
export { customerByPhone, type CallerCustomer } from '@pawroute/platform';

/** Whether `phoneNumber` (compared by its last ten digits, or all of them when shorter) is one of the user's numbers. */
export async function userHasPhoneNumber(db: SqlExecutor, userId: number, phoneNumber: string): Promise<boolean | null> {
  const all = phoneNumber.replace(/\D/g, '');
  const digits = comparableDigits(phoneNumber) ?? all;
  const { rows } = await db.query<{ has: boolean }>(
    `SELECT (right(coalesce(u.phone_digits, ''), 10) = $2 AND $2 <> '')
            OR EXISTS (SELECT 1 FROM contact_phone_numbers c WHERE c.user_id = u.id AND right(c.phone_digits, 10) = $2) AS has
       FROM users u WHERE u.id = $1 AND NOT u.is_deleted`,
    [userId, digits],
  );
  return rows[0] ? rows[0].has === true : null;
}
