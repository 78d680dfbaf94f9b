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

export interface AddressLocationRow {
  addressId: number;
  lat: number;
  lng: number;
  source: 'geocoder' | 'office';
  /** False when the address's street line was edited after it was located. */
  current: boolean;
}

/** The locations of these addresses (only the ones still current for their street line unless `all`). */
export async function readAddressLocations(db: SqlExecutor, addressIds: readonly number[]): Promise<Map<number, AddressLocationRow>> {
  if (addressIds.length === 0) return new Map();
  const { rows } = await db.query<{ address_id: number; lat: number; lng: number; source: 'geocoder' | 'office'; current: boolean }>(
    `SELECT l.address_id, l.lat, l.lng, l.source, (ca.address IS NULL OR ca.address = l.address) AS current
       FROM address_locations l LEFT JOIN contact_addresses ca ON ca.id = l.address_id
      WHERE l.address_id = ANY($1::int[])`,
    [addressIds],
  );
  return new Map(rows.map((r) => [Number(r.address_id), { addressId: Number(r.address_id), lat: Number(r.lat), lng: Number(r.lng), source: r.source, current: r.current }]));
}
