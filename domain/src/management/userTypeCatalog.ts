import { z } from 'zod';
import { PERMISSIONS, type Permission, type PermissionFlags, USER_TYPE_IDS } from '../auth';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableId } from '../shared/storable';
import type { UserTypeDefined, UserTypeDeleted } from './events';
import { USER_TYPE_MESSAGES as M } from './messages';

/**
 * User types and their permissions (part 2 §2.6 permissions tab, §3 User type, §4.5, §6, §7.6).
 *
 * Every management write of a user type goes through ONE catalogue stream, `UserTypes`: the rules that
 * span types (a name is unique, case-insensitively; a delete needs more than one type and an existing
 * replacement; some staff type keeps EditPermissions) are then decided under the stream's expected
 * revision, so two administrators racing cannot break them. The seeded built-in types live on their
 * `UserType-<id>` streams; the handler passes what it knows of them (and of any type the read model
 * holds) as the command's `known` baseline, which the catalogue's own events override.
 *
 * The Customer type (id USER_TYPE_IDS.Customer; `isCustomerUserType`) is the only customer type:
 * no new type is a customer type, it cannot be deleted, it cannot replace a deleted type, and it holds
 * only CUSTOMER_TYPE_PERMISSIONS, always with ViewCustomerDashboard (the portal). So "the user's type is
 * the customer type" and "the user's type id is the Customer type's id" are the same test.
 */
export const USER_TYPE_CATALOG_STREAM = 'UserTypes';

export const CUSTOMER_USER_TYPE_ID = USER_TYPE_IDS.Customer;
/** True when the user type is the customer type (see the header). Use this, not a literal id. */
export const isCustomerUserType = (userTypeId: number | null | undefined): boolean => userTypeId === CUSTOMER_USER_TYPE_ID;

/** What the Customer type may hold: the portal's own-record permissions, nothing that reads others' data. */
export const CUSTOMER_TYPE_PERMISSIONS: readonly Permission[] = [
  'ViewCustomerDashboard',
  'ViewProfile',
  'EditProfile',
  'ViewEstimates',
  'EditPets',
];

/* ------------------------------------------------------------------ the catalogue decider */

export interface KnownUserType {
  id: number;
  name: string;
  permissions: readonly Permission[];
}

export interface UserTypeCatalogState {
  /** Types the catalogue itself defined (latest wins). */
  defined: Readonly<Record<number, KnownUserType>>;
  /** Types the catalogue deleted. */
  deleted: readonly number[];
  /** A deleted type's replacement (its users moved there: resolveUserTypeId). */
  replacedBy: Readonly<Record<number, number>>;
}

export const initialUserTypeCatalogState = (): UserTypeCatalogState => ({ defined: {}, deleted: [], replacedBy: {} });

/** Total: any other event leaves the state as it is. */
export function evolveUserTypeCatalog(state: UserTypeCatalogState, event: DomainEvent): UserTypeCatalogState {
  switch (event.type) {
    case 'UserTypeDefined': {
      const { id, name, permissions } = (event as UserTypeDefined).data;
      const replacedBy = { ...state.replacedBy };
      delete replacedBy[id];
      return { defined: { ...state.defined, [id]: { id, name, permissions } }, deleted: state.deleted.filter((d) => d !== id), replacedBy };
    }
    case 'UserTypeDeleted': {
      const { id, replacingId } = (event as UserTypeDeleted).data;
      const defined = { ...state.defined };
      delete defined[id];
      return { defined, deleted: [...state.deleted, id], replacedBy: { ...state.replacedBy, [id]: replacingId } };
    }
    default:
      return state;
  }
}

/** The types that exist: the baseline, overridden by the catalogue's definitions, less its deletions. */
export function currentUserTypes(state: UserTypeCatalogState, known: readonly KnownUserType[]): Map<number, KnownUserType> {
  const types = new Map<number, KnownUserType>();
  for (const t of known) types.set(t.id, t);
  for (const t of Object.values(state.defined)) types.set(t.id, t);
  for (const id of state.deleted) types.delete(id);
  return types;
}

