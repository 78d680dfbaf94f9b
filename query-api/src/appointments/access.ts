import { APPOINTMENT_MESSAGES, DomainError } from '@pawroute/domain';
import { isStaff, NOT_PERMITTED, type Actor, type SqlExecutor } from '@pawroute/platform';

/**
 * Who may read one appointment (docs/APPOINTMENTS.md "Reads", findById): staff with
 * ViewAllAppointments, the assigned stylist, and the appointment's customer. A customer asking about
 * another's appointment learns nothing (404, as for a missing one); staff without the permission get 403.
 */
export interface AppointmentParties {
  appointmentId: number;
  employeeId: number | null;
  customerUserId: number | null;
}

export async function readParties(db: SqlExecutor, appointmentId: number): Promise<AppointmentParties | null> {
  const { rows } = await db.query<{ employee_id: number | null; customer_user_id: number | null }>(
    `SELECT a.employee_id, coalesce(a.customer_user_id, c.user_id) AS customer_user_id
       FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
      WHERE a.id = $1 AND NOT a.is_deleted`,
    [appointmentId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    appointmentId,
    employeeId: row.employee_id === null ? null : Number(row.employee_id),
    customerUserId: row.customer_user_id === null ? null : Number(row.customer_user_id),
  };
}

export const mayReadAppointment = (actor: Actor, parties: AppointmentParties): boolean =>
  actor.permissions.ViewAllAppointments === true || parties.employeeId === actor.userId || parties.customerUserId === actor.userId;

/** The appointment's parties if `actor` may read it; otherwise a 404 (customers) or 403 (staff). */
export async function assertMayReadAppointment(db: SqlExecutor, actor: Actor, appointmentId: number): Promise<AppointmentParties> {
  const parties = await readParties(db, appointmentId);
  if (!parties) throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
  if (mayReadAppointment(actor, parties)) return parties;
  if (isStaff(actor)) throw new DomainError(403, NOT_PERMITTED);
  throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
}

/**
 * A customer's lists: the customer themself with ViewCustomerDashboard (part 2 §6, the customer pages),
 * or staff with ViewCustomers (403 otherwise).
 */
export const mayReadCustomerAppointments = (actor: Actor, userId: number): boolean =>
  (actor.userId === userId && actor.permissions.ViewCustomerDashboard === true) || (isStaff(actor) && actor.permissions.ViewCustomers === true);
