import {
  addressAddedSchema,
  addressUpdatedSchema,
  digitsOnly,
  phoneNumberAddedSchema,
  phoneNumberUpdatedSchema,
} from '@pawroute/domain';
import type { RecordedEvent, SqlExecutor } from '@pawroute/platform';
import { fullAddress } from './rows';

/**
 * The customer list and the profile header show one phone and one address per user: the primary one
 * from the contacts feature (or the first one added while the user has none). The contacts projector
 * owns the full lists; this keeps the headline columns of `users` in step with them.
 */
export const CONTACT_HEADLINE_EVENT_TYPES = ['AddressAdded', 'AddressUpdated', 'PhoneNumberAdded', 'PhoneNumberUpdated'] as const;

export async function applyContactHeadline(tx: SqlExecutor, event: RecordedEvent): Promise<number> {
  switch (event.type) {
    case 'AddressAdded':
    case 'AddressUpdated': {
      const d = (event.type === 'AddressAdded' ? addressAddedSchema : addressUpdatedSchema).parse(event.data);
      // Every part of the address, not only its line: user/find's Address (what the estimate and the
      // profile read) kept a Mapsco added later in the Addresses tab as null.
      await tx.query(
        `UPDATE users SET full_address = $2, address = $4, city = $5, state = $6, zipcode = $7, mapsco = $8
          WHERE id = $1 AND ($3 OR full_address IS NULL)`,
        [d.userId, fullAddress(d), d.isPrimary, d.address, d.city, d.state, d.zipcode, d.mapsco],
      );
      return d.userId;
    }
    case 'PhoneNumberAdded':
    case 'PhoneNumberUpdated': {
      const d = (event.type === 'PhoneNumberAdded' ? phoneNumberAddedSchema : phoneNumberUpdatedSchema).parse(event.data);
      await tx.query(
        `UPDATE users SET phone_number = $2, phone_digits = $3 WHERE id = $1 AND ($4 OR phone_number IS NULL)`,
        [d.userId, d.phoneNumber, digitsOnly(d.phoneNumber) || null, d.isPrimary],
      );
      return d.userId;
    }
    default:
      throw new Error(`customers projector: unexpected contact event ${event.type}`);
  }
}
