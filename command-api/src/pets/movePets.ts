import { DomainError, PET_MESSAGES, petDecider, petStream } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { findCustomer } from './lookups';

/**
 * For the profile merge: every (not deleted) pet of one customer moves to another, one
 * PetOwnerChanged per pet. Re-running it is harmless (a pet already there writes nothing). The list
 * comes from the pets read model, so call it after the projections have caught up.
 */
export async function movePetsToCustomer(
  ctx: CommandHandlerContext,
  fromCustomerId: number,
  toCustomerId: number,
): Promise<{ movedPetIds: number[] }> {
  const target = await findCustomer(ctx, toCustomerId);
  if (!target) throw new DomainError(404, PET_MESSAGES.customerNotFound);
  const { rows } = await ctx.services.db.query<{ id: number }>(
    `SELECT id FROM pets WHERE customer_id = $1 AND NOT is_deleted ORDER BY id`,
    [fromCustomerId],
  );
  const movedPetIds: number[] = [];
  for (const { id } of rows) {
    const petId = Number(id);
    const result = await ctx.execute(petStream(petId), petDecider, {
      type: 'ChangePetOwner',
      data: { petId, toCustomerId, toUserId: target.userId },
    });
    if (result.events.length > 0) movedPetIds.push(petId);
  }
  return { movedPetIds };
}
