import { addressDeletedSchema, addressLocatedSchema } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
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
    for (const event of events) {
      switch (event.type) {
        case 'AddressLocated': {
          const d = addressLocatedSchema.parse(event.data);
          await tx.query(
            `INSERT INTO address_locations (address_id, user_id, lat, lng, source, address, located_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (address_id) DO UPDATE SET user_id = EXCLUDED.user_id, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
               source = EXCLUDED.source, address = EXCLUDED.address, located_at = EXCLUDED.located_at`,
            [d.addressId, d.userId, d.lat, d.lng, d.source, d.address, d.locatedAt],
          );
          keys.set('routes', { scope: 'routes' });
          keys.set(`addresses:${d.userId}`, { scope: 'addresses', id: d.userId, ownerUserId: d.userId });
          break;
        }
        case 'AddressDeleted': {
          const d = addressDeletedSchema.parse(event.data);
          await tx.query(`DELETE FROM address_locations WHERE address_id = $1`, [d.addressId]);
          break;
        }
        default:
          break;
      }
    }
    return [...keys.values()];
  },
};
