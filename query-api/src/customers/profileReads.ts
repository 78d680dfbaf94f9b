import { readUserBalance } from '../transactions';
import {
  DomainError,
  USER_MESSAGES,
  CUSTOMER_MESSAGES,
  averageRating,
  effectiveDefaultGratuity,
  type CustomerDetailsView,
  type DefaultGratuityResponse,
  type GetBalanceResponse,
  type PolicyStatusResponse,
  type UserDetails,
} from '@pawroute/domain';
import { isStaff, type Actor, type Database, queryPreparedByText } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import { customerAppointmentFlagsSql } from './appointmentFlags';
import { userAddressOf } from '../shared/userAddress';

/** The profile's reads (part 1 §7 "Customers and users"), over the customers and comments tables. */
type UserRow = Pick<
  TableRow<'users'>,
  | 'id' | 'first_name' | 'middle_name' | 'last_name' | 'email_address' | 'phone_number' | 'address' | 'city' | 'state'
  | 'zipcode' | 'mapsco' | 'birthday' | 'notes' | 'user_type_id' | 'comment_group_id' | 'is_deleted' | 'is_account'
  | 'merged_into_user_id' | 'customer_id' | 'created_at'
> & { user_type: string | null };

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** GET /api/v4/user/getDetails?userId= */
export async function readUserDetails(db: Database, actor: Actor, userId: number): Promise<{ user: UserDetails }> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.first_name, u.middle_name, u.last_name, u.email_address, u.phone_number, u.address, u.city,
            u.state, u.zipcode, u.mapsco, u.birthday, u.notes, u.user_type_id, ut.name AS user_type,
            u.comment_group_id, u.is_deleted, u.is_account, u.merged_into_user_id, u.customer_id, u.created_at
       FROM users u LEFT JOIN user_types ut ON ut.id = u.user_type_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new DomainError(404, USER_MESSAGES.userNotFound);
  // Staff without ViewCustomers reach staff profiles only (employees use ViewEmployees elsewhere).
  if (actor.userId !== userId && row.customer_id !== null && !actor.permissions.ViewCustomers) {
    throw new DomainError(403, 'You do not have permission to do that.');
  }
  const Name = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name };
  const customerId = num(row.customer_id);
  return {
    user: {
      ID: Number(row.id),
      ...Name,
      Name,
      emailAddress: row.email_address,
      phoneNumber: row.phone_number,
      Address: userAddressOf(row),
      birthday: row.birthday,
      notes: row.notes,
      userTypeId: Number(row.user_type_id),
      UserType: row.user_type,
      commentGroupId: num(row.comment_group_id),
      IsDeleted: row.is_deleted,
      isAccount: row.is_account,
      mergedIntoUserId: num(row.merged_into_user_id),
      customerId,
      Customer: customerId === null ? null : { ID: customerId },
      createdAt: new Date(row.created_at).toISOString(),
    },
  };
}

/** A customer row (the projection's table type) with its contact method and preferred stylist's names. */
type CustomerRow = Omit<TableRow<'customers'>, 'balance_cents' | 'created_at'> & {
  method: string | null;
  stylist_first: string | null;
  stylist_last: string | null;
};

async function customerRow(db: Database, where: 'c.id' | 'c.user_id', id: number): Promise<CustomerRow | undefined> {
  const { rows } = await queryPreparedByText<CustomerRow>(
    db,
    `SELECT c.id, c.user_id, c.trip_charge_cents, c.is_senior_citizen, c.is_military, c.is_tax_exempt,
            c.default_gratuity_percent, c.default_gratuity_cents, c.contact_method_id, cm.method,
            c.preferred_stylist_id, s.first_name AS stylist_first, s.last_name AS stylist_last,
            ${customerAppointmentFlagsSql('c')}, c.accepted_policies, c.policies_accepted_at
       FROM customers c
       LEFT JOIN contact_methods cm ON cm.id = c.contact_method_id
       LEFT JOIN users s ON s.id = c.preferred_stylist_id
      WHERE ${where} = $1`,
    [id],
  );
  return rows[0];
}

