import type { PetAdded } from '../customers';
import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { DEFAULT_PET_DETAILS, GROOMING_FREQUENCY_WEEKS, changedDetails, petDateErrors, type PetDetails } from './details';
import type { PetEvent } from './events';
import type { EstimatePackage } from '../options';
import { appendPriceHistory, parsePriceHistory } from './groom';
import { PET_MESSAGES } from './messages';
import { evolvePet, initialPetState, type ActivePet, type PetState } from './petState';

/** The minimal add the demo seed uses (kept from the customers slice). */
export interface AddPet {
  type: 'AddPet';
  data: { petId: number; customerId: number; userId: number; petName: string; breedId: number | null; animalTypeId: number };
}

/** POST pets/update: the whole state. `onlyHabitsOf` is set for a customer: their own pet, habits only. */
export interface SavePet {
  type: 'SavePet';
  data: {
    petId: number;
    isNew: boolean;
    customerId: number;
    userId: number;
    details: PetDetails;
    /** Business-local 'YYYY-MM-DD': dates after it are refused. */
    today: string;
    onlyHabitsOf: number | null;
  };
}

export interface UpdatePetNotes {
  type: 'UpdatePetNotes';
  data: { petId: number; habits: string | null; onlyHabitsOf: number | null };
}

export interface DeletePet {
  type: 'DeletePet';
  data: { petId: number };
}

export interface ChangePetOwner {
  type: 'ChangePetOwner';
  data: { petId: number; toCustomerId: number; toUserId: number };
}

export interface RequestSympathyEmail {
  type: 'RequestSympathyEmail';
  data: { petId: number; emailAddress: string; ownerFirstName: string };
}

export interface AddPetPicture {
  type: 'AddPetPicture';
  data: { petId: number; fileName: string; hash: string; contentType: string; size: number };
}

export interface RemovePetPicture {
  type: 'RemovePetPicture';
  data: { petId: number; fileName: string };
}

/** Completion: the pet was groomed on `date` for `fee` by appointment `appointmentId`. */
export interface RecordPetGroom {
  type: 'RecordPetGroom';
  data: { petId: number; appointmentId: number; date: string; estimatePackage: EstimatePackage; fee: number };
}

/**
 * The groomer's van: the stylist updates the pet's 'Grooming and Cut' text after the groom. `ofCustomer`
 * is the customer of the appointment the stylist is assigned to (null for staff with EditPets): a pet of
 * another customer is not found (decided from the pet's own stream).
 */
export interface UpdatePetGrooming {
  type: 'UpdatePetGrooming';
  data: { petId: number; grooming: string | null; ofCustomer: number | null };
}

export type PetCommand =
  | AddPet
  | UpdatePetGrooming
  | SavePet
  | UpdatePetNotes
  | DeletePet
  | ChangePetOwner
  | RequestSympathyEmail
  | AddPetPicture
  | RemovePetPicture
  | RecordPetGroom;

const notFound = () => new DomainError(404, PET_MESSAGES.petNotFound);

function active(state: PetState): ActivePet {
  if (state.status !== 'active') throw notFound();
  return state;
}

/** A customer reaching for a pet that is not theirs learns nothing about it. */
function ownedBy(pet: ActivePet, onlyHabitsOf: number | null): void {
  if (onlyHabitsOf !== null && pet.customerId !== onlyHabitsOf) throw notFound();
}

function addPet({ data }: AddPet, state: PetState, { now }: CommandContext): PetEvent[] {
  const petName = data.petName.trim();
  if (!petName) throw new DomainError(400, PET_MESSAGES.newPetNameRequired, { petName: PET_MESSAGES.newPetNameRequired });
  if (data.breedId === null) throw new DomainError(400, PET_MESSAGES.newPetBreedRequired, { breedId: PET_MESSAGES.newPetBreedRequired });
  if (state.status !== 'none') throw new DomainError(409, PET_MESSAGES.petExists);
  const added: PetAdded = { type: 'PetAdded', data: { ...data, petName, breedId: data.breedId, createdAt: now } };
  return [added];
}

function savePet({ data }: SavePet, state: PetState, { now }: CommandContext): PetEvent[] {
  const { details, isNew } = data;
  if (!details.petName) {
    const message = isNew ? PET_MESSAGES.newPetNameRequired : PET_MESSAGES.nameRequired;
    throw new DomainError(400, message, { petName: message });
  }
  const dateErrors = petDateErrors(details, data.today);
  const firstDateError = Object.values(dateErrors)[0];
  if (firstDateError) throw new DomainError(400, firstDateError, dateErrors);
  const weeks = details.groomingFrequencyWeeks;
  if (weeks !== null && (!Number.isInteger(weeks) || weeks < GROOMING_FREQUENCY_WEEKS.min || weeks > GROOMING_FREQUENCY_WEEKS.max)) {
    throw new DomainError(400, PET_MESSAGES.groomingFrequency, { groomingFrequencyWeeks: PET_MESSAGES.groomingFrequency });
  }

  if (isNew) {
    // Customers cannot add pets (part 1 §2: 'Contact the company to Add New Pets!').
    if (data.onlyHabitsOf !== null) throw new DomainError(403, PET_MESSAGES.habitsOnly);
    if (state.status !== 'none') throw new DomainError(409, PET_MESSAGES.petExists);
    const { petId, customerId, userId } = data;
    const added: PetAdded = {
      type: 'PetAdded',
      data: { petId, customerId, userId, petName: details.petName, breedId: details.breedId, animalTypeId: details.animalTypeId, createdAt: now },
    };
    const base: PetDetails = { ...DEFAULT_PET_DETAILS, petName: details.petName, breedId: details.breedId, animalTypeId: details.animalTypeId };
    const changes = changedDetails(base, details);
    return Object.keys(changes).length === 0
      ? [added]
      : [added, { type: 'PetDetailsChanged', data: { petId, customerId, userId, changes, changedAt: now } }];
  }

  const pet = active(state);
  ownedBy(pet, data.onlyHabitsOf);
  const changes = changedDetails(pet.details, details);
  if (data.onlyHabitsOf !== null && Object.keys(changes).some((field) => field !== 'habits')) {
    throw new DomainError(403, PET_MESSAGES.habitsOnly);
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'PetDetailsChanged', data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, changes, changedAt: now } }];
}

