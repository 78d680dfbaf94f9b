import { DomainError, USER_MESSAGES } from '@pawroute/domain';
import { NOT_PERMITTED, isStaff, type Actor } from '@pawroute/platform';

export type ContactKind = 'address' | 'phoneNumber' | 'email' | 'card';

/**
 * Who may change a user's contacts: the user themself, or staff with EditCustomers; addresses also
 * with EditAppointments (part 1 §6), cards also with CreateTransactions (stylists take cards on site).
 */
export function mayEditContacts(actor: Actor, userId: number, kind: ContactKind): boolean {
  if (actor.userId === userId) return true;
  if (!isStaff(actor)) return false;
  const p = actor.permissions;
  if (p.EditCustomers) return true;
  if (kind === 'address') return p.EditAppointments;
  if (kind === 'card') return p.CreateTransactions;
  return false;
}

export function assertMayEditContacts(actor: Actor | null, userId: number, kind: ContactKind): void {
  if (!actor || !mayEditContacts(actor, userId, kind)) throw new DomainError(403, NOT_PERMITTED);
}

/** Mapsco, Mapsco city and Generator Required are shown and set only with ViewUsers (part 1 §6). */
export const maySetRouting = (actor: Actor | null): boolean => actor?.permissions.ViewUsers === true;

export const userNotFound = () => new DomainError(404, USER_MESSAGES.userNotFound);
