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

  const saveCommand = (petId: number, owner: { customerId: number; userId: number }) => ({
    type: 'SavePet' as const,
    data: { petId, isNew: input.ID === null, ...owner, details, today, onlyHabitsOf: onlyHabitsOf(ctx.actor) },
  });
  let petId: number;
  let events: { type: string; data: unknown }[];
  if (input.ID === null) {
    const customer = input.customerId === null ? null : await findCustomer(ctx, input.customerId);
    if (!customer) throw new DomainError(404, PET_MESSAGES.customerNotFound);
    const newId = await ctx.nextId('pet');
    const key = ctx.idempotencyKey;
    // the id's claim for this key (PetRequest-<key>) and the new pet in one write: a crash
    // leaves both or neither, so a retry finds its pet (or adds it), never a claim without its pet.
    ({ petId, events } = await ctx.retrying(async () => {
      const claim = key === null ? null : await ctx.decideOn(petRequestStream(key), petRequestDecider, { type: 'ClaimPetId', data: { petId: newId } });
      // Another request with this key claimed first: that pet is this one.
      const id = claim?.append.events[0]?.data.petId ?? claim?.state.petId ?? newId;
      const saved = await ctx.decideOn(petStream(id), petDecider, saveCommand(id, customer));
      await ctx.appendAll(claim ? [claim.append, saved.append] : [saved.append]);
      return { petId: id, events: saved.append.events as { type: string; data: unknown }[] };
    }));
  } else {
    petId = input.ID;
    // an edit made on an older read of the pet is refused, not applied over the newer one.
    const expected = await expectedRevisions(ctx.services.store, input.expectedVersion, [petStream(petId)]);
    const result = await ctx.execute(petStream(petId), petDecider, saveCommand(petId, { customerId: 0, userId: 0 }), { expectedRevision: expected?.[0] });
    events = result.events;
  }
  const state = await loadPet(ctx, petId);
  if (state.status === 'none') throw new DomainError(404, PET_MESSAGES.petNotFound);
  const becameDeceased = events.some((e) => e.type === 'PetDetailsChanged' && (e.data as { changes: { isDeceased?: boolean } }).changes.isDeceased === true);
  return { ...petView({ ...state, sympathyEmailSent: state.sympathyEmail !== null }, today), becameDeceased };
}
