import { USER_TYPE_IDS, type Permission } from '@pawroute/domain';
import { can, type SessionUser } from '../../lib/session';

/** A route's requirement: every permission in allOf and, when given, at least one in anyOf. */
export interface Access {
  allOf?: Permission[];
  anyOf?: Permission[];
}

export function allows(user: SessionUser | null | undefined, access: Access): boolean {
  if (!user) return false;
  if (access.allOf && !access.allOf.every((p) => can(user, p))) return false;
  if (access.anyOf && !access.anyOf.some((p) => can(user, p))) return false;
  return true;
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
