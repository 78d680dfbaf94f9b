import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { PetAdded } from './events';
import { CUSTOMER_MESSAGES } from './messages';

/**
 * The `Pet-<id>` stream, minimal: adding a pet (demo seed, list filter). The pets feature takes this
 * over and grows it (update, owner change, deceased, ...).
 */
export interface AddPet {
  type: 'AddPet';
  data: { petId: number; customerId: number; userId: number; petName: string; breedId: number | null; animalTypeId: number };
}

export type PetState = { status: 'none' } | { status: 'active'; petId: number; customerId: number };

export const initialPetState = (): PetState => ({ status: 'none' });

export function evolvePet(_state: PetState, event: PetAdded): PetState {
  return { status: 'active', petId: event.data.petId, customerId: event.data.customerId };
}

export function decidePet({ data }: AddPet, state: PetState, { now }: CommandContext): PetAdded[] {
  const petName = data.petName.trim();
  // Part 1 §5, the messages for adding a new pet.
  if (!petName) throw new DomainError(400, CUSTOMER_MESSAGES.petNameRequired, { petName: CUSTOMER_MESSAGES.petNameRequired });
  if (data.breedId === null) throw new DomainError(400, CUSTOMER_MESSAGES.breedRequired, { breedId: CUSTOMER_MESSAGES.breedRequired });
  if (state.status !== 'none') throw new DomainError(409, CUSTOMER_MESSAGES.petExists);
  return [{ type: 'PetAdded', data: { ...data, petName, breedId: data.breedId, createdAt: now } }];
}

export const petDecider: Decider<AddPet, PetAdded, PetState> = {
  initialState: initialPetState,
  evolve: evolvePet,
  decide: decidePet,
};
