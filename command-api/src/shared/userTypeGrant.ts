import {
  DomainError,
  USER_TYPE_CATALOG_STREAM,
  USER_TYPE_MESSAGES,
  builtInUserTypeEvents,
  currentUserTypes,
  fold,
  isCustomerUserType,
  permissionsBeyond,
  resolveUserTypeId,
  userStream,
  userTypeAssignmentDecider,
  userTypeCatalogDecider,
  userTypeStream,
  type KnownUserType,
  type Permission,
  type UserTypeCatalogEvent,
} from '@pawroute/domain';
import { NOT_PERMITTED, type CommandHandlerContext, type EventStore } from '@pawroute/platform';
import { streamEvents } from './streams';

/**
 * The user type a user holds now and its permissions, decided from the event streams (never the read
 * model): the user's `User-<id>` stream (UserCreated, UserTypeChanged), the `UserTypes` catalogue (its
 * definitions and deletions, a deleted type's users holding its replacement) over the type's own
 * `UserType-<id>` stream (the seeded built-ins). null: no such user, or no such type.
 */
export async function userTypeOf(store: EventStore, userId: number): Promise<number | null> {
  const state = fold(userTypeAssignmentDecider, (await streamEvents(store, userStream(userId))) as never[]);
  return state.status === 'active' ? state.userTypeId : null;
}

export async function userTypeNow(store: EventStore, userTypeId: number): Promise<KnownUserType | null> {
  const catalog = fold(userTypeCatalogDecider, (await streamEvents(store, USER_TYPE_CATALOG_STREAM)) as UserTypeCatalogEvent[]);
  const id = resolveUserTypeId(catalog, userTypeId);
  const known = new Map<number, KnownUserType>();
  for (const e of builtInUserTypeEvents()) known.set(e.data.id, e.data);
  for (const e of await streamEvents(store, userTypeStream(id))) {
    if (e.type === 'UserTypeDefined') known.set(id, e.data as KnownUserType);
  }
  return currentUserTypes(catalog, [...known.values()]).get(id) ?? null;
}

/**
 * Who may give a login or a user type (docs/DECISIONS.md, "Who may give a login"): for a staff type
 * (any but the Customer type), what creating a staff user needs (EditEmployees) and every permission
 * the type holds; 403 with `message` otherwise. The Customer type holds own-record permissions only
 * (CUSTOMER_TYPE_PERMISSIONS), so giving it needs only the route's own permission.
 */
export async function assertMayGrantUserType(
  ctx: Pick<CommandHandlerContext, 'services' | 'actor'>,
  userTypeId: number,
  message: string = USER_TYPE_MESSAGES.grantBeyondActor,
): Promise<void> {
  if (isCustomerUserType(userTypeId)) return;
  const actor = ctx.actor;
  if (!actor || actor.permissions.EditEmployees !== true) throw new DomainError(403, NOT_PERMITTED);
  const type = await userTypeNow(ctx.services.store, userTypeId);
  // A type the streams do not know is refused (fail closed), not taken as holding nothing.
  const beyond: readonly Permission[] = type ? permissionsBeyond(actor.permissions, type.permissions) : ['EditPermissions'];
  if (beyond.length > 0) throw new DomainError(403, message);
}
