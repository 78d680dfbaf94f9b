import { permissionFlags, USER_TYPE_IDS, type Permission } from '@pawroute/domain';
import type { Actor } from '@pawroute/platform';
import { describe, expect, it } from 'vitest';
import { mayEditContacts, type ContactKind, type ContactOwner } from './access';

const staff = (...granted: Permission[]): Actor => ({ userId: 1, userTypeId: USER_TYPE_IDS.Office, customerId: null, permissions: permissionFlags(granted) });
const customer: Actor = { userId: 7, userTypeId: USER_TYPE_IDS.Customer, customerId: 3, permissions: permissionFlags(['ViewCustomerDashboard', 'EditProfile']) };

/** Who may change whose contacts: customers' need EditCustomers (part 1 §6), employees' EditEmployees (part 2 §6). */
const cases: [string, Actor, number, ContactKind, ContactOwner, boolean][] = [
  ['anyone their own, with EditProfile', customer, 7, 'phoneNumber', 'customer', true],
  ['not their own without EditProfile', { ...customer, permissions: permissionFlags(['ViewCustomerDashboard']) }, 7, 'phoneNumber', 'customer', false],
  ['a customer not another customer', customer, 8, 'phoneNumber', 'customer', false],
  ['EditCustomers a customer', staff('EditCustomers'), 9, 'email', 'customer', true],
  ['EditCustomers not an employee', staff('EditCustomers'), 9, 'email', 'staff', false],
  ['EditEmployees an employee', staff('EditEmployees'), 9, 'email', 'staff', true],
  ['EditEmployees not a customer', staff('EditEmployees'), 9, 'email', 'customer', false],
  ['EditAppointments a customer address', staff('EditAppointments'), 9, 'address', 'customer', true],
  ['EditAppointments not an employee address', staff('EditAppointments'), 9, 'address', 'staff', false],
  ['CreateTransactions a customer card', staff('CreateTransactions'), 9, 'card', 'customer', true],
  ['before loading: either permission may go on to the precise check', staff('EditEmployees'), 9, 'email', 'unknown', true],
  ['before loading: neither is refused at once', staff('ViewCustomers'), 9, 'email', 'unknown', false],
];

describe('mayEditContacts', () => {
  it.each(cases)('%s', (_name, actor, userId, kind, owner, allowed) => expect(mayEditContacts(actor, userId, kind, owner)).toBe(allowed));
});
