import { z } from 'zod';
import { idParam, petStream, type FindPetsByCustomerResponse } from '@pawroute/domain';
import { nowOf, permissionOr, queryRoute, readEditVersion, type Actor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { readPetsByCustomer } from './readPets';

const customerQuery = z.object({ customerId: idParam('A numeric customer ID is required.') });

/** Staff who may see customers, or the customer whose pets they are. */
export const maySeeCustomerPets = (actor: Actor, customerId: number): boolean =>
  actor.permissions.ViewCustomers || (actor.customerId !== null && actor.customerId === customerId);

/** The pets feature's reads (part 1 §7 "Pets"). */
export async function petsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/pets/findByCustomer',
    schema: customerQuery,
    permission: permissionOr<{ customerId: number }>('ViewCustomers', 'the customer themself', (actor, input) => maySeeCustomerPets(actor, input.customerId)),
    handle: async ({ customerId }, { db, services }): Promise<FindPetsByCustomerResponse> => {
      const pets = await readPetsByCustomer(db, customerId, services.config.timeZone, nowOf(services));
      // Each pet's version, which its edit form sends back.
      return { pets: await Promise.all(pets.map(async (pet) => ({ ...pet, version: await readEditVersion(services.store, [petStream(pet.ID)]) }))) };
    },
  });
}
