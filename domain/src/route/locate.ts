import { DomainError } from '../shared/errors';
import type { Decider, DomainEvent } from '../shared/decider';
import { evolveContacts, type ContactsState } from '../contacts';
import type { AddressLocated, LocationSource } from './events';
import { ROUTE_MESSAGES } from './dayRoute';

/** Place an address on the map (the office's pin, or the geocoder's answer). */
export interface LocateAddress {
  type: 'LocateAddress';
  data: { userId: number; addressId: number; lat: number; lng: number; source: LocationSource };
}

export interface AddressLocation {
  lat: number;
  lng: number;
  source: LocationSource;
  address: string;
}

export interface LocatedContactsState {
  contacts: ContactsState;
  locations: Record<number, AddressLocation>;
}

/** Total: AddressLocated sets the pin; every other event goes to the contacts fold. */
export function evolveLocatedContacts(state: LocatedContactsState, event: DomainEvent): LocatedContactsState {
  if (event.type === 'AddressLocated') {
    const d = (event as AddressLocated).data;
    return { ...state, locations: { ...state.locations, [d.addressId]: { lat: d.lat, lng: d.lng, source: d.source, address: d.address } } };
  }
  return { ...state, contacts: evolveContacts(state.contacts, event) };
}

/**
 * The decider of AddressLocated on a `Contacts-<userId>` stream: the address must exist; the same
 * place from the same source for the same street line again writes nothing.
 */
export function addressLocationDecider(initial: ContactsState): Decider<LocateAddress, AddressLocated, LocatedContactsState> {
  return {
    initialState: () => ({ contacts: initial, locations: {} }),
    evolve: evolveLocatedContacts,
    decide(command, state, { now }) {
      const { userId, addressId, lat, lng, source } = command.data;
      const address = state.contacts.addresses.find((a) => a.addressId === addressId);
      if (!address) throw new DomainError(404, ROUTE_MESSAGES.addressNotFound);
      const known = state.locations[addressId];
      if (known && known.lat === lat && known.lng === lng && known.source === source && known.address === address.address) return [];
      return [{ type: 'AddressLocated', data: { addressId, userId, lat, lng, source, address: address.address, locatedAt: now } }];
    },
  };
}
