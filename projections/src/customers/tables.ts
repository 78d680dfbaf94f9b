import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read tables of the 'customers' projector. `users` is also what the server core reads for
 * sessions and logins (docs/ARCHITECTURE.md, "Contracts"); the `*_search`/`phone_digits`
 * columns exist so the customer list filters without recomputing per row. Money is integer cents.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface UsersTable {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email_address: string;
  user_type_id: number;
  customer_id: number | null;
  is_account: boolean;
  is_deleted: boolean;
  profile_picture: string | null;
  phone_number: string | null;
  phone_digits: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mapsco: string | null;
  /** "street, city, state zipcode": what the list shows, sorts and filters by. */
  full_address: string | null;
  /** lower("first middle last"). */
  name_search: string;
  created_at: Timestamp;
  /** MM-DD-YYYY. */
  birthday: string | null;
  notes: string | null;
  comment_group_id: number | null;
  /** The primary profile this one was merged into. */
  merged_into_user_id: number | null;
}

export interface CustomersTable {
  id: number;
  user_id: number;
  trip_charge_cents: number;
  is_senior_citizen: boolean;
  is_military: boolean;
  is_tax_exempt: boolean;
  default_gratuity_percent: number | null;
  default_gratuity_cents: number | null;
  preferred_stylist_id: number | null;
  contact_method_id: number | null;
  balance_cents: number;
  on_waiting_list: boolean;
  has_rescheduled: boolean;
  created_at: Timestamp;
  accepted_policies: boolean;
  policies_accepted_at: Timestamp | null;
}

/** Pet names per customer, for the list's pets column and pet filter (the pets feature owns pets). */
export interface CustomerPetNamesTable {
  pet_id: number;
  customer_id: number;
  user_id: number;
  pet_name: string;
  breed_id: number;
  animal_type_id: number;
  is_deleted: boolean;
}

export interface CustomersTables {
  users: UsersTable;
  customers: CustomersTable;
  customer_pet_names: CustomerPetNamesTable;
}

export const CUSTOMERS_TABLES = ['users', 'customers', 'customer_pet_names'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS users (
    id integer PRIMARY KEY,
    first_name text NOT NULL,
    middle_name text NULL,
    last_name text NOT NULL,
    email_address text NOT NULL,
    user_type_id integer NOT NULL,
    customer_id integer NULL,
    is_account boolean NOT NULL DEFAULT false,
    is_deleted boolean NOT NULL DEFAULT false,
    profile_picture text NULL,
    phone_number text NULL,
    phone_digits text NULL,
    address text NULL,
    city text NULL,
    state text NULL,
    zipcode text NULL,
    mapsco text NULL,
    full_address text NULL,
    name_search text NOT NULL,
    created_at timestamptz NOT NULL,
    birthday text NULL,
    notes text NULL,
    comment_group_id integer NULL,
    merged_into_user_id integer NULL
  )`,
  // The write side's email claim makes this hold; the index makes a broken claim loud, not silent.
  `CREATE UNIQUE INDEX IF NOT EXISTS users_account_email ON users (lower(email_address))
    WHERE is_account AND NOT is_deleted`,
  `CREATE INDEX IF NOT EXISTS users_customer_name ON users (lower(last_name), lower(first_name), id)
    WHERE customer_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS customers (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    trip_charge_cents integer NOT NULL,
    is_senior_citizen boolean NOT NULL DEFAULT false,
    is_military boolean NOT NULL DEFAULT false,
    is_tax_exempt boolean NOT NULL DEFAULT false,
    default_gratuity_percent double precision NULL,
    default_gratuity_cents integer NULL,
    preferred_stylist_id integer NULL,
    contact_method_id integer NULL,
    balance_cents integer NOT NULL DEFAULT 0,
    on_waiting_list boolean NOT NULL DEFAULT false,
    has_rescheduled boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    accepted_policies boolean NOT NULL DEFAULT false,
    policies_accepted_at timestamptz NULL
  )`,
  `CREATE INDEX IF NOT EXISTS customers_user ON customers (user_id)`,
  `CREATE TABLE IF NOT EXISTS customer_pet_names (
    pet_id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    user_id integer NOT NULL,
    pet_name text NOT NULL,
    breed_id integer NOT NULL,
    animal_type_id integer NOT NULL,
    is_deleted boolean NOT NULL DEFAULT false
  )`,
  `CREATE INDEX IF NOT EXISTS customer_pet_names_customer ON customer_pet_names (customer_id)`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createCustomersTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
