import { DomainError, VACCINATION_MESSAGES as M } from '@pawroute/domain';
import { isStaff, permissionOr, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import { loadPetState } from './load';

/** Staff with EditPets, or a customer for their own pets (the handler checks the pet is theirs). */
export const PET_WRITE = permissionOr<unknown>('EditPets', 'a customer, for their own pets', (actor) => !isStaff(actor));

/** The pet exists and is not deleted, and is the actor's own when the actor is a customer; else 404. */
export async function assertPetReachable(ctx: CommandHandlerContext & { actor: Actor }, petId: number): Promise<void> {
  const pet = await loadPetState(ctx, petId);
  const own = ctx.actor.permissions.EditPets || (pet.status !== 'none' && pet.customerId === ctx.actor.customerId);
  if (pet.status !== 'active' || !own) throw new DomainError(404, M.petNotFound, { petId: M.petNotFound });
}
