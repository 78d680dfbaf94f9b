import { DomainError, USER_MESSAGES, type Permission } from '@pawroute/domain';
import { NOT_PERMITTED, describedRule, isStaff, permissionOr, type Actor, type DescribedRule } from '@pawroute/platform';

export type ContactKind = 'address' | 'phoneNumber' | 'email' | 'card';

import type { ContactOwner } from '../shared/userContacts';
export type { ContactOwner } from '../shared/userContacts';

/**
 * Who may change a user's contacts: the user themself with EditProfile (part 1 §6, own-profile access); for a customer, staff with EditCustomers,
 * addresses also with EditAppointments (part 1 §6), cards also with CreateTransactions (stylists take
 * cards on site); for an employee, staff with EditEmployees (part 2 §6).
 */
export function mayEditContacts(actor: Actor, userId: number, kind: ContactKind, owner: ContactOwner = 'unknown'): boolean {
  if (actor.userId === userId && actor.permissions.EditProfile) return true;
  if (!isStaff(actor)) return false;
  const p = actor.permissions;
  const forCustomer = p.EditCustomers || (kind === 'address' && p.EditAppointments) || (kind === 'card' && p.CreateTransactions);
  if (owner === 'customer') return forCustomer;
  if (owner === 'staff') return p.EditEmployees;
  return forCustomer || p.EditEmployees;
}

/** The permissions that let staff change a customer's contacts of this kind (mayEditContacts). */
const CUSTOMER_CONTACT_PERMISSIONS: Record<ContactKind, Permission[]> = {
  address: ['EditCustomers', 'EditAppointments'],
  phoneNumber: ['EditCustomers'],
  email: ['EditCustomers'],
  card: ['EditCustomers', 'CreateTransactions'],
};
const CONTACT_OTHERWISE = "the user themself with EditProfile, or EditEmployees for an employee's contacts";

/** The rule of a create route, whose input names the user: mayEditContacts, described. */
export function contactCreateRule<Input extends { userId: number }>(kind: ContactKind): DescribedRule<Input> {
  const routing = routingNote(kind);
  const inputChecks = ['EditProfile' as const, ...(routing.inputChecks ?? [])];
  return describedRule<Input>({ anyOf: CUSTOMER_CONTACT_PERMISSIONS[kind], otherwise: CONTACT_OTHERWISE, ...routing, inputChecks }, (actor, input) =>
    mayEditContacts(actor, input.userId, kind),
  );
}

/**
 * The rule of an update or delete, whose input names only the record: the handler loads it and checks
 * mayEditContacts with its owner (assertMayEditContacts), so the rule lets the call through to it.
 */
export function contactRecordRule<Input>(kind: ContactKind): DescribedRule<Input> {
  const rule = permissionOr<Input>(CUSTOMER_CONTACT_PERMISSIONS[kind], `${CONTACT_OTHERWISE} (checked once the record is loaded)`);
  const routing = routingNote(kind);
  return Object.assign(rule, { access: { ...rule.access, ...routing, inputChecks: ['EditProfile' as const, ...(routing.inputChecks ?? [])] } });
}

/** An address's Mapsco, Mapsco city and Generator Required are set only with ViewUsers (maySetRouting). */
const routingNote = (kind: ContactKind) =>
  kind === 'address' ? { note: 'Mapsco and Generator Required only with ViewUsers', inputChecks: ['ViewUsers' as const] } : {};

export function assertMayEditContacts(actor: Actor | null, userId: number, kind: ContactKind, owner: ContactOwner): void {
  if (!actor || !mayEditContacts(actor, userId, kind, owner)) throw new DomainError(403, NOT_PERMITTED);
}

/** Mapsco, Mapsco city and Generator Required are shown and set only with ViewUsers (part 1 §6). */
export const maySetRouting = (actor: Actor | null): boolean => actor?.permissions.ViewUsers === true;

export { userNotFound } from '../shared/userContacts';
