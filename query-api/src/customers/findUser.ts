import { USER_MESSAGES, DomainError, type FindUserResponse, type FoundCustomer } from '@pawroute/domain';
import { describedRule, isStaff, type Actor, type Database } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import { customerAppointmentFlagsSql } from './appointmentFlags';
import { userAddressOf } from '../shared/userAddress';

/** GET /api/v4/user/find?ID=: the user and, for a customer, their customer record (part 1 §7). */
type Row = Pick<
  TableRow<'users'>,
  | 'id' | 'first_name' | 'middle_name' | 'last_name' | 'email_address' | 'phone_number' | 'address' | 'city' | 'state'
  | 'zipcode' | 'mapsco' | 'user_type_id' | 'customer_id' | 'is_account' | 'is_deleted' | 'created_at'
> & {
  user_type: string | null;
  employee_id: number | null;
  c_id: number | null;
  c_user_id: number | null;
} & OrNull<
    Pick<
      TableRow<'customers'>,
      | 'trip_charge_cents' | 'is_senior_citizen' | 'is_military' | 'is_tax_exempt' | 'default_gratuity_percent'
      | 'default_gratuity_cents' | 'preferred_stylist_id' | 'contact_method_id' | 'balance_cents' | 'on_waiting_list'
      | 'has_rescheduled'
    >
  >;
/** The customer's columns come through a LEFT JOIN: null for a user who is not a customer. */
type OrNull<T> = { [K in keyof T]: T[K] | null };

/** Self, or staff who may see customers (or employees, for a staff user). */
export const mayFindUser = describedRule<{ ID: number }>(
  { anyOf: ['ViewCustomers'], otherwise: 'the user themself, or ViewEmployees for a staff user (checked once the user is loaded)', inputChecks: ['ViewEmployees'] },
  (actor, input) => actor.userId === input.ID || actor.permissions.ViewCustomers || actor.permissions.ViewEmployees,
);

function customerOf(row: Row, forCustomer: boolean): FoundCustomer | null {
  if (row.c_id === null) return null;
  const customer: FoundCustomer = {
    ID: row.c_id,
    userId: Number(row.c_user_id),
    defaultGratuityPercent: row.default_gratuity_percent,
    defaultGratuityCents: row.default_gratuity_cents,
    preferredStylistId: row.preferred_stylist_id,
    contactMethodId: row.contact_method_id,
    // The ledger's balance (transaction_balances, kept by the transactions projector; docs/RULES.md
    // "Balance"), not the customers projector's column, which nothing updates. No transaction: 0.
    balanceCents: row.balance_cents === null ? 0 : Number(row.balance_cents),
    onWaitingList: Boolean(row.on_waiting_list),
    hasRescheduled: Boolean(row.has_rescheduled),
  };
  // Part 1 §6: customers cannot see the trip charge or the Senior, Military and Tax Exempt toggles.
  if (forCustomer) return customer;
  return {
    ...customer,
    tripChargeCents: row.trip_charge_cents ?? 0,
    isSeniorCitizen: Boolean(row.is_senior_citizen),
    isMilitary: Boolean(row.is_military),
    isTaxExempt: Boolean(row.is_tax_exempt),
  };
}

export async function findUser(db: Database, actor: Actor, userId: number): Promise<FindUserResponse> {
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.first_name, u.middle_name, u.last_name, u.email_address, u.phone_number,
            u.address, u.city, u.state, u.zipcode, u.mapsco, u.user_type_id, ut.name AS user_type,
            u.customer_id, u.is_account, u.is_deleted, u.created_at,
            c.id AS c_id, c.user_id AS c_user_id, c.trip_charge_cents, c.is_senior_citizen, c.is_military,
            c.is_tax_exempt, c.default_gratuity_percent, c.default_gratuity_cents, c.preferred_stylist_id,
            c.contact_method_id, tb.balance AS balance_cents, ${customerAppointmentFlagsSql('c')},
            e.id AS employee_id
       FROM users u
       LEFT JOIN user_types ut ON ut.id = u.user_type_id
       LEFT JOIN customers c ON c.id = u.customer_id
       LEFT JOIN transaction_balances tb ON tb.customer_id = c.id
      LEFT JOIN employees e ON e.id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new DomainError(404, USER_MESSAGES.userNotFound);
  const self = actor.userId === userId;
  // Employee viewers without ViewCustomers see staff only.
  if (!self && !actor.permissions.ViewCustomers && row.customer_id !== null) {
    throw new DomainError(403, 'You do not have permission to do that.');
  }
  const name = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name };
  return {
    user: {
      ID: Number(row.id),
      ...name,
      Name: name,
      emailAddress: row.email_address,
      phoneNumber: row.phone_number,
      Address: userAddressOf(row),
      userTypeId: Number(row.user_type_id),
      UserType: row.user_type,
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      employeeId: row.employee_id === null ? null : Number(row.employee_id),
      isAccount: row.is_account,
      IsDeleted: row.is_deleted,
      createdAt: new Date(row.created_at).toISOString(),
    },
    customer: customerOf(row, !isStaff(actor)),
  };
}
