import { DomainError, PET_MESSAGES, customerStream, fold, petDecider, petStream, userStream, type PetState } from '@pawroute/domain';
import type { CommandHandlerContext, SqlExecutor } from '@pawroute/platform';

/** Reads the write side needs from the read models (reference data and people, not pet state). */

/** The breed must exist and belong to the animal type (part 1 §4: another type clears the breed). */
export async function assertBreed(db: SqlExecutor, animalTypeId: number, breedId: number): Promise<void> {
  const { rows } = await db.query<{ animal_type_id: number }>(`SELECT animal_type_id FROM breeds WHERE id = $1`, [breedId]);
  const breed = rows[0];
  if (!breed) throw new DomainError(400, PET_MESSAGES.breedNotFound, { breedId: PET_MESSAGES.breedNotFound });
  if (Number(breed.animal_type_id) !== animalTypeId) {
    throw new DomainError(400, PET_MESSAGES.breedRequired, { breedId: PET_MESSAGES.breedMismatch });
  }
}

export interface CustomerOwner {
  customerId: number;
  userId: number;
}

/**
 * A customer record and its user, or null when there is none (or the user is deleted). Existence
 * comes from the `Customer-<id>` stream, not the read model: a customer created a moment ago (the
 * office's previous request) may not be projected yet.
 */
export async function findCustomer(ctx: Pick<CommandHandlerContext, 'services'>, customerId: number): Promise<CustomerOwner | null> {
  const [first] = await ctx.services.store.readStream(customerStream(customerId), { maxCount: 1 });
  if (!first || first.type !== 'CustomerCreated') return null;
  const userId = (first.data as { userId: number }).userId;
  const { rows } = await ctx.services.db.query<{ is_deleted: boolean }>(`SELECT is_deleted FROM users WHERE id = $1`, [userId]);
  if (rows[0]?.is_deleted) return null;
  return { customerId, userId };
}

/** The owner's name and address from the users read model (current email), else their UserCreated. */
export async function findUserContact(
  ctx: Pick<CommandHandlerContext, 'services'>,
  userId: number,
): Promise<{ firstName: string; emailAddress: string } | null> {
  const { rows } = await ctx.services.db.query<{ first_name: string; email_address: string }>(
    `SELECT first_name, email_address FROM users WHERE id = $1`,
    [userId],
  );
  if (rows[0]) return { firstName: rows[0].first_name, emailAddress: rows[0].email_address };
  const [first] = await ctx.services.store.readStream(userStream(userId), { maxCount: 1 });
  if (!first || first.type !== 'UserCreated') return null;
  const data = first.data as { firstName: string; emailAddress: string };
  return { firstName: data.firstName, emailAddress: data.emailAddress };
}

/** The pet's current state, folded from its stream (the write side's truth; the read model may lag). */
export async function loadPet(ctx: Pick<CommandHandlerContext, 'services'>, petId: number): Promise<PetState> {
  const recorded = await ctx.services.store.readStream(petStream(petId));
  return fold(
    petDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as Parameters<typeof petDecider.evolve>[1]),
  );
}
