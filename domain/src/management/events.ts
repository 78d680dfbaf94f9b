import { z } from 'zod';
import { storableId, storableText } from '../shared/storable';
import { PERMISSIONS } from '../auth';
import type { DomainEvent } from '../shared/decider';

/**
 * A user type (a configurable role) with the permissions it grants. Stream `UserType-<id>`.
 * The event states the whole type, so the latest one wins.
 */
export const UserTypeDefinedSchema = z.object({
  id: storableId(),
  name: storableText().trim().min(1).max(50),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export type UserTypeDefinedData = z.infer<typeof UserTypeDefinedSchema>;
export type UserTypeDefined = DomainEvent<'UserTypeDefined', UserTypeDefinedData>;

/**
 * A user type deleted; its users now have the type `replacingId` (the users read model moves them).
 * Written with UserTypeDefined on the `UserTypes` catalogue stream (see userTypeCatalog.ts).
 */
export const UserTypeDeletedSchema = z.object({
  id: storableId(),
  replacingId: storableId(),
});
export type UserTypeDeletedData = z.infer<typeof UserTypeDeletedSchema>;
export type UserTypeDeleted = DomainEvent<'UserTypeDeleted', UserTypeDeletedData>;

export const MANAGEMENT_EVENT_SCHEMAS = {
  UserTypeDefined: UserTypeDefinedSchema,
  UserTypeDeleted: UserTypeDeletedSchema,
} as const;

export type ManagementEventType = keyof typeof MANAGEMENT_EVENT_SCHEMAS;
export const MANAGEMENT_EVENT_TYPES = Object.keys(MANAGEMENT_EVENT_SCHEMAS) as ManagementEventType[];

export const userTypeStream = (id: number) => `UserType-${id}`;
