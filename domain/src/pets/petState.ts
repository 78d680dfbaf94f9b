import { DEFAULT_PET_DETAILS, type PetDetails } from './details';
import type { DomainEvent } from '../shared/decider';
import type { PetEvent } from './events';

export interface PetPicture {
  fileName: string;
  hash: string;
  contentType: string;
}

export interface ActivePet {
  status: 'active';
  petId: number;
  customerId: number;
  userId: number;
  details: PetDetails;
  pictures: PetPicture[];
  sympathyEmail: { emailAddress: string; ownerFirstName: string; petName: string } | null;
}

/** The folded `Pet-<id>` stream. */
export type PetState = { status: 'none' } | ActivePet | (Omit<ActivePet, 'status'> & { status: 'deleted' });

export const initialPetState = (): PetState => ({ status: 'none' });

/** Total: events this state does not read (other features' on `Pet-<id>`) leave it unchanged. */
export function evolvePet(state: PetState, anyEvent: DomainEvent): PetState {
  const event = anyEvent as PetEvent;
  if (event.type === 'PetAdded') {
    const { petId, customerId, userId, petName, animalTypeId, breedId } = event.data;
    return {
      status: 'active',
      petId,
      customerId,
      userId,
      details: { ...DEFAULT_PET_DETAILS, petName, animalTypeId, breedId },
      pictures: [],
      sympathyEmail: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PetDetailsChanged':
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'PetDeleted':
      return { ...state, status: 'deleted' };
    case 'PetOwnerChanged':
      return { ...state, customerId: event.data.toCustomerId, userId: event.data.toUserId };
    case 'SympathyEmailRequested': {
      const { emailAddress, ownerFirstName, petName } = event.data;
      return { ...state, sympathyEmail: { emailAddress, ownerFirstName, petName } };
    }
    case 'PetPictureAdded': {
      const { fileName, hash, contentType } = event.data;
      return { ...state, pictures: [...state.pictures.filter((p) => p.fileName !== fileName), { fileName, hash, contentType }] };
    }
    case 'PetPictureRemoved':
      return { ...state, pictures: state.pictures.filter((p) => p.fileName !== event.data.fileName) };
    default:
      return state;
  }
}

/** Part 1 §4: a deceased pet cannot be included in an estimate. The estimates feature asks this. */
export const canBeEstimated = (pet: Pick<PetDetails, 'isDeceased'>): boolean => !pet.isDeceased;
