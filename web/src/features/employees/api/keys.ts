/**
 * Query keys of the employees feature, following lib/liveInvalidation's convention: ['employees'] for
 * the list, ['employee', employeeId, ...] for one employee (employeeId = the staff user's userId), and
 * ['user', userId] for the user record a profile header shows. A push { scope: 'employees' } or
 * { scope: 'employee', id } refreshes the matching keys.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: ['employees', 'list'] as const,
  employee: (employeeId: number) => ['employee', employeeId] as const,
  details: (employeeId: number) => ['employee', employeeId, 'details'] as const,
  stylist: (employeeId: number) => ['employee', employeeId, 'stylist'] as const,
  user: (userId: number) => ['user', userId] as const,
  options: ['options'] as const,
};