/** GET /api/v4/user/getCustomerDetails?customerId= (trip charge and toggles are staff-only, part 1 §6). */
export async function readCustomerDetails(db: Database, actor: Actor, customerId: number): Promise<{ customer: CustomerDetailsView }> {
  const row = await customerRow(db, 'c.id', customerId);
  if (!row) throw new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
  const { rows: ratings } = await queryPreparedByText<{ rating: number }>(db, `SELECT rating FROM ratings WHERE user_id = $1`, [row.user_id]);
  const customer: CustomerDetailsView = {
    ID: Number(row.id),
    userId: Number(row.user_id),
    defaultGratuityPercent: row.default_gratuity_percent,
    defaultGratuityCents: num(row.default_gratuity_cents),
    contactMethodId: num(row.contact_method_id),
    ContactMethod: row.contact_method_id === null || row.method === null ? null : { ID: Number(row.contact_method_id), method: row.method },
    preferredStylistId: num(row.preferred_stylist_id),
    PreferredStylist:
      row.preferred_stylist_id === null || row.stylist_first === null
        ? null
        : { ID: Number(row.preferred_stylist_id), firstName: row.stylist_first, lastName: row.stylist_last ?? '' },
    rating: averageRating(ratings.map((r) => Number(r.rating))),
    onWaitingList: row.on_waiting_list,
    hasRescheduled: row.has_rescheduled,
    acceptedPolicies: row.accepted_policies,
  };
  // Ratings are staff reading (ViewRatings): a customer never sees how they were rated.
  if (!isStaff(actor)) return { customer: { ...customer, rating: null } };
  return {
    customer: {
      ...customer,
      tripChargeCents: Number(row.trip_charge_cents),
      isSeniorCitizen: row.is_senior_citizen,
      isMilitary: row.is_military,
      isTaxExempt: row.is_tax_exempt,
    },
  };
}

async function requireCustomerOf(db: Database, userId: number): Promise<CustomerRow> {
  const row = await customerRow(db, 'c.user_id', userId);
  if (row) return row;
  const { rows } = await db.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
  throw rows.length === 0 ? new DomainError(404, USER_MESSAGES.userNotFound) : new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
}

/**
 * GET /api/v4/user/getBalance?userId=: the real balance (the transactions projector's balance read
 * model) and the recent payments (query-api/src/transactions/balanceReads.ts).
 */
export async function readBalance(db: Database, userId: number): Promise<GetBalanceResponse> {
  // Whether the customer exists comes with the balance (the whole profile row costs more than the balance itself).
  const { isCustomer, isUser, answer } = await readUserBalance(db, userId);
  if (!isCustomer) throw new DomainError(404, isUser ? CUSTOMER_MESSAGES.customerNotFound : USER_MESSAGES.userNotFound);
  return answer;
}

/** GET /api/v4/user/getCustomerDefaultGratuity?userId= */
export async function readDefaultGratuity(db: Database, userId: number): Promise<DefaultGratuityResponse> {
  const row = await requireCustomerOf(db, userId);
  const cents = num(row.default_gratuity_cents);
  return {
    defaultGratuityCents: cents,
    defaultGratuityPercent: row.default_gratuity_percent,
    applies: effectiveDefaultGratuity(cents, row.default_gratuity_percent),
  };
}

/** GET /api/v4/user/getCustomerPolicyStatus?userId= */
export async function readPolicyStatus(db: Database, userId: number): Promise<PolicyStatusResponse> {
  const row = await requireCustomerOf(db, userId);
  return {
    acceptedPolicies: row.accepted_policies,
    acceptedAt: row.policies_accepted_at ? new Date(row.policies_accepted_at).toISOString() : null,
  };
}
