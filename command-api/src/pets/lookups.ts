import { DomainError, PET_MESSAGES, fold, petDecider, petStream, type PetState } from '@pawroute/domain';
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
  firstName: string;
  emailAddress: string;
}

/** A customer record and its (not deleted) user, or null. */
export async function findCustomer(db: SqlExecutor, customerId: number): Promise<CustomerOwner | null> {
  const { rows } = await db.query<{ user_id: number; first_name: string; email_address: string }>(
    `SELECT c.user_id, u.first_name, u.email_address
       FROM customers c JOIN users u ON u.id = c.user_id
      WHERE c.id = $1 AND NOT u.is_deleted`,
    [customerId],
  );
  const row = rows[0];
  return row ? { customerId, userId: Number(row.user_id), firstName: row.first_name, emailAddress: row.email_address } : null;
}

export async function findUserContact(db: SqlExecutor, userId: number): Promise<{ firstName: string; emailAddress: string } | null> {
  const { rows } = await db.query<{ first_name: string; email_address: string }>(
    `SELECT first_name, email_address FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ? { firstName: rows[0].first_name, emailAddress: rows[0].email_address } : null;
}

/** The pet's current state, folded from its stream (the write side's truth; the read model may lag). */
export async function loadPet(ctx: Pick<CommandHandlerContext, 'services'>, petId: number): Promise<PetState> {
  const recorded = await ctx.services.store.readStream(petStream(petId));
  return fold(
    petDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as Parameters<typeof petDecider.evolve>[1]),
  );
}
