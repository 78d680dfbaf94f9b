import type { SessionUser } from '../../../lib/session';

/** The name of the signed-in user's own user type (the session's UserType, domain SessionUser). */
export function userTypeName(user: SessionUser | null | undefined): string | null {
  return user?.UserType ?? null;
}

/**
 * Part 2 §2.4, §6: a user whose own user type is named 'Employee' sees the Update button on employee
 * details disabled (shown, not usable); the server still checks EditEmployees.
 */
export const updateDisabledForType = (user: SessionUser | null | undefined): boolean => userTypeName(user) === 'Employee';
