import {
  DomainError,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  customerAcceptedPoliciesSchema,
  customerDecider,
  customerStream,
  acceptPoliciesAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, permissionOr } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../customers';

/** The customer themselves, or staff handing their device to the customer (EditCustomers). */
const mayAccept = permissionOr<{ userId: number }>('EditCustomers', 'the customer themself', (actor, input) => actor.userId === input.userId);

/** POST /api/v4/user/customerAcceptedPolicies { userId, acceptedPolicies } (part 1 §7). */
export async function policiesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/customerAcceptedPolicies',
    name: 'AcceptPolicies',
    answer: acceptPoliciesAnswerSchema,
    schema: customerAcceptedPoliciesSchema,
    permission: mayAccept,
    async handle({ userId }, ctx) {
      const user = await loadUser(ctx, userId);
      if (user.status === 'none') throw new DomainError(404, USER_MESSAGES.userNotFound);
      if (user.customerId === null) throw new DomainError(400, PROFILE_MESSAGES.notACustomer);
      await ctx.execute(customerStream(user.customerId), customerDecider, { type: 'AcceptPolicies', data: { customerId: user.customerId } });
      return { userId, acceptedPolicies: true };
    },
  });
}
