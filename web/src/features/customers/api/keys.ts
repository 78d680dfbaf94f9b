/**
 * Query keys of the customers feature, following lib/liveInvalidation's convention:
 * ['customers', 'list', query] for list pages, ['user', userId] for one user (user/find); the
 * customers projector pushes { scope: 'customers' } and { scope: 'user', id }.
 */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: object) => ['customers', 'list', query] as const,
  user: (userId: number) => ['user', userId] as const,
};
