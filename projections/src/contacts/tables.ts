import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read tables of the 'contacts' projector: one row per address, phone number, email and credit
 * card, keyed by the record's id, with its owner. A card row has brand, last four, expiry, billing
 * zipcode, name and the gateway token only (no number, no security code exists to store).
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface ContactAddressesTable {
  id: number;
  user_id: number;
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mapsco: string | null;
  mapsco_city_id: number | null;
  notes: string | null;
  is_primary: boolean;
  needs_generator: boolean;
  added_at: Timestamp;
}

export interface ContactPhoneNumbersTable {
  id: number;
  user_id: number;
  phone_number: string;
  phone_digits: string;
  extension: string | null;
  label: string | null;
  is_primary: boolean;
  added_at: Timestamp;
}

export interface ContactEmailsTable {
  id: number;
  user_id: number;
  email_address: string;
  label: string | null;
  is_primary: boolean;
  added_at: Timestamp;
}

export interface ContactCreditCardsTable {
  id: number;
  user_id: number;
  name_on_card: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_zipcode: string;
  gateway_token: string;
  is_primary: boolean;
  added_at: Timestamp;
}

export interface ContactsTables {
  contact_addresses: ContactAddressesTable;
  contact_phone_numbers: ContactPhoneNumbersTable;
  contact_emails: ContactEmailsTable;
  contact_credit_cards: ContactCreditCardsTable;
}

export const CONTACTS_TABLES = ['contact_addresses', 'contact_phone_numbers', 'contact_emails', 'contact_credit_cards'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS contact_addresses (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    address text NOT NULL,
    city text NULL,
    state text NULL,
    zipcode text NULL,
    mapsco text NULL,
    mapsco_city_id integer NULL,
    notes text NULL,
    is_primary boolean NOT NULL DEFAULT false,
    needs_generator boolean NOT NULL DEFAULT false,
    added_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS contact_addresses_user ON contact_addresses (user_id, added_at, id)`,
  `CREATE TABLE IF NOT EXISTS contact_phone_numbers (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    phone_number text NOT NULL,
    phone_digits text NOT NULL,
    extension text NULL,
    label text NULL,
    is_primary boolean NOT NULL DEFAULT false,
    added_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS contact_phone_numbers_user ON contact_phone_numbers (user_id, added_at, id)`,
  `CREATE TABLE IF NOT EXISTS contact_emails (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    email_address text NOT NULL,
    label text NULL,
    is_primary boolean NOT NULL DEFAULT false,
    added_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS contact_emails_user ON contact_emails (user_id, added_at, id)`,
  `CREATE TABLE IF NOT EXISTS contact_credit_cards (
    id integer PRIMARY KEY,
    user_id integer NOT NULL,
    name_on_card text NOT NULL,
    brand text NOT NULL,
    last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
    exp_month integer NOT NULL,
    exp_year integer NOT NULL,
    billing_zipcode text NOT NULL,
    gateway_token text NOT NULL,
    is_primary boolean NOT NULL DEFAULT false,
    added_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS contact_credit_cards_user ON contact_credit_cards (user_id, added_at, id)`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createContactsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
