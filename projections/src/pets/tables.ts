import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The 'pets' projector's tables: every field of a pet (part 1 §3), money in cents, weight in whole
 * pounds, dates as business-local days. Deleted pets stay, flagged, so history can name them.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;
type DateOnly = ColumnType<string, string, string>;

export interface PetsTable {
  id: number;
  customer_id: number;
  user_id: number;
  comment_group_id: number | null;
  pet_name: string;
  animal_type_id: number;
  breed_id: number;
  sex: string;
  weight: number | null;
  age: number | null;
  birthday: DateOnly | null;
  grooming: string | null;
  habits: string | null;
  price_history: string | null;
  notes: string | null;
  is_deceased: boolean;
  is_service_pet: boolean;
  last_fee_cents: number | null;
  last_groom_date: DateOnly | null;
  is_overriding_grooming_fee: boolean;
  override_grooming_fee_cents: number | null;
  minutes_to_groom: number | null;
  grooming_frequency_weeks: number | null;
  is_deleted: boolean;
  sympathy_email_requested_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PetPicturesTable {
  pet_id: number;
  file_name: string;
  hash: string;
  content_type: string;
  size_bytes: number;
  added_at: Timestamp;
}

export interface PetsTables {
  pets: PetsTable;
  pet_pictures: PetPicturesTable;
}

export const PETS_TABLES = ['pets', 'pet_pictures'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS pets (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    user_id integer NOT NULL,
    comment_group_id integer NULL,
    pet_name text NOT NULL,
    animal_type_id integer NOT NULL,
    breed_id integer NOT NULL,
    sex text NOT NULL DEFAULT 'unknown',
    weight integer NULL,
    age integer NULL,
    birthday text NULL,
    grooming text NULL,
    habits text NULL,
    price_history text NULL,
    notes text NULL,
    is_deceased boolean NOT NULL DEFAULT false,
    is_service_pet boolean NOT NULL DEFAULT false,
    last_fee_cents integer NULL,
    last_groom_date text NULL,
    is_overriding_grooming_fee boolean NOT NULL DEFAULT false,
    override_grooming_fee_cents integer NULL,
    minutes_to_groom integer NULL,
    grooming_frequency_weeks integer NULL,
    is_deleted boolean NOT NULL DEFAULT false,
    sympathy_email_requested_at timestamptz NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS pets_customer ON pets (customer_id, lower(pet_name), id) WHERE NOT is_deleted`,
  `CREATE TABLE IF NOT EXISTS pet_pictures (
    pet_id integer NOT NULL,
    file_name text NOT NULL,
    hash text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    added_at timestamptz NOT NULL,
    PRIMARY KEY (pet_id, file_name)
  )`,
];

/** Unqualified names: the runner's search_path decides the schema. */
export async function createPetsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
