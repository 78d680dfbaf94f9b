import {
  DomainError,
  ROUTE_MESSAGES,
  addressLocationDecider,
  contactsStream,
  locateAddressSchema,
  setAddressLocationSchema,
  type LocationSource,
  addressLocationSetAnswerSchema,
  addressLocationAnswerSchema,
} from '@pawroute/domain';
import { anyOf, commandRoute, geocoderFor, GeocoderError, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { contactsOwnerOf, ownerOf } from '../contacts';

/** Appends AddressLocated to the address's Contacts stream (nothing when the same pin is set again). */
async function locate(ctx: CommandHandlerContext, addressId: number, lat: number, lng: number, source: LocationSource) {
  const owner = await ownerOf(ctx, 'address', addressId);
  if (owner === null) throw new DomainError(404, ROUTE_MESSAGES.addressNotFound);
  const { decider } = await contactsOwnerOf(ctx, owner);
  const initial = decider.initialState();
  await ctx.execute(contactsStream(owner), addressLocationDecider(initial), {
    type: 'LocateAddress',
    data: { userId: owner, addressId, lat, lng, source },
  });
  return { addressId, lat, lng, source };
}

/**
 * Where each address is: the office places the pin (setLocation), or asks the geocoder
 * (locate, when GEOCODER_URL is set). Both write AddressLocated {addressId, lat, lng, source}.
 */
export async function routeCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/addresses/setLocation',
    name: 'SetAddressLocation',
    answer: addressLocationSetAnswerSchema,
    schema: setAddressLocationSchema,
    permission: 'EditCustomers',
    async handle({ addressId, lat, lng }, ctx) {
      return locate(ctx, addressId, lat, lng, 'office');
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/addresses/locate',
    name: 'LocateAddress',
    answer: addressLocationAnswerSchema,
    schema: locateAddressSchema,
    permission: anyOf('EditCustomers', 'EditAppointments'),
    async handle({ addressId }, ctx) {
      const geocoder = geocoderFor(ctx.services);
      if (geocoder.kind === 'off') throw new DomainError(409, ROUTE_MESSAGES.geocoderOff);
      const owner = await ownerOf(ctx, 'address', addressId);
      if (owner === null) throw new DomainError(404, ROUTE_MESSAGES.addressNotFound);
      const { rows } = await ctx.services.db.query<{ address: string; city: string | null; state: string | null; zipcode: string | null }>(
        `SELECT address, city, state, zipcode FROM contact_addresses WHERE id = $1`,
        [addressId],
      );
      const address = rows[0];
      if (!address) throw new DomainError(404, ROUTE_MESSAGES.addressNotFound);
      let found;
      try {
        found = await geocoder.geocode(address);
      } catch (error) {
        if (error instanceof GeocoderError) throw new DomainError(422, `${error.message} Place the pin on the map.`);
        throw error;
      }
      if (!found) throw new DomainError(422, ROUTE_MESSAGES.notFound);
      return { ...(await locate(ctx, addressId, found.lat, found.lng, 'geocoder')), label: found.label };
    },
  });
}
