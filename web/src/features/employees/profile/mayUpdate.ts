import type { SessionUser } from '../../../lib/session';

/** The name of the signed-in user's own user type (the session may carry it as a string or an object). */
export function userTypeName(user: SessionUser | null | undefined): string | null {
  const type = user?.UserType;
  if (!type) return null;
  return typeof type === 'string' ? type : (type.name ?? null);
}

/**
 * Part 2 §2.4, §6: a user whose own user type is named 'Employee' sees the Update button on employee
 * details disabled (shown, not usable); the server still checks EditEmployees.
 */
export const updateDisabledForType = (user: SessionUser | null | undefined): boolean => userTypeName(user) === 'Employee';
