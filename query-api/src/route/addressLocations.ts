import type { SqlExecutor } from '@pawroute/platform';

/** A read of the route projector's `address_locations` (projections/src/route/tables.ts) with the contacts' street lines. */
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
