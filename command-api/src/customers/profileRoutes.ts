import {
  DomainError,
  USER_MESSAGES,
  createLoginAccountSchema,
  deleteUserSchema,
  openCommentGroupSchema,
  restoreUserSchema,
  updateCustomerDetailsSchema,
  userDecider,
  userStream,
  commentGroupOpenedAnswerSchema,
  customerDetailsUpdatedAnswerSchema,
  loginAccountCreatedAnswerSchema,
  userAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, describedRule, endSessionsOfUser } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { ensureUserCommentGroup } from './commentGroupForUser';
import { createLoginAccount } from './createLoginAccount';
import { loadUser } from './loadState';
import { updateCustomerDetails } from './updateCustomerDetails';

const CANNOT_DELETE_SELF = 'You cannot delete your own profile.';

/**
 * The profile header's Create Account (part 2 §6: EditUsers); for a staff user also what creating one
 * needs, checked once the user's type is read from their stream (docs/DECISIONS.md, "Who may give a login").
 */
const mayCreateLoginAccount = describedRule<{ userId: number }>(
  {
    anyOf: ['EditUsers'],
    note: "and for a staff user EditEmployees and every permission of the user's type (checked once the user is loaded)",
    inputChecks: ['EditEmployees'],
  },
  (actor) => actor.permissions.EditUsers === true,
);

/**
 * The customer profile's writes (part 1 §7, part 2 §7.5). Customers reach none of them: their own
 * writes are contact details, pet habits and policy acceptance (other routes).
 */
export async function profileCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/updateCustomerDetails',
    name: 'UpdateCustomerDetails',
    answer: customerDetailsUpdatedAnswerSchema,
    schema: updateCustomerDetailsSchema,
    permission: 'EditCustomers',
    handle: (input, ctx) => updateCustomerDetails(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/createLoginAccount',
    name: 'CreateLoginAccount',
    answer: loginAccountCreatedAnswerSchema,
    schema: createLoginAccountSchema,
    permission: mayCreateLoginAccount,
    handle: (input, ctx) => createLoginAccount(input, ctx),
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/user/delete',
    name: 'DeleteUser',
    answer: userAnswerSchema,
    schema: deleteUserSchema,
    permission: 'DangerousEditing',
    async handle({ userId }, ctx) {
      if (userId === ctx.actor.userId) throw new DomainError(400, CANNOT_DELETE_SELF);
      if ((await loadUser(ctx, userId)).status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
      await ctx.execute(userStream(userId), userDecider, { type: 'DeleteUser', data: { userId } });
      // Signed out everywhere at once: sessions end and open sockets close (not only at the next request).
      await endSessionsOfUser(ctx.services.db, userId);
      return { userId };
    },
  });

  commandRoute(app, {
    method: 'PUT',
    url: '/api/v4/user/restore',
    name: 'RestoreUser',
    answer: userAnswerSchema,
    schema: restoreUserSchema,
    permission: 'RestoreProfiles',
    async handle({ userId }, ctx) {
      await ctx.execute(userStream(userId), userDecider, { type: 'RestoreUser', data: { userId } });
      return { userId };
    },
  });

  // Users created before comment groups existed get theirs on first use (see commentGroupForUser).
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/openCommentGroup',
    name: 'OpenCommentGroup',
    answer: commentGroupOpenedAnswerSchema,
    schema: openCommentGroupSchema,
    permission: 'EditCustomers',
    async handle({ userId }, ctx) {
      if ((await loadUser(ctx, userId)).status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
      const { commentGroupId, position } = await ensureUserCommentGroup(ctx, userId);
      return { userId, commentGroupId, position };
    },
  });
}
