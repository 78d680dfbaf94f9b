import { DomainError, type Permission } from '@pawroute/domain';
import { isStaff, type Actor } from './actor';

/**
 * What a function rule requires, in terms the permission table (docs/PERMISSIONS.md) and the
 * per-permission API test can read: the call is allowed when the actor holds every permission of
 * `allOf` and (when `anyOf` is not empty) one of `anyOf`, or when `otherwise` (in words: the record's
 * owner, the assigned stylist, ...) holds.
 */
export interface RuleAccess {
  anyOf: readonly Permission[];
  allOf: readonly Permission[];
  /** Who else may, in words, e.g. 'the customer themself'. Checked by the rule or the handler. */
  otherwise?: string;
  /** Any staff user (any user type but Customer) may, whatever their permissions. */
  anyStaff?: boolean;
  /** A condition on the input, in words, e.g. 'and EditCustomers when the new owner is created'. */
  note?: string;
  /** Permissions the rule or the handler checks for some inputs only (named in `otherwise` or `note`). */
  inputChecks?: readonly Permission[];
}

/** A function rule that says what it requires (made by anyOf, allOf, permissionOr or describedRule). */
export type DescribedRule<Input> = ((actor: Actor, input: Input) => boolean | Promise<boolean>) & {
  readonly access: RuleAccess;
};

/**
 * A route's access rule: a permission the actor's user type must hold, 'public', 'signedIn', or a
 * described function of the actor and the parsed input (e.g. "a customer may only touch their own
 * record"). A bare function is not a rule: the permission table could not say what it requires.
 */
export type AccessRule<Input> = Permission | 'public' | 'signedIn' | DescribedRule<Input>;

export const NOT_SIGNED_IN = 'You must be logged in to do that.';
export const NOT_PERMITTED = 'You do not have permission to do that.';

const holds = (actor: Actor, permission: Permission) => actor.permissions[permission] === true;

/** Whether the actor's permissions alone satisfy `access` (without its `otherwise`). */
export function permissionsAllow(actor: Actor, access: RuleAccess): boolean {
  return access.allOf.every((p) => holds(actor, p)) && (access.anyOf.length === 0 || access.anyOf.some((p) => holds(actor, p)));
}

/** A described rule from its description and the check that implements it. */
export function describedRule<Input>(
  access: Omit<RuleAccess, 'anyOf' | 'allOf'> & { anyOf?: readonly Permission[]; allOf?: readonly Permission[] },
  check: (actor: Actor, input: Input) => boolean | Promise<boolean>,
): DescribedRule<Input> {
  const described: RuleAccess = { ...access, anyOf: access.anyOf ?? [], allOf: access.allOf ?? [] };
  return Object.assign((actor: Actor, input: Input) => check(actor, input), { access: described });
}

/** Any one of these permissions. */
export function anyOf<Input = unknown>(...permissions: Permission[]): DescribedRule<Input> {
  return describedRule<Input>({ anyOf: permissions }, (actor) => permissions.some((p) => holds(actor, p)));
}

/** Every one of these permissions. */
export function allOf<Input = unknown>(...permissions: Permission[]): DescribedRule<Input> {
  return describedRule<Input>({ allOf: permissions }, (actor) => permissions.every((p) => holds(actor, p)));
}

/**
 * One of `permissions`, or else `otherwise` (in words) as `check` decides, e.g.
 * permissionOr('EditCustomers', 'the customer themself', (actor, input) => actor.userId === input.userId).
 * Without `check` the rule lets the others through to the handler, which decides `otherwise` once it
 * has loaded the record (and answers 403, or 404 to a customer, when it does not hold).
 */
export function permissionOr<Input>(
  permissions: Permission | readonly Permission[],
  otherwise: string,
  check?: (actor: Actor, input: Input) => boolean | Promise<boolean>,
): DescribedRule<Input> {
  const list = typeof permissions === 'string' ? [permissions] : [...permissions];
  return describedRule<Input>({ anyOf: list, otherwise }, (actor, input) =>
    list.some((p) => holds(actor, p)) || (check ? check(actor, input) : true),
  );
}

/**
 * One of `permissions`, or the caller's own record when they hold `ownPermission`: the spec's
 * own-record permissions (part 1 §6 ViewProfile and EditProfile, "own-profile access"; part 2 §6
 * ViewCustomerDashboard, "customer pages") decided on the server, not only in the web. E.g.
 * permissionOrOwn('ViewCustomers', 'ViewProfile', 'the user themself', (actor, input) => actor.userId === input.userId).
 */
export function permissionOrOwn<Input>(
  permissions: Permission | readonly Permission[],
  ownPermission: Permission,
  who: string,
  isOwn: (actor: Actor, input: Input) => boolean | Promise<boolean>,
): DescribedRule<Input> {
  const list = typeof permissions === 'string' ? [permissions] : [...permissions];
  return describedRule<Input>({ anyOf: list, otherwise: `${who} with ${ownPermission}`, inputChecks: [ownPermission] }, (actor, input) =>
    list.some((p) => holds(actor, p)) || (holds(actor, ownPermission) && isOwn(actor, input)),
  );
}

/** Any staff user (a user type other than Customer): pages every employee has, e.g. the landing counts. */
export function staffOnly<Input = unknown>(otherwise?: string): DescribedRule<Input> {
  return describedRule<Input>({ anyStaff: true, otherwise }, (actor) => isStaff(actor));
}

/** The rule in words, for the permission table: e.g. "EditCustomers, or the customer themself". */
export function describeRule(rule: AccessRule<never> | DescribedRule<never>): string {
  if (typeof rule === 'string') {
    if (rule === 'public') return 'public (no sign-in)';
    if (rule === 'signedIn') return 'signed in (any user)';
    return rule;
  }
  const { anyOf: any, allOf: all, otherwise, anyStaff, note } = rule.access;
  if (anyStaff) return otherwise ? `any staff user, or ${otherwise}` : 'any staff user';
  const parts: string[] = [];
  if (all.length > 0) parts.push(all.join(' and '));
  if (any.length > 0) parts.push(any.length === 1 ? any[0]! : `one of ${any.join(', ')}`);
  const permissions = parts.join(all.length > 0 && any.length > 0 ? ', and ' : '') + (note ? ` (${note})` : '');
  if (!otherwise) return permissions;
  return permissions ? `${permissions}, or ${otherwise}` : otherwise;
}

/**
 * The permissions that each allow the call on their own (for the per-permission API test), or 'all'
 * for 'public' and 'signedIn' rules. A permission that allows only together with another is not here.
 */
export function permissionsAllowingAlone(rule: AccessRule<never>): readonly Permission[] | 'all' {
  if (rule === 'public' || rule === 'signedIn') return 'all';
  if (typeof rule === 'string') return [rule];
  if (rule.access.anyStaff) return 'all';
  const { anyOf: any, allOf: all } = rule.access;
  if (all.length === 0) return any;
  if (all.length === 1 && any.length === 0) return all;
  if (all.length === 1 && any.includes(all[0]!)) return all;
  return [];
}

/** 401 when nobody is signed in, 403 when the rule says no. */
export async function authorize<Input>(actor: Actor | null, rule: AccessRule<Input>, input: Input): Promise<void> {
  if (rule === 'public') return;
  if (!actor) throw new DomainError(401, NOT_SIGNED_IN);
  if (rule === 'signedIn') return;
  const allowed = typeof rule === 'function' ? await rule(actor, input) : holds(actor, rule);
  if (!allowed) throw new DomainError(403, NOT_PERMITTED);
}
