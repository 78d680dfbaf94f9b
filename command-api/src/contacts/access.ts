import { DomainError, USER_MESSAGES } from '@pawroute/domain';
import { NOT_PERMITTED, isStaff, type Actor } from '@pawroute/platform';

export type ContactKind = 'address' | 'phoneNumber' | 'email' | 'card';

/** Whose contacts: a customer's, an employee's, or not known yet (the route's first check, before loading). */
export type ContactOwner = 'customer' | 'staff' | 'unknown';

/**
 * Who may change a user's contacts: the user themself; for a customer, staff with EditCustomers,
 * addresses also with EditAppointments (part 1 §6), cards also with CreateTransactions (stylists take
 * cards on site); for an employee, staff with EditEmployees (part 2 §6).
 */
export function mayEditContacts(actor: Actor, userId: number, kind: ContactKind, owner: ContactOwner = 'unknown'): boolean {
  if (actor.userId === userId) return true;
  if (!isStaff(actor)) return false;
  const p = actor.permissions;
  const forCustomer = p.EditCustomers || (kind === 'address' && p.EditAppointments) || (kind === 'card' && p.CreateTransactions);
  if (owner === 'customer') return forCustomer;
  if (owner === 'staff') return p.EditEmployees;
  return forCustomer || p.EditEmployees;
}

export function assertMayEditContacts(actor: Actor | null, userId: number, kind: ContactKind, owner: ContactOwner): void {
  if (!actor || !mayEditContacts(actor, userId, kind, owner)) throw new DomainError(403, NOT_PERMITTED);
}

/** Mapsco, Mapsco city and Generator Required are shown and set only with ViewUsers (part 1 §6). */
export const maySetRouting = (actor: Actor | null): boolean => actor?.permissions.ViewUsers === true;

export const userNotFound = () => new DomainError(404, USER_MESSAGES.userNotFound);
