import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, USER_TYPE_IDS } from '../auth';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { builtInUserTypeEvents } from './builtInUserTypes';
import {
  decideUserTypeAssignment,
  decideUserTypeCatalog,
  evolveUserTypeAssignment,
  evolveUserTypeCatalog,
  initialUserTypeAssignmentState,
  initialUserTypeCatalogState,
  type ChangeUserType,
  type KnownUserType,
  type UserTypeCatalogCommand,
} from './userTypeCatalog';
import { createUserTypeSchema, deleteUserTypeSchema, updateUserTypeSchema } from './bodies';
import { USER_TYPE_MESSAGES as M } from './messages';

const ctx: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
const known: KnownUserType[] = builtInUserTypeEvents().map((e) => e.data);
const { Administrator, Manager, Office, Stylist, Customer } = USER_TYPE_IDS;

const bather: DomainEvent = { type: 'UserTypeDefined', data: { id: 6, name: 'Bather', permissions: ['ViewDailyRoute'] } };
const batherDeleted: DomainEvent = { type: 'UserTypeDeleted', data: { id: 6, replacingId: Stylist } };
const unrelated: DomainEvent = { type: 'BreedDefined', data: { id: 1 } };

const create = (id: number, name: string, permissions: string[] = []): UserTypeCatalogCommand =>
  ({ type: 'CreateUserType', data: { id, name, permissions }, known }) as UserTypeCatalogCommand;
const update = (id: number, name: string, permissions: string[]): UserTypeCatalogCommand =>
  ({ type: 'UpdateUserType', data: { id, name, permissions }, known }) as UserTypeCatalogCommand;
const remove = (id: number, replacingId: number, baseline = known): UserTypeCatalogCommand =>
  ({ type: 'DeleteUserType', data: { id, replacingId }, known: baseline }) as UserTypeCatalogCommand;

