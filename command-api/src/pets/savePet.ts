import {
  DomainError,
  PET_MESSAGES,
  detailsOf,
  localDateOf,
  petDateErrors,
  petDecider,
  petStream,
  petRequestDecider,
  petRequestStream,
  petView,
  type PetUpdateBody,
  type PetView,
} from '@pawroute/domain';
import { describedRule, expectedRevisions, isStaff, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import { assertBreed, findCustomer, loadPet } from './lookups';

/**
 * Staff with EditPets edit everything; a customer reaches the route for their own pets and the
 * decider lets only the habits change (part 1 §1, §6). Everyone else is refused before any read.
 */
export const maySavePet = describedRule<PetUpdateBody>(
  { anyOf: ['EditPets'], otherwise: "a customer, for their own pet's habits" },
  (actor, input) => actor.permissions.EditPets || (!isStaff(actor) && input.ID !== null),
);

/** A customer's pets are limited to habits; -1 (no customer record) matches no pet. */
export const onlyHabitsOf = (actor: Actor): number | null => (actor.permissions.EditPets ? null : (actor.customerId ?? -1));

export type SavePetResult = PetView & { becameDeceased: boolean };

async function claimedPetId(ctx: CommandHandlerContext, key: string): Promise<number | null> {
  const [claim] = await ctx.services.store.readStream(petRequestStream(key), { maxCount: 1 });
  return claim ? (claim.data as { petId: number }).petId : null;
}

/** POST /api/v4/pets/update: creates the pet when there is no ID, else saves the whole state. */
export async function savePet(input: PetUpdateBody, ctx: CommandHandlerContext & { actor: Actor }): Promise<SavePetResult> {
  const { db, config } = ctx.services;
  const details = detailsOf(input);
  await assertBreed(db, details.animalTypeId, details.breedId);
  const today = localDateOf(ctx.now, config.timeZone);

  // Checked before anything is claimed, so a refused request writes nothing (the decider checks again).
  const dateErrors = petDateErrors(details, today);
  const firstDateError = Object.values(dateErrors)[0];
  if (firstDateError) throw new DomainError(400, firstDateError, dateErrors);

  let petId = input.ID;
  let owner = { customerId: 0, userId: 0 };
  if (petId === null) {
    const customer = input.customerId === null ? null : await findCustomer(ctx, input.customerId);
    if (!customer) throw new DomainError(404, PET_MESSAGES.customerNotFound);
    owner = customer;
    petId = await ctx.nextId('pet');
    if (ctx.idempotencyKey) {
      const claim = await ctx.execute(petRequestStream(ctx.idempotencyKey), petRequestDecider, { type: 'ClaimPetId', data: { petId } });
      petId = claim.events[0]?.data.petId ?? (await claimedPetId(ctx, ctx.idempotencyKey)) ?? petId;
    }
  }
  // Issue 17: an edit made on an older read of the pet is refused, not applied over the newer one.
  const expected = input.ID === null ? undefined : await expectedRevisions(ctx.services.store, input.expectedVersion, [petStream(petId)]);
  const result = await ctx.execute(
    petStream(petId),
    petDecider,
    { type: 'SavePet', data: { petId, isNew: input.ID === null, ...owner, details, today, onlyHabitsOf: onlyHabitsOf(ctx.actor) } },
    { expectedRevision: expected?.[0] },
  );
  const state = await loadPet(ctx, petId);
  if (state.status === 'none') throw new DomainError(404, PET_MESSAGES.petNotFound);
  const becameDeceased = result.events.some((e) => e.type === 'PetDetailsChanged' && e.data.changes.isDeceased === true);
  return { ...petView({ ...state, sympathyEmailSent: state.sympathyEmail !== null }, today), becameDeceased };
}
