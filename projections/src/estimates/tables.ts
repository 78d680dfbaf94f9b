import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read tables of the 'estimates' projector. `estimates.data` is the last EstimateSaved's data
 * as written (inputs and figures), so a read shows exactly the server's figures of that save;
 * the other columns are for lists. `estimate_customers` and `estimate_pets` hold what a new
 * estimate needs to price live (trip charge, discount flags, pet facts), folded with the same
 * domain folds the write side uses. Money is integer cents.
 *
 * `data` is json (text checked as JSON), not jsonb: it is written a million times in a rebuild and read
 * whole, and jsonb input parses every object into its binary form (the estimates' share of a rebuild
 * went from 10.7 to 8.1 s). The few reads that look inside it (the pets) use the json functions.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface EstimatesTable {
  id: number;
  customer_id: number;
  user_id: number;
  created_at: Timestamp;
  last_edited: Timestamp;
  saves: number;
  address_string: string;
  pet_names: ColumnType<string[], string, string>;
  /** The pets that take part (included, alive) as [{ID, name}], in the estimate's order: what appointment rows show. */
  pets_brief: ColumnType<{ ID: number; name: string }[], string, string>;
  fee_services: number;
  fee_total: number;
  data: ColumnType<unknown, string, string>;
}

export interface EstimateCustomersTable {
  customer_id: number;
  user_id: number;
  trip_charge_cents: number;
  is_senior_citizen: boolean;
  is_military: boolean;
  is_tax_exempt: boolean;
}

export interface EstimatePetsTable {
  pet_id: number;
  customer_id: number;
  user_id: number;
  pet_name: string;
  breed_id: number | null;
  animal_type_id: number | null;
  is_deceased: boolean;
  is_service_pet: boolean;
  last_groom_date: string | null;
  is_overriding_grooming_fee: boolean;
  override_grooming_fee_price: number | null;
  is_deleted: boolean;
}

export interface EstimatesTables {
  estimates: EstimatesTable;
  estimate_customers: EstimateCustomersTable;
  estimate_pets: EstimatePetsTable;
}

export const ESTIMATES_TABLES = ['estimates', 'estimate_customers', 'estimate_pets'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS estimates (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    user_id integer NOT NULL,
    created_at timestamptz NOT NULL,
    last_edited timestamptz NOT NULL,
    saves integer NOT NULL,
    address_string text NOT NULL,
    pet_names jsonb NOT NULL,
    pets_brief jsonb NOT NULL,
    fee_services integer NOT NULL,
    fee_total integer NOT NULL,
    data json NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS estimates_user_last_edited ON estimates (user_id, last_edited DESC, id DESC)`,
  `CREATE TABLE IF NOT EXISTS estimate_customers (
    customer_id integer PRIMARY KEY,
    user_id integer NOT NULL,
    trip_charge_cents integer NOT NULL,
    is_senior_citizen boolean NOT NULL,
    is_military boolean NOT NULL,
    is_tax_exempt boolean NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS estimate_pets (
    pet_id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    user_id integer NOT NULL,
    pet_name text NOT NULL,
    breed_id integer NULL,
    animal_type_id integer NULL,
    is_deceased boolean NOT NULL,
    is_service_pet boolean NOT NULL,
    last_groom_date text NULL,
    is_overriding_grooming_fee boolean NOT NULL,
    override_grooming_fee_price integer NULL,
    is_deleted boolean NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS estimate_pets_customer ON estimate_pets (customer_id)`,
];

/**
 * `estimates.data` (about 2 kB a row) is the only read-model value big enough to be compressed, and
 * PostgreSQL's default pglz made compressing it two thirds of the estimates rebuild's insert time; lz4 is
 * several times faster both ways (reads too) for a slightly larger table. Only where the server is built
 * with lz4 (PGlite is not); the values read back are the same either way.
 */
async function compressDataWithLz4(tx: SqlExecutor): Promise<void> {
  const { rows } = await tx.query<{ lz4: boolean }>(
    `SELECT coalesce('lz4' = ANY(enumvals), false) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`,
  );
  if (rows[0]?.lz4 === true) await tx.query(`ALTER TABLE estimates ALTER COLUMN data SET COMPRESSION lz4`);
}

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createEstimatesTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
  await compressDataWithLz4(tx);
}