/**
 * The type a user of `userTypeId` holds now: a deleted type's users moved to its replacement (in the
 * read model only, no event per user: docs/DECISIONS.md), so the catalogue's replacements are followed.
 */
export function resolveUserTypeId(state: UserTypeCatalogState, userTypeId: number): number {
  const seen = new Set<number>();
  let id = userTypeId;
  while (state.replacedBy[id] !== undefined && !seen.has(id)) {
    seen.add(id);
    id = state.replacedBy[id]!;
  }
  return id;
}

/**
 * Who may give a login or a user type (docs/DECISIONS.md, "Who may give a login"): a user type's
 * permissions must be a subset of the actor's, so nobody makes a login that can do more than they can.
 * The permissions of `typePermissions` the actor lacks (none: the actor may give it).
 */
export function permissionsBeyond(actor: PermissionFlags, typePermissions: readonly Permission[]): Permission[] {
  return typePermissions.filter((p) => actor[p] !== true);
}

export type UserTypeCatalogCommand =
  | { type: 'CreateUserType'; data: { id: number; name: string; permissions: Permission[] }; known: readonly KnownUserType[] }
  | { type: 'UpdateUserType'; data: { id: number; name: string; permissions: Permission[] }; known: readonly KnownUserType[] }
  | { type: 'DeleteUserType'; data: { id: number; replacingId: number }; known: readonly KnownUserType[] };

export type UserTypeCatalogEvent = UserTypeDefined | UserTypeDeleted;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

function assertNameFree(types: Map<number, KnownUserType>, id: number, name: string): void {
  for (const t of types.values()) {
    if (t.id !== id && sameName(t.name, name)) throw new DomainError(409, M.nameTaken, { UserType: M.nameTaken });
  }
}

function assertCustomerPermissions(permissions: readonly Permission[]): void {
  if (permissions.some((p) => !CUSTOMER_TYPE_PERMISSIONS.includes(p))) {
    throw new DomainError(400, `${M.customerPermissions} (${CUSTOMER_TYPE_PERMISSIONS.join(', ')})`);
  }
  if (!permissions.includes('ViewCustomerDashboard')) throw new DomainError(400, M.customerNeedsDashboard);
}

