import {
  builtInUserTypeEvents,
  changeUserTypeSchema,
  createUserTypeSchema,
  currentUserTypes,
  deleteUserTypeSchema,
  fold,
  isCustomerUserType,
  isPermission,
  updateUserTypeSchema,
  USER_TYPE_CATALOG_STREAM,
  userStream,
  USER_TYPE_MESSAGES,
  userTypeAssignmentDecider,
  userTypeCatalogDecider,
  type KnownUserType,
  type Permission,
  type UserTypeCatalogEvent,
  managedRowAnswerSchema,
  userTypeChangedAnswerSchema,
  userTypeDeletedAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, describedRule, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { assertMayGrantUserType, userTypeOf } from '../shared/userTypeGrant';

/**
 * The user-type selector (ViewPermissions and EditUsers); for a staff user also what creating one needs
 * (EditEmployees) and every permission of both the old and the new type, read from the streams in the
 * handler (docs/DECISIONS.md, "Who may give a login").
 */
const mayChangeUserType = describedRule<{ userId: number; UserTypeID: number }>(
  {
    allOf: ['ViewPermissions', 'EditUsers'],
    note: "and for a staff user EditEmployees and every permission of the user's old and new type",
    inputChecks: ['EditEmployees'],
  },
  (actor) => actor.permissions.ViewPermissions === true && actor.permissions.EditUsers === true,
);

/**
 * What the write side knows of user types besides the catalogue's own events: the built-in types
 * (seeded on their `UserType-<id>` streams) and any other type the read model holds. The catalogue's
 * events override it (userTypeCatalog.ts), so the read model's lag cannot undo a catalogue decision.
 */
async function knownUserTypes(db: SqlExecutor): Promise<KnownUserType[]> {
  const known = new Map<number, KnownUserType>();
  for (const e of builtInUserTypeEvents()) known.set(e.data.id, e.data);
  const { rows } = await db.query<{ id: number; name: string; permissions: unknown }>('SELECT id, name, permissions FROM user_types');
  for (const r of rows) {
    const permissions = Array.isArray(r.permissions) ? (r.permissions as unknown[]).filter((p): p is Permission => typeof p === 'string' && isPermission(p)) : [];
    known.set(Number(r.id), { id: Number(r.id), name: r.name, permissions });
  }
  return [...known.values()];
}

/**
 * User types and permissions (part 2 §2.6, §4.5, §7.6; EditPermissions), and changing one user's
 * type (user-type selector; ViewPermissions and EditUsers). Every type write is decided on
 * the `UserTypes` catalogue stream; the options projector updates `user_types`, which every request's
 * permissions are read from, and pushes `updatedPermissions` to the users of the type.
 */
export async function userTypeCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/user-type/create',
    name: 'CreateUserType',
    answer: managedRowAnswerSchema,
    schema: createUserTypeSchema,
    permission: 'EditPermissions',
    async handle({ UserType, Permissions }, ctx) {
      const known = await knownUserTypes(ctx.services.db);
      const id = await ctx.nextId('user_type');
      await ctx.execute(USER_TYPE_CATALOG_STREAM, userTypeCatalogDecider, {
        type: 'CreateUserType',
        data: { id, name: UserType, permissions: Permissions },
        known,
      });
      return { ID: id };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/user-type/update',
    name: 'UpdateUserType',
    answer: managedRowAnswerSchema,
    schema: updateUserTypeSchema,
    permission: 'EditPermissions',
    async handle({ ID, UserType, Permissions }, ctx) {
      const known = await knownUserTypes(ctx.services.db);
      await ctx.execute(USER_TYPE_CATALOG_STREAM, userTypeCatalogDecider, {
        type: 'UpdateUserType',
        data: { id: ID, name: UserType, permissions: Permissions },
        known,
      });
      return { ID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/management/deleteUserType',
    name: 'DeleteUserType',
    answer: userTypeDeletedAnswerSchema,
    schema: deleteUserTypeSchema,
    permission: 'EditPermissions',
    async handle({ ID, ReplacingID }, ctx) {
      const known = await knownUserTypes(ctx.services.db);
      await ctx.execute(USER_TYPE_CATALOG_STREAM, userTypeCatalogDecider, {
        type: 'DeleteUserType',
        data: { id: ID, replacingId: ReplacingID },
        known,
      });
      return { ID, ReplacingID };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/changeUserType',
    name: 'ChangeUserType',
    answer: userTypeChangedAnswerSchema,
    schema: changeUserTypeSchema,
    permission: mayChangeUserType,
    async handle({ userId, UserTypeID }, ctx) {
      // Whether the type exists is the catalogue's answer (its own stream), not the read model's alone.
      const known = await knownUserTypes(ctx.services.db);
      const events = await ctx.services.store.readStream(USER_TYPE_CATALOG_STREAM);
      const catalog = fold(userTypeCatalogDecider, events.map((e) => ({ type: e.type, data: e.data }) as UserTypeCatalogEvent));
      const typeExists = currentUserTypes(catalog, known).has(UserTypeID);
      // A staff user's type, old and new, must hold nothing the caller lacks (the decider refuses the
      // rest: unknown user or type, own type, customer and staff types crossed).
      const current = await userTypeOf(ctx.services.store, userId);
      if (typeExists && current !== null && !isCustomerUserType(current) && !isCustomerUserType(UserTypeID) && ctx.actor.userId !== userId) {
        await assertMayGrantUserType(ctx, current, USER_TYPE_MESSAGES.grantBeyondActor);
        await assertMayGrantUserType(ctx, UserTypeID, USER_TYPE_MESSAGES.grantBeyondActor);
      }
      await ctx.execute(userStream(userId), userTypeAssignmentDecider, {
        type: 'ChangeUserType',
        data: { userId, userTypeId: UserTypeID, typeExists },
      });
      return { userId, UserTypeID };
    },
  });
}
