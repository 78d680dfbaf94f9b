import { z } from 'zod';
import type { PetAdded } from '../customers/events';
import type { DomainEvent } from '../shared/decider';
import { PET_SEXES } from './details';

/**
 * Events of the `Pet-<id>` stream besides PetAdded (customers/events.ts, kept as it was: the demo
 * seed and the customer list's pet filter use it). A new pet is PetAdded followed by
 * PetDetailsChanged with whatever else was filled in. Pictures are recorded by file name and
 * content hash; the bytes live in the blob store, never in an event.
 */
const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const petDetailsChangesSchema = z
  .object({
    petName: z.string(),
    animalTypeId: id,
    breedId: id,
    sex: z.enum(PET_SEXES),
    weight: z.number().int().nonnegative().nullable(),
    age: z.number().int().nonnegative().nullable(),
    birthday: isoDate.nullable(),
    grooming: z.string().nullable(),
    habits: z.string().nullable(),
    priceHistory: z.string().nullable(),
    notes: z.string().nullable(),
    isDeceased: z.boolean(),
    isServicePet: z.boolean(),
    lastFee: z.number().int().nonnegative().nullable(),
    lastGroomDate: isoDate.nullable(),
    isOverridingGroomingFee: z.boolean(),
    overrideGroomingFeePrice: z.number().int().nonnegative().nullable(),
    minutesToGroom: z.number().int().nonnegative().nullable(),
  })
  .partial();

export const petDetailsChangedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  changes: petDetailsChangesSchema,
  changedAt: z.string(),
});

export const petDeletedSchema = z.object({ petId: id, customerId: id, userId: id, deletedAt: z.string() });

export const petOwnerChangedSchema = z.object({
  petId: id,
  fromCustomerId: id,
  fromUserId: id,
  toCustomerId: id,
  toUserId: id,
  changedAt: z.string(),
});

/** The mail goes out once per pet: the outbox is keyed by `sympathyEmailKey(petId)`. */
export const sympathyEmailRequestedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  emailAddress: z.string(),
  ownerFirstName: z.string(),
  petName: z.string(),
  requestedAt: z.string(),
});

export const petPictureAddedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  fileName: z.string(),
  /** sha256 of the stored bytes, hex: the blob store's key. */
  hash: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  addedAt: z.string(),
});

export const petPictureRemovedSchema = z.object({
  petId: id,
  customerId: id,
  userId: id,
  fileName: z.string(),
  removedAt: z.string(),
});

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
