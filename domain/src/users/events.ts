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

export type UserEvent = UserCreated | LoginAccountCreated;
