import { z } from 'zod';
import { storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/**
 * Events of the users feature. Every event's data has a zod schema: projectors parse with it, so a
 * malformed event faults the projector loudly instead of writing a half row.
 */
export const addressDataSchema = z.object({
  address: storableText(),
  city: storableText().nullable(),
  state: storableText().nullable(),
  zipcode: storableText().nullable(),
  mapsco: storableText().nullable(),
});
export type AddressData = z.infer<typeof addressDataSchema>;

export const userCreatedSchema = z.object({
  userId: storableId(),
  firstName: storableText(),
  middleName: storableText().nullable(),
  lastName: storableText(),
  emailAddress: storableText(),
  userTypeId: storableId(),
  /** The user's customer record (created next, on its own stream), null for staff. */
  customerId: storableId().nullable(),
  phoneNumber: storableText().nullable(),
  address: addressDataSchema.nullable(),
  createdAt: storableText(),
});
export type UserCreatedData = z.infer<typeof userCreatedSchema>;

/**
 * A login for the user. `hasPassword`: a password was set with it (the demo seed); else the person sets
 * one later (recovery link). The hash itself is never in an event: see users/upcasters.ts.
 */
export const loginAccountCreatedSchema = z.object({
  userId: storableId(),
  emailAddress: storableText(),
  hasPassword: z.boolean(),
  createdAt: storableText(),
});
export type LoginAccountCreatedData = z.infer<typeof loginAccountCreatedSchema>;

/** Written to `EmailClaim-<address>` before the user exists: the stream's no_stream append is the lock. */
export const emailAddressClaimedSchema = z.object({
  emailAddress: storableText(),
  userId: storableId(),
  claimedAt: storableText(),
});
export type EmailAddressClaimedData = z.infer<typeof emailAddressClaimedSchema>;

export type UserCreated = DomainEvent<'UserCreated', UserCreatedData>;
export type LoginAccountCreated = DomainEvent<'LoginAccountCreated', LoginAccountCreatedData>;
export type EmailAddressClaimed = DomainEvent<'EmailAddressClaimed', EmailAddressClaimedData>;


/** Name, birthday and notes edited on the customer details form (the login email is not edited here). */
export const userDetailsUpdatedSchema = z.object({
  userId: storableId(),
  firstName: storableText(),
  middleName: storableText().nullable(),
  lastName: storableText(),
  /** MM-DD-YYYY or null. */
  birthday: storableText().nullable(),
  notes: storableText().nullable(),
  updatedAt: storableText(),
});
export type UserDetailsUpdatedData = z.infer<typeof userDetailsUpdatedSchema>;

export const userDeletedSchema = z.object({ userId: storableId(), deletedAt: storableText() });
export const userRestoredSchema = z.object({ userId: storableId(), restoredAt: storableText() });
/** The duplicate of a merge: its records moved to `intoUserId`. Restore does not undo this. */
export const userMergedSchema = z.object({
  userId: storableId(),
  intoUserId: storableId(),
  mergedAt: storableText(),
});
/** The user's comment group (part 1 §3 User.commentGroupId). */
export const userCommentGroupAssignedSchema = z.object({
  userId: storableId(),
  commentGroupId: storableId(),
});

export type UserDetailsUpdated = DomainEvent<'UserDetailsUpdated', UserDetailsUpdatedData>;
export type UserDeleted = DomainEvent<'UserDeleted', z.infer<typeof userDeletedSchema>>;
export type UserRestored = DomainEvent<'UserRestored', z.infer<typeof userRestoredSchema>>;
export type UserMerged = DomainEvent<'UserMerged', z.infer<typeof userMergedSchema>>;
export type UserCommentGroupAssigned = DomainEvent<'UserCommentGroupAssigned', z.infer<typeof userCommentGroupAssignedSchema>>;

/** Every event of the `User-<id>` stream after creation (the profile feature's). */
export type UserProfileEvent = UserDetailsUpdated | UserDeleted | UserRestored | UserMerged | UserCommentGroupAssigned;

export type UserEvent = UserCreated | LoginAccountCreated | UserProfileEvent;
