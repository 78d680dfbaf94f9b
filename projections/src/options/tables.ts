import type { SqlExecutor } from '@pawroute/platform';

/**
 * The reference-data read tables, owned by the 'options' projector. Money is integer cents;
 * `user_types.permissions` is a jsonb array of granted permission names (the server core reads it).
 */
export interface UserTypesTable { id: number; name: string; permissions: string[] }
export interface AnimalTypesTable { id: number; type: string }
export interface BreedsTable {
  id: number;
  animal_type_id: number;
  breed: string;
  minutes_to_groom: number;
  bath_brush_price: number;
  bath_brush_price_3_months: number;
  bath_brush_price_6_months: number;
  deluxe_price: number;
  deluxe_price_3_months: number;
  deluxe_price_6_months: number;
}
export interface ProductsTable {
  id: number;
  item: string;
  category: string;
  price: number;
  addon_price: number | null;
  description: string;
  customer_note: string;
}
export interface MapscoCitiesTable { id: number; city: string; letter: string }
export interface TodoCategoriesTable { id: number; category: string }
export interface TransactionReasonsTable { id: number; reason: string }
export interface StatusesTable { id: number; status: string; color: string }
export interface RecurringTypesTable { id: number; type: string; label: string }
export interface ContactMethodsTable { id: number; method: string; is_default: boolean }
/** One row (id 1): the business-wide rates (fractions) and fees (cents). */
export interface SettingsTable {
  id: number;
  fuel_charge: number;
  sales_tax: number;
  generator_fee_cents: number;
  trip_charge_cents: number;
}
/** One row (id 1): Management's fee settings (cents); the default cancel fee prefills the cancel dialog. */
export interface FeeSettingsTable { id: number; default_cancel_fee_cents: number }
export interface TipSettingsTable { id: number; tip_base: string }
export interface DisplaySettingsTable { id: number; distance_unit: string }

export interface OptionsTables {
  user_types: UserTypesTable;
  animal_types: AnimalTypesTable;
  breeds: BreedsTable;
  products: ProductsTable;
  mapsco_cities: MapscoCitiesTable;
  todo_categories: TodoCategoriesTable;
  transaction_reasons: TransactionReasonsTable;
  statuses: StatusesTable;
  recurring_types: RecurringTypesTable;
  contact_methods: ContactMethodsTable;
  settings: SettingsTable;
  fee_settings: FeeSettingsTable;
  tip_settings: TipSettingsTable;
  display_settings: DisplaySettingsTable;
}

export type OptionsTableName = keyof OptionsTables;

const DDL: Record<OptionsTableName, string> = {
  user_types: `id integer PRIMARY KEY, name text NOT NULL, permissions jsonb NOT NULL DEFAULT '[]'::jsonb`,
  animal_types: `id integer PRIMARY KEY, type text NOT NULL`,
  breeds: `id integer PRIMARY KEY, animal_type_id integer NOT NULL, breed text NOT NULL,
    minutes_to_groom integer NOT NULL,
    bath_brush_price integer NOT NULL, bath_brush_price_3_months integer NOT NULL,
    bath_brush_price_6_months integer NOT NULL, deluxe_price integer NOT NULL,
    deluxe_price_3_months integer NOT NULL, deluxe_price_6_months integer NOT NULL`,
  products: `id integer PRIMARY KEY, item text NOT NULL, category text NOT NULL, price integer NOT NULL,
    addon_price integer NULL, description text NOT NULL DEFAULT '', customer_note text NOT NULL DEFAULT ''`,
  mapsco_cities: `id integer PRIMARY KEY, city text NOT NULL, letter text NOT NULL`,
  todo_categories: `id integer PRIMARY KEY, category text NOT NULL`,
  transaction_reasons: `id integer PRIMARY KEY, reason text NOT NULL`,
  statuses: `id integer PRIMARY KEY, status text NOT NULL, color text NOT NULL`,
  recurring_types: `id integer PRIMARY KEY, type text NOT NULL, label text NOT NULL`,
  contact_methods: `id integer PRIMARY KEY, method text NOT NULL, is_default boolean NOT NULL DEFAULT false`,
  settings: `id integer PRIMARY KEY CHECK (id = 1), fuel_charge double precision NOT NULL,
    sales_tax double precision NOT NULL, generator_fee_cents integer NOT NULL, trip_charge_cents integer NOT NULL`,
  fee_settings: `id integer PRIMARY KEY CHECK (id = 1), default_cancel_fee_cents integer NOT NULL DEFAULT 0`,
  // TIP-BASE's setting: 'total' (the default) or 'groomOnly'.
  tip_settings: `id integer PRIMARY KEY CHECK (id = 1), tip_base text NOT NULL DEFAULT 'total'`,
  // The distance unit Management set ('mi' or 'km'); no row: the business's default (defaultDistanceUnitFor).
  display_settings: `id integer PRIMARY KEY CHECK (id = 1), distance_unit text NOT NULL`,
};

export const OPTIONS_TABLES = Object.keys(DDL) as OptionsTableName[];

/** Unqualified names: the runner's search_path decides the schema (live or rebuild side schema). */
export async function createOptionsTables(tx: SqlExecutor): Promise<void> {
  for (const table of OPTIONS_TABLES) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table} (${DDL[table]})`);
  }
}
