import { z } from 'zod';
import { int4, storableCents, storableId, storableLocalDate, storableText } from '../shared/storable';
import type { PetAdded } from '../customers';
import type { DomainEvent } from '../shared/decider';
import { PET_SEXES } from './details';

/**
 * Events of the `Pet-<id>` stream besides PetAdded (customers/events.ts, kept as it was: the demo
 * seed and the customer list's pet filter use it). A new pet is PetAdded followed by
 * PetDetailsChanged with whatever else was filled in. Pictures are recorded by file name and
 * content hash; the bytes live in the blob store, never in an event.
 */
const id = storableId();
const isoDate = storableLocalDate();

export const petDetailsChangesSchema = z
  .object({
    petName: storableText(),
    animalTypeId: id,
    breedId: id,
    sex: z.enum(PET_SEXES),
    weight: int4().nonnegative().nullable(),
    age: int4().nonnegative().nullable(),
    birthday: isoDate.nullable(),
    grooming: storableText().nullable(),
    habits: storableText().nullable(),
    priceHistory: storableText().nullable(),
    notes: storableText().nullable(),
    isDeceased: z.boolean(),
    isServicePet: z.boolean(),
    lastFee: storableCents().nullable(),
    lastGroomDate: isoDate.nullable(),
    isOverridingGroomingFee: z.boolean(),
    overrideGroomingFeePrice: storableCents().nullable(),
    minutesToGroom: int4().nonnegative().nullable(),
    groomingFrequencyWeeks: int4().min(1).max(52).nullable(),
  })
  .partial();

export const petDetailsChangedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  changes: petDetailsChangesSchema,
  changedAt: storableText(),
});

export const petDeletedSchema = z.object({ petId: id, customerId: id, userId: id, deletedAt: storableText() });

export const petOwnerChangedSchema = z.object({
  petId: id,
  fromCustomerId: id,
  fromUserId: id,
  toCustomerId: id,
  toUserId: id,
  changedAt: storableText(),
});

/** The mail goes out once per pet: the outbox is keyed by `sympathyEmailKey(petId)`. */
export const sympathyEmailRequestedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  emailAddress: storableText(),
  ownerFirstName: storableText(),
  petName: storableText(),
  requestedAt: storableText(),
});

export const petPictureAddedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  fileName: storableText(),
  /** sha256 of the stored bytes, hex: the blob store's key. */
  hash: storableText(),
  contentType: storableText(),
  size: int4().nonnegative(),
  addedAt: storableText(),
});

export const petPictureRemovedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  fileName: storableText(),
  removedAt: storableText(),
});

/** `PetRequest-<key>`: a new pet's id claimed once per Idempotency-Key (pets/petRequest.ts). */
export const petIdClaimedSchema = z.object({ petId: id, claimedAt: storableText() });

export type PetDetailsChanged = DomainEvent<'PetDetailsChanged', z.infer<typeof petDetailsChangedSchema>>;
export type PetDeleted = DomainEvent<'PetDeleted', z.infer<typeof petDeletedSchema>>;
export type PetOwnerChanged = DomainEvent<'PetOwnerChanged', z.infer<typeof petOwnerChangedSchema>>;
export type SympathyEmailRequested = DomainEvent<'SympathyEmailRequested', z.infer<typeof sympathyEmailRequestedSchema>>;
export type PetPictureAdded = DomainEvent<'PetPictureAdded', z.infer<typeof petPictureAddedSchema>>;
export type PetPictureRemoved = DomainEvent<'PetPictureRemoved', z.infer<typeof petPictureRemovedSchema>>;

export type PetEvent =
  | PetAdded
  | PetDetailsChanged
  | PetDeleted
  | PetOwnerChanged
  | SympathyEmailRequested
  | PetPictureAdded
  | PetPictureRemoved;

export const PET_EVENT_TYPES = [
  'PetAdded',
  'PetDetailsChanged',
  'PetDeleted',
  'PetOwnerChanged',
  'SympathyEmailRequested',
  'PetPictureAdded',
  'PetPictureRemoved',
] as const;

export const sympathyEmailKey = (petId: number): string => `SympathyEmail-Pet-${petId}`;
