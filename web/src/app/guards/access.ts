import { USER_TYPE_IDS } from '@pawroute/domain';
import { can, type SessionUser } from '../../lib/session';
import { accessHeld, type Access } from '../screens';

export type { Access };

export function allows(user: SessionUser | null | undefined, access: Access): boolean {
  if (!user) return false;
  return accessHeld((p) => can(user, p), access);
}

/** Customers use the portal links (profile, information, estimates, appointments, transactions). */
export function isCustomerRole(user: SessionUser): boolean {
  if (user.userTypeId === USER_TYPE_IDS.Customer) return true;
  return can(user, 'ViewCustomerDashboard') && !can(user, 'ViewAllAppointments') && !can(user, 'ViewDailyRoute');
}

/**
 * Part 2 §2.2: appointments with ViewAllAppointments, else the schedule with ViewDailyRoute, else the
 * user's own profile. Null when the user may see none of them (the dashboard then says so).
 */
export function defaultDashboardPath(user: SessionUser): string | null {
  if (can(user, 'ViewAllAppointments')) return '/dashboard/appointments';
  if (can(user, 'ViewDailyRoute')) return '/dashboard/schedule';
  if (can(user, 'ViewCustomerDashboard')) return `/dashboard/profile/${user.ID}`;
  return null;
}
