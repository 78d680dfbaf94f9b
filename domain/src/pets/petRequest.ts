import type { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider';
import type { petIdClaimedSchema } from './events';

/**
 * A new pet's id, claimed once per Idempotency-Key on `PetRequest-<key>`: a retried "add pet"
 * (same key) finds the earlier claim and saves the same pet instead of adding a second one.
 */
export type PetIdClaimed = DomainEvent<'PetIdClaimed', z.infer<typeof petIdClaimedSchema>>;

export interface ClaimPetId {
  type: 'ClaimPetId';
  data: { petId: number };
}

export const petRequestStream = (idempotencyKey: string): string => `PetRequest-${idempotencyKey}`;

export type PetRequestState = { petId: number | null };

/** Total: only the claim sets the pet; any other event leaves the state unchanged. */
export function evolvePetRequest(state: PetRequestState, anyEvent: DomainEvent): PetRequestState {
  const event = anyEvent as PetIdClaimed;
  return event.type === 'PetIdClaimed' ? { petId: event.data.petId } : state;
}

export const petRequestDecider: Decider<ClaimPetId, PetIdClaimed, PetRequestState> = {
  initialState: () => ({ petId: null }),
  evolve: evolvePetRequest,
  // Another command with this key claimed first: keep that pet.
  decide: ({ data }, state, { now }) => (state.petId !== null ? [] : [{ type: 'PetIdClaimed', data: { petId: data.petId, claimedAt: now } }]),
};
