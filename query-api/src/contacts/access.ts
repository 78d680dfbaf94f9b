import type { Actor } from '@pawroute/platform';

/** A user's own contacts, or staff who may see customers (or employees). A customer sees only their own. */
export const mayViewContacts = (actor: Actor, input: { userId: number }): boolean =>
  actor.userId === input.userId || actor.permissions.ViewCustomers || actor.permissions.ViewEmployees;
