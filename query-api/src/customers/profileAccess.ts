import type { Actor } from '@pawroute/platform';

/**
 * Who may read a profile: the person themselves, or staff with ViewCustomers (part 1 §6). A
 * customer asking for anyone else gets 403 whether or not that user exists.
 */
export const mayReadProfile = (actor: Actor, input: { userId: number }): boolean =>
  actor.userId === input.userId || actor.permissions.ViewCustomers;

export const mayReadCustomer = (actor: Actor, input: { customerId: number }): boolean =>
  (actor.customerId !== null && actor.customerId === input.customerId) || actor.permissions.ViewCustomers;