/** given events, when command: then the events (type:data summary) or the refusal (status and message). */
function then(given: DomainEvent[], when: UserTypeCatalogCommand): unknown {
  const state = given.reduce(evolveUserTypeCatalog, initialUserTypeCatalogState());
  try {
    return decideUserTypeCatalog(when, state, ctx);
  } catch (error) {
    if (error instanceof DomainError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

describe('user type catalogue decider', () => {
  const cases: [string, DomainEvent[], UserTypeCatalogCommand, unknown][] = [
    ['a new type starts with every permission off', [], create(6, 'Bather'), [{ type: 'UserTypeDefined', data: { id: 6, name: 'Bather', permissions: [] } }]],
    ['a new type with permissions given', [], create(6, ' Bather ', ['ViewDailyRoute']), [{ type: 'UserTypeDefined', data: { id: 6, name: 'Bather', permissions: ['ViewDailyRoute'] } }]],
    ['a name is unique, case-insensitively (built-in)', [], create(6, 'office'), `409 ${M.nameTaken}`],
    ['a name is unique, case-insensitively (created)', [bather], create(7, 'BATHER'), `409 ${M.nameTaken}`],
    ['a deleted type frees its name', [bather, batherDeleted], create(7, 'Bather'), [{ type: 'UserTypeDefined', data: { id: 7, name: 'Bather', permissions: [] } }]],
    ['a reused id is refused', [bather], create(6, 'Washer'), `409 ${M.nameTaken}`],
    ['update states the whole type', [bather], update(6, 'Bather', ['ViewDailyRoute', 'ViewTodoItems']), [{ type: 'UserTypeDefined', data: { id: 6, name: 'Bather', permissions: ['ViewDailyRoute', 'ViewTodoItems'] } }]],
    ['update of a built-in type', [], update(Office, 'Office', []), [{ type: 'UserTypeDefined', data: { id: Office, name: 'Office', permissions: [] } }]],
    ['update that changes nothing writes nothing', [bather], update(6, 'Bather', ['ViewDailyRoute']), []],
    ['update may keep its own name in another case', [bather], update(6, 'BATHER', ['ViewDailyRoute']), [{ type: 'UserTypeDefined', data: { id: 6, name: 'BATHER', permissions: ['ViewDailyRoute'] } }]],
    ['update to another type\'s name is refused', [bather], update(6, 'stylist', []), `409 ${M.nameTaken}`],
    ['update of an unknown type', [], update(99, 'Ghost', []), `404 ${M.notFound}`],
    ['update of a deleted type', [bather, batherDeleted], update(6, 'Bather', []), `404 ${M.notFound}`],
    ['the Customer type keeps customer permissions only', [], update(Customer, 'Customer', ['ViewCustomerDashboard', 'ViewAllCustomers']), expect.stringMatching(/^400 The Customer user type can only hold customer permissions/)],
    ['the Customer type keeps ViewCustomerDashboard', [], update(Customer, 'Customer', ['ViewProfile']), `400 ${M.customerNeedsDashboard}`],
    ['the Customer type may be renamed and given EditPets', [], update(Customer, 'Client', ['ViewCustomerDashboard', 'EditPets']), [{ type: 'UserTypeDefined', data: { id: Customer, name: 'Client', permissions: ['ViewCustomerDashboard', 'EditPets'] } }]],
    ['some staff type keeps EditPermissions', [], update(Administrator, 'Administrator', ['ViewEmployees']), `409 ${M.lastPermissionEditor}`],
    ['delete moves the users to the replacement', [bather], remove(6, Stylist), [{ type: 'UserTypeDeleted', data: { id: 6, replacingId: Stylist } }]],
    ['delete of a built-in type', [], remove(Office, Manager), [{ type: 'UserTypeDeleted', data: { id: Office, replacingId: Manager } }]],
    ['delete needs a different replacement', [bather], remove(6, 6), `400 ${M.replacementSame}`],
    ['delete needs an existing replacement', [bather], remove(6, 99), `404 ${M.replacementNotFound}`],
    ['a deleted type cannot replace', [bather, batherDeleted], remove(Office, 6), `404 ${M.replacementNotFound}`],
    ['the Customer type cannot replace staff', [bather], remove(6, Customer), `409 ${M.customerReplacement}`],
    ['the Customer type cannot be deleted', [], remove(Customer, Office), `409 ${M.customerUndeletable}`],
    ['delete of an unknown type', [], remove(99, Office), `404 ${M.notFound}`],
    ['delete needs more than one type', [], remove(6, 7, [{ id: 6, name: 'Only', permissions: ['EditPermissions'] }]), `409 ${M.onlyOne}`],
    ['the last type with EditPermissions cannot go', [], remove(Administrator, Office), `409 ${M.lastPermissionEditor}`],
    ['events of other features change nothing', [unrelated, bather, unrelated], create(7, 'Bather'), `409 ${M.nameTaken}`],
  ];
  it.each(cases)('%s', (_name, given, when, expected) => {
    expect(then(given, when)).toEqual(expected);
  });

  it("evolve's default returns the state it was given", () => {
    const state = [bather].reduce(evolveUserTypeCatalog, initialUserTypeCatalogState());
    expect(evolveUserTypeCatalog(state, unrelated)).toBe(state);
  });

  it('Manager has no EditPermissions by default, so the rule counts the Administrator', () => {
    expect(DEFAULT_PERMISSIONS.Manager).not.toContain('EditPermissions');
  });
});

describe('user type schemas (server and form)', () => {
  it('Permissions as flags or as names; unknown names refused; absent means none', () => {
    expect(createUserTypeSchema.parse({ UserType: 'Bather', Permissions: { ViewDailyRoute: true, ViewTodoItems: false } }).Permissions).toEqual(['ViewDailyRoute']);
    expect(createUserTypeSchema.parse({ UserType: 'Bather', Permissions: ['ViewTodoItems', 'ViewDailyRoute'] }).Permissions).toEqual(['ViewDailyRoute', 'ViewTodoItems']);
    expect(createUserTypeSchema.parse({ UserType: 'Bather' }).Permissions).toEqual([]);
    expect(createUserTypeSchema.safeParse({ UserType: 'Bather', Permissions: ['Fly'] }).error?.issues[0]?.message).toBe(`${M.unknownPermission}: Fly`);
  });
  it('a name is required', () => {
    expect(createUserTypeSchema.safeParse({ UserType: '  ' }).error?.issues[0]?.message).toBe(M.nameRequired);
    expect(updateUserTypeSchema.safeParse({ ID: 6 }).error?.issues[0]?.message).toBe(M.nameRequired);
  });
  it('a delete needs a replacement', () => {
    expect(deleteUserTypeSchema.safeParse({ ID: 6 }).error?.issues[0]?.message).toBe(M.replacementRequired);
  });
});

describe("one user's type (User-<id>)", () => {
  const staffCreated: DomainEvent = { type: 'UserCreated', data: { userId: 20, userTypeId: Stylist, customerId: null } };
  const customerCreated: DomainEvent = { type: 'UserCreated', data: { userId: 21, userTypeId: Customer, customerId: 3 } };
  const change = (userId: number, userTypeId: number, typeExists = true): ChangeUserType => ({ type: 'ChangeUserType', data: { userId, userTypeId, typeExists } });
  function thenUser(given: DomainEvent[], when: ChangeUserType, actorUserId = 1): unknown {
    const state = given.reduce(evolveUserTypeAssignment, initialUserTypeAssignmentState());
    try {
      return decideUserTypeAssignment(when, state, { ...ctx, actorUserId });
    } catch (error) {
      if (error instanceof DomainError) return `${error.statusCode} ${error.message}`;
      throw error;
    }
  }
  const cases: [string, DomainEvent[], ChangeUserType, unknown, number?][] = [
    ['staff to another staff type', [staffCreated], change(20, 6), [{ type: 'UserTypeChanged', data: { userId: 20, userTypeId: 6 } }]],
    ['the same type writes nothing', [staffCreated], change(20, Stylist), []],
    ['after a change, the latest type counts', [staffCreated, { type: 'UserTypeChanged', data: { userId: 20, userTypeId: 6 } }], change(20, 6), []],
    ['a type that does not exist', [staffCreated], change(20, 99, false), `404 ${M.notFound}`],
    ['staff cannot become a customer', [staffCreated], change(20, Customer), `409 ${M.staffToCustomer}`],
    ['a customer cannot become staff', [customerCreated], change(21, Office), `409 ${M.customerToStaff}`],
    ['an unknown user', [], change(20, Office), `404 ${M.userNotFound}`],
    ['a deleted user', [staffCreated, { type: 'UserDeleted', data: { userId: 20 } }], change(20, Office), `409 ${M.userDeleted}`],
    ['not one\'s own type', [staffCreated], change(20, Office), `409 ${M.ownType}`, 20],
  ];
  it.each(cases)('%s', (_name, given, when, expected, actor) => {
    expect(thenUser(given, when, actor)).toEqual(expected);
  });
});
