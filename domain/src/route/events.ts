import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';

/** Where the coordinates of an address came from: the geocoder port, or the office placing the pin. */
export const LOCATION_SOURCES = ['geocoder', 'office'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export const latitude = () => z.number().finite().min(-90).max(90);
export const longitude = () => z.number().finite().min(-180).max(180);

/**
 * AddressLocated, on the address's own `Contacts-<userId>` stream ("Where each address is"):
 * the address `addressId` is at (lat, lng). `address` is the street line that was located; when the
 * office later edits the line, the location no longer applies (the reads treat it as unlocated).
 */
export const addressLocatedSchema = z.object({
  addressId: storableId(),
  userId: storableId(),
  lat: latitude(),
  lng: longitude(),
  source: z.enum(LOCATION_SOURCES),
  address: storableText(),
  locatedAt: storableText(),
});
export type AddressLocatedData = z.infer<typeof addressLocatedSchema>;
export type AddressLocated = DomainEvent<'AddressLocated', AddressLocatedData>;

export const ROUTING_EVENT_SCHEMAS = {
  AddressLocated: addressLocatedSchema,
} as const;
export const ROUTING_EVENT_TYPES = ['AddressLocated'] as const;