/** Someone must be able to open the permissions editor afterwards (a staff type with EditPermissions). */
function assertPermissionEditorRemains(types: Map<number, KnownUserType>): void {
  const editor = [...types.values()].some((t) => !isCustomerUserType(t.id) && t.permissions.includes('EditPermissions'));
  if (!editor) throw new DomainError(409, M.lastPermissionEditor);
}

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function decideUserTypeCatalog(
  command: UserTypeCatalogCommand,
  state: UserTypeCatalogState,
  _ctx: CommandContext,
): UserTypeCatalogEvent[] {
  const types = currentUserTypes(state, command.known);
  switch (command.type) {
    case 'CreateUserType': {
      const { id, name, permissions } = command.data;
      // Ids come from a sequence; a used one means a replayed command with a reused id.
      if (types.has(id) || state.deleted.includes(id)) throw new DomainError(409, M.nameTaken);
      assertNameFree(types, id, name);
      return [{ type: 'UserTypeDefined', data: { id, name: name.trim(), permissions: [...permissions] } }];
    }
    case 'UpdateUserType': {
      const { id, name, permissions } = command.data;
      const current = types.get(id);
      if (!current) throw new DomainError(404, M.notFound);
      assertNameFree(types, id, name);
      if (isCustomerUserType(id)) assertCustomerPermissions(permissions);
      const next = { id, name: name.trim(), permissions: [...permissions] };
      if (next.name === current.name && samePermissions(next.permissions, current.permissions)) return [];
      types.set(id, next);
      assertPermissionEditorRemains(types);
      return [{ type: 'UserTypeDefined', data: next }];
    }
    case 'DeleteUserType': {
      const { id, replacingId } = command.data;
      if (!types.has(id)) throw new DomainError(404, M.notFound);
      if (isCustomerUserType(id)) throw new DomainError(409, M.customerUndeletable);
      if (types.size <= 1) throw new DomainError(409, M.onlyOne);
      if (replacingId === id) throw new DomainError(400, M.replacementSame, { ReplacingID: M.replacementSame });
      if (!types.has(replacingId)) throw new DomainError(404, M.replacementNotFound, { ReplacingID: M.replacementNotFound });
      if (isCustomerUserType(replacingId)) throw new DomainError(409, M.customerReplacement, { ReplacingID: M.customerReplacement });
      types.delete(id);
      assertPermissionEditorRemains(types);
      return [{ type: 'UserTypeDeleted', data: { id, replacingId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user type command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userTypeCatalogDecider: Decider<UserTypeCatalogCommand, UserTypeCatalogEvent, UserTypeCatalogState> = {
  initialState: initialUserTypeCatalogState,
  evolve: evolveUserTypeCatalog,
  decide: decideUserTypeCatalog,
};

/* ------------------------------------------------------------------ one user's type (User-<id>) */

/**
 * One user's type changed by staff (user-type selector). On the user's own stream; a type
 * deleted with a replacement moves its users in the read model only (no event per user), see
 * docs/DECISIONS.md.
 */
export const UserTypeChangedSchema = z.object({
  userId: storableId(),
  userTypeId: storableId(),
});
export type UserTypeChanged = DomainEvent<'UserTypeChanged', z.infer<typeof UserTypeChangedSchema>>;
export const USER_TYPE_ASSIGNMENT_EVENT_SCHEMAS = { UserTypeChanged: UserTypeChangedSchema } as const;

export type UserTypeAssignmentState =
  | { status: 'none' }
  | { status: 'active'; userId: number; userTypeId: number; isCustomer: boolean; isDeleted: boolean };

export const initialUserTypeAssignmentState = (): UserTypeAssignmentState => ({ status: 'none' });

/** Total over the `User-<id>` stream: only creation, deletion and type changes matter here. */
export function evolveUserTypeAssignment(state: UserTypeAssignmentState, event: DomainEvent): UserTypeAssignmentState {
  if (event.type === 'UserCreated') {
    const d = event.data as { userId: number; userTypeId: number; customerId: number | null };
    return { status: 'active', userId: d.userId, userTypeId: d.userTypeId, isCustomer: isCustomerUserType(d.userTypeId), isDeleted: false };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserTypeChanged':
      return { ...state, userTypeId: (event as UserTypeChanged).data.userTypeId };
    case 'UserDeleted':
      return { ...state, isDeleted: true };
    case 'UserRestored':
      return { ...state, isDeleted: false };
    default:
      return state;
  }
}

/**
 * `typeExists`: the handler's answer from the catalogue (folded on the write side, not a read model).
 * A customer stays a customer and staff stay staff: the Customer type carries a customer record that a
 * staff user lacks, and staff carry an employee record.
 */
export interface ChangeUserType {
  type: 'ChangeUserType';
  data: { userId: number; userTypeId: number; typeExists: boolean };
}

export function decideUserTypeAssignment(
  command: ChangeUserType,
  state: UserTypeAssignmentState,
  ctx: CommandContext,
): UserTypeChanged[] {
  const { userId, userTypeId, typeExists } = command.data;
  if (state.status !== 'active') throw new DomainError(404, M.userNotFound);
  if (state.isDeleted) throw new DomainError(409, M.userDeleted);
  if (ctx.actorUserId === userId) throw new DomainError(409, M.ownType);
  if (!typeExists) throw new DomainError(404, M.notFound, { UserTypeID: M.notFound });
  if (state.isCustomer && !isCustomerUserType(userTypeId)) throw new DomainError(409, M.customerToStaff);
  if (!state.isCustomer && isCustomerUserType(userTypeId)) throw new DomainError(409, M.staffToCustomer);
  if (state.userTypeId === userTypeId) return [];
  return [{ type: 'UserTypeChanged', data: { userId, userTypeId } }];
}

export const userTypeAssignmentDecider: Decider<ChangeUserType, UserTypeChanged, UserTypeAssignmentState> = {
  initialState: initialUserTypeAssignmentState,
  evolve: evolveUserTypeAssignment,
  decide: decideUserTypeAssignment,
};

