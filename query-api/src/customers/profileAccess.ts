import { permissionOrOwn } from '@pawroute/platform';

/**
 * Who may read a profile: staff with ViewCustomers, or the person themselves with ViewProfile (part 1
 * §6, own-profile access). A customer asking for anyone else gets 403 whether or not that user exists.
 */
export const mayReadProfile = permissionOrOwn<{ userId: number }>('ViewCustomers', 'ViewProfile', 'the user themself', (actor, input) => actor.userId === input.userId);

export const mayReadCustomer = permissionOrOwn<{ customerId: number }>(
  'ViewCustomers',
  'ViewProfile',
  'the customer themself',
  (actor, input) => actor.customerId !== null && actor.customerId === input.customerId,
);
