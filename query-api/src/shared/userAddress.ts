import type { UserAddress } from '@pawroute/domain';
import type { TableRow } from '@pawroute/projections';

/** A user's Address as every answer carries it: null when the user has none (no `address` line). */
export function userAddressOf(row: Pick<TableRow<'users'>, 'address' | 'city' | 'state' | 'zipcode' | 'mapsco'>): UserAddress | null {
  return row.address === null ? null : { address: row.address, city: row.city, state: row.state, zipcode: row.zipcode, mapsco: row.mapsco };
}
