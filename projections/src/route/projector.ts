import { addressDeletedSchema, addressLocatedSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { insertColumns } from '../runner/insertColumns';
import { createRouteTables, ROUTE_TABLES } from './tables';

export const ROUTE_PROJECTOR_EVENT_TYPES = ['AddressLocated', 'AddressDeleted'] as const;

/** Where addresses are on the map. Pushes `routes` (staff) and the owner's `addresses`. */
export const routeProjector: Projector = {
  name: 'route',
  version: 1,
  eventTypes: ROUTE_PROJECTOR_EVENT_TYPES,
  tables: ROUTE_TABLES,
  createTables: (tx: Transaction) => createRouteTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys = new Map<string, ChangedKey>();
    // Each address as the batch leaves it: its last location, or deleted (null); one statement each way.
    const addresses = new Map<number, LocationRow | null>();
    for (const event of events) {
      switch (event.type) {
        case 'AddressLocated': {
          const d = addressLocatedSchema.parse(event.data);
          addresses.set(d.addressId, { address_id: d.addressId, user_id: d.userId, lat: d.lat, lng: d.lng, source: d.source, address: d.address, located_at: d.locatedAt });
          keys.set('routes', { scope: 'routes' });
          keys.set(`addresses:${d.userId}`, { scope: 'addresses', id: d.userId, ownerUserId: d.userId });
          break;
        }
        case 'AddressDeleted': {
          const d = addressDeletedSchema.parse(event.data);
          addresses.set(d.addressId, null);
          break;
        }
        default:
          break;
      }
    }
    const deleted = [...addresses].filter(([, row]) => row === null).map(([id]) => id);
    if (deleted.length > 0) await tx.query(`DELETE FROM address_locations WHERE address_id = ANY($1::int[])`, [deleted]);
    await insertColumns(tx, {
      table: 'address_locations',
      columns: LOCATION_COLUMNS,
      rows: [...addresses.values()].filter((row): row is LocationRow => row !== null),
      onConflict: `ON CONFLICT (address_id) DO UPDATE SET ${LOCATION_COLUMNS.slice(1).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    });
    return [...keys.values()];
  },
};

interface LocationRow {
  address_id: number;
  user_id: number;
  lat: number;
  lng: number;
  source: string;
  address: string;
  located_at: string;
}
const LOCATION_COLUMNS = ['address_id', 'user_id', 'lat', 'lng', 'source', 'address', 'located_at'] as const satisfies readonly (keyof LocationRow)[];