function updatePetNotes({ data }: UpdatePetNotes, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  ownedBy(pet, data.onlyHabitsOf);
  if (pet.details.habits === data.habits) return [];
  return [
    {
      type: 'PetDetailsChanged',
      data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, changes: { habits: data.habits }, changedAt: now },
    },
  ];
}

function updatePetGrooming({ data }: UpdatePetGrooming, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  ownedBy(pet, data.ofCustomer);
  if (pet.details.grooming === data.grooming) return [];
  return [
    {
      type: 'PetDetailsChanged',
      data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, changes: { grooming: data.grooming }, changedAt: now },
    },
  ];
}

function deletePet(_command: DeletePet, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  return [{ type: 'PetDeleted', data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, deletedAt: now } }];
}

function changeOwner({ data }: ChangePetOwner, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  // Moving a pet where it already is changes nothing (a retried merge, a double click).
  if (pet.customerId === data.toCustomerId) return [];
  return [
    {
      type: 'PetOwnerChanged',
      data: {
        petId: pet.petId,
        fromCustomerId: pet.customerId,
        fromUserId: pet.userId,
        toCustomerId: data.toCustomerId,
        toUserId: data.toUserId,
        changedAt: now,
      },
    },
  ];
}

function requestSympathyEmail({ data }: RequestSympathyEmail, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  if (!pet.details.isDeceased) throw new DomainError(400, PET_MESSAGES.notDeceased);
  // Once per pet: asking again (a retry, a second click) sends nothing new.
  if (pet.sympathyEmail) return [];
  return [
    {
      type: 'SympathyEmailRequested',
      data: {
        petId: pet.petId,
        customerId: pet.customerId,
        userId: pet.userId,
        emailAddress: data.emailAddress,
        ownerFirstName: data.ownerFirstName,
        petName: pet.details.petName,
        requestedAt: now,
      },
    },
  ];
}

function addPicture({ data }: AddPetPicture, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  // The name comes from the content hash: the same image twice is one picture.
  if (pet.pictures.some((p) => p.fileName === data.fileName)) return [];
  const { fileName, hash, contentType, size } = data;
  return [
    {
      type: 'PetPictureAdded',
      data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, fileName, hash, contentType, size, addedAt: now },
    },
  ];
}

function removePicture({ data }: RemovePetPicture, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  if (!pet.pictures.some((p) => p.fileName === data.fileName)) throw new DomainError(404, PET_MESSAGES.failedToDeletePicture);
  return [
    {
      type: 'PetPictureRemoved',
      data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, fileName: data.fileName, removedAt: now },
    },
  ];
}

function recordGroom({ data }: RecordPetGroom, state: PetState, { now }: CommandContext): PetEvent[] {
  const pet = active(state);
  const history = parsePriceHistory(pet.details.priceHistory);
  // Once per appointment: a retried completion changes nothing.
  if (history.some((e) => e.appointmentId === data.appointmentId)) return [];
  const entry = { date: data.date, package: data.estimatePackage, fee: data.fee, appointmentId: data.appointmentId };
  // An older appointment completed late does not move the last groom back.
  const latest = pet.details.lastGroomDate === null || data.date >= pet.details.lastGroomDate;
  const changes = {
    ...(latest ? { lastGroomDate: data.date, lastFee: data.fee } : {}),
    priceHistory: appendPriceHistory(pet.details.priceHistory, entry),
  };
  return [{ type: 'PetDetailsChanged', data: { petId: pet.petId, customerId: pet.customerId, userId: pet.userId, changes, changedAt: now } }];
}

export function decidePet(command: PetCommand, state: PetState, context: CommandContext): PetEvent[] {
  switch (command.type) {
    case 'AddPet':
      return addPet(command, state, context);
    case 'SavePet':
      return savePet(command, state, context);
    case 'UpdatePetGrooming':
      return updatePetGrooming(command, state, context);
    case 'UpdatePetNotes':
      return updatePetNotes(command, state, context);
    case 'DeletePet':
      return deletePet(command, state, context);
    case 'ChangePetOwner':
      return changeOwner(command, state, context);
    case 'RequestSympathyEmail':
      return requestSympathyEmail(command, state, context);
    case 'AddPetPicture':
      return addPicture(command, state, context);
    case 'RemovePetPicture':
      return removePicture(command, state, context);
    case 'RecordPetGroom':
      return recordGroom(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown pet command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The `Pet-<id>` stream's decider. */
export const petDecider: Decider<PetCommand, PetEvent, PetState> = {
  initialState: initialPetState,
  evolve: evolvePet,
  decide: decidePet,
};
