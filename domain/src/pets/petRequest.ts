import type { Decider, DomainEvent } from '../shared/decider';

/**
 * A new pet's id, claimed once per Idempotency-Key on `PetRequest-<key>`: a retried "add pet"
 * (same key) finds the earlier claim and saves the same pet instead of adding a second one.
 */
export type PetIdClaimed = DomainEvent<'PetIdClaimed', { petId: number; claimedAt: string }>;

export interface ClaimPetId {
  type: 'ClaimPetId';
  data: { petId: number };
}

export const petRequestStream = (idempotencyKey: string): string => `PetRequest-${idempotencyKey}`;

export const petRequestDecider: Decider<ClaimPetId, PetIdClaimed, { petId: number | null }> = {
  initialState: () => ({ petId: null }),
  evolve: (_state, event) => ({ petId: event.data.petId }),
  // Another command with this key claimed first: keep that pet.
  decide: ({ data }, state, { now }) => (state.petId !== null ? [] : [{ type: 'PetIdClaimed', data: { petId: data.petId, claimedAt: now } }]),
};
