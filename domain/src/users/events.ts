import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';

/**
 * Events of the users feature. Every event's data has a zod schema: projectors parse with it, so a
 * malformed event faults the projector loudly instead of writing a half row.
 */
export const addressDataSchema = z.object({
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  mapsco: z.string().nullable(),
});
export type AddressData = z.infer<typeof addressDataSchema>;

export const userCreatedSchema = z.object({
  userId: z.number().int().positive(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  emailAddress: z.string(),
  userTypeId: z.number().int().positive(),
  /** The user's customer record (created next, on its own stream), null for staff. */
  customerId: z.number().int().positive().nullable(),
  phoneNumber: z.string().nullable(),
  address: addressDataSchema.nullable(),
  createdAt: z.string(),
});
export type UserCreatedData = z.infer<typeof userCreatedSchema>;

/** A login for the user. `passwordHash` is null until the person sets a password (recovery link). */
export const loginAccountCreatedSchema = z.object({
  userId: z.number().int().positive(),
  emailAddress: z.string(),
  passwordHash: z.string().nullable(),
  createdAt: z.string(),
});
export type LoginAccountCreatedData = z.infer<typeof loginAccountCreatedSchema>;

/** Written to `EmailClaim-<address>` before the user exists: the stream's no_stream append is the lock. */
export const emailAddressClaimedSchema = z.object({
  emailAddress: z.string(),
  userId: z.number().int().positive(),
  claimedAt: z.string(),
});
export type EmailAddressClaimedData = z.infer<typeof emailAddressClaimedSchema>;

export type UserCreated = DomainEvent<'UserCreated', UserCreatedData>;
export type LoginAccountCreated = DomainEvent<'LoginAccountCreated', LoginAccountCreatedData>;
export type EmailAddressClaimed = DomainEvent<'EmailAddressClaimed', EmailAddressClaimedData>;


/** Name, birthday and notes edited on the customer details form (the login email is not edited here). */
export const userDetailsUpdatedSchema = z.object({
  userId: z.number().int().positive(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** MM-DD-YYYY or null. */
  birthday: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type UserDetailsUpdatedData = z.infer<typeof userDetailsUpdatedSchema>;

export const userDeletedSchema = z.object({ userId: z.number().int().positive(), deletedAt: z.string() });
export const userRestoredSchema = z.object({ userId: z.number().int().positive(), restoredAt: z.string() });
/** The duplicate of a merge: its records moved to `intoUserId`. Restore does not undo this. */
export const userMergedSchema = z.object({
  userId: z.number().int().positive(),
  intoUserId: z.number().int().positive(),
  mergedAt: z.string(),
});
/** The user's comment group (part 1 §3 User.commentGroupId). */
export const userCommentGroupAssignedSchema = z.object({
  userId: z.number().int().positive(),
  commentGroupId: z.number().int().positive(),
});

export type UserDetailsUpdated = DomainEvent<'UserDetailsUpdated', UserDetailsUpdatedData>;
export type UserDeleted = DomainEvent<'UserDeleted', z.infer<typeof userDeletedSchema>>;
export type UserRestored = DomainEvent<'UserRestored', z.infer<typeof userRestoredSchema>>;
export type UserMerged = DomainEvent<'UserMerged', z.infer<typeof userMergedSchema>>;
export type UserCommentGroupAssigned = DomainEvent<'UserCommentGroupAssigned', z.infer<typeof userCommentGroupAssignedSchema>>;

/** Every event of the `User-<id>` stream after creation (the profile feature's). */
export type UserProfileEvent = UserDetailsUpdated | UserDeleted | UserRestored | UserMerged | UserCommentGroupAssigned;

export type UserEvent = UserCreated | LoginAccountCreated | UserProfileEvent;
