/**
 * Query keys of the customers feature, following lib/liveInvalidation's convention:
 * ['customers', 'list', query] for list pages, ['user', userId, ...] for one user; the customers
 * projector pushes { scope: 'customers' } and { scope: 'user', id }, which refreshes every key below.
 */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: object) => ['customers', 'list', query] as const,
  user: (userId: number) => ['user', userId] as const,
  details: (userId: number) => ['user', userId, 'details'] as const,
  customer: (userId: number, customerId: number) => ['user', userId, 'customer', customerId] as const,
  balance: (userId: number) => ['user', userId, 'balance'] as const,
  options: ['options'] as const,
};
