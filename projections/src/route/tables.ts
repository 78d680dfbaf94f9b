import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read table of the 'route' projector: where each address is on the map (AddressLocated,
 * on `Contacts-<userId>`), with the source of the coordinates and the street line they were found for.
 * A row is joined with `contact_addresses` by id; when the line there differs, the pin is out of date.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface AddressLocationsTable {
  address_id: number;
  user_id: number;
  lat: number;
  lng: number;
  source: 'geocoder' | 'office';
  address: string;
  located_at: Timestamp;
}

export interface RouteTables {
  address_locations: AddressLocationsTable;
}

export const ROUTE_TABLES = ['address_locations'] as const;

export async function createRouteTables(db: SqlExecutor): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS address_locations (
    address_id integer PRIMARY KEY,
    user_id integer NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    source text NOT NULL,
    address text NOT NULL,
    located_at timestamptz NOT NULL
  )`);
}
