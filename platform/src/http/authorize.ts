import { DomainError, type Permission } from '@pawroute/domain';
import type { Actor } from './actor';

/**
 * A route's access rule: a permission the actor's user type must hold, 'public', 'signedIn', or a
 * function of the actor and the parsed input (e.g. "a customer may only touch their own record").
 */
export type AccessRule<Input> =
  | Permission
  | 'public'
  | 'signedIn'
  | ((actor: Actor, input: Input) => boolean | Promise<boolean>);

export const NOT_SIGNED_IN = 'You must be logged in to do that.';
export const NOT_PERMITTED = 'You do not have permission to do that.';

/** 401 when nobody is signed in, 403 when the rule says no. */
export async function authorize<Input>(actor: Actor | null, rule: AccessRule<Input>, input: Input): Promise<void> {
  if (rule === 'public') return;
  if (!actor) throw new DomainError(401, NOT_SIGNED_IN);
  if (rule === 'signedIn') return;
  const allowed = typeof rule === 'function' ? await rule(actor, input) : actor.permissions[rule] === true;
  if (!allowed) throw new DomainError(403, NOT_PERMITTED);
}
