import type { SqlExecutor } from '@pawroute/platform';

export interface EmployeeName {
  userId: number | null;
  firstName: string;
  lastName: string;
  isTerminated: boolean;
}


/**
 * Every employee's name (from the users table) and whether they are terminated (dateTerminated on or
 * before today in the business time zone), by employee id: the employees projector's table joined with users.
 */
export async function employeeNames(db: SqlExecutor, today: string): Promise<Map<number, EmployeeName>> {
  const { rows } = await db.query<{ id: number; user_id: number; first_name: string | null; last_name: string | null; date_terminated: string | null }>(
    `SELECT e.id, e.user_id, u.first_name, u.last_name, e.date_terminated
       FROM employees e LEFT JOIN users u ON u.id = e.user_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        userId: Number(r.user_id),
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        isTerminated: r.date_terminated !== null && r.date_terminated <= today,
      },
    ]),
  );
}
