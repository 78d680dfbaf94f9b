import { permissionOr } from '@pawroute/platform';

/**
 * Who may read a profile: the person themselves, or staff with ViewCustomers (part 1 §6). A
 * customer asking for anyone else gets 403 whether or not that user exists.
 */
export const mayReadProfile = permissionOr<{ userId: number }>('ViewCustomers', 'the user themself', (actor, input) => actor.userId === input.userId);

export const mayReadCustomer = permissionOr<{ customerId: number }>(
  'ViewCustomers',
  'the customer themself',
  (actor, input) => actor.customerId !== null && actor.customerId === input.customerId,
);
