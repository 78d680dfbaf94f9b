import { customerIdQuerySchema, customerStream, policyStatusQuerySchema, userIdQuerySchema, userStream } from '@pawroute/domain';
import { queryRoute, readEditVersion } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { readModelScope } from '../shared/readModelScope';
import { assertMayReadBalance, balanceRule } from './balanceAccess';
import { mayReadCustomer, mayReadProfile } from './profileAccess';
import { readBalance, readCustomerDetails, readDefaultGratuity, readPolicyStatus, readUserDetails } from './profileReads';

/** The customer profile's reads (part 1 §7). A customer reads only their own. */
export async function profileQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/user/getDetails',
    schema: userIdQuerySchema,
    permission: mayReadProfile,
    handle: ({ userId }, { db, actor }) => readUserDetails(db, actor, userId),
  });
  queryRoute(app, {
    url: '/api/v4/user/getCustomerDetails',
    cache: true,
    schema: customerIdQuerySchema,
    permission: mayReadCustomer,
    handle: async ({ customerId }, { db, actor, services }) => {
      const details = await readCustomerDetails(db, actor, customerId);
      // The edit form sends it back: a save over someone else's newer change is refused.
      const version = await readEditVersion(services.store, [customerStream(customerId), userStream(details.customer.userId)]);
      return { ...details, version };
    },
  });
  queryRoute(app, {
    url: '/api/v4/user/getBalance',
    // What readBalance and assertMayReadBalance read: a saved estimate (most writes) keeps the answers.
    cache: readModelScope('users', 'customers', 'transactions', 'transaction_customers', 'transaction_balances', 'appointments'),
    schema: userIdQuerySchema,
    permission: balanceRule,
    handle: async ({ userId }, { db, actor }) => {
      await assertMayReadBalance(db, actor, userId);
      return readBalance(db, userId);
    },
  });
  queryRoute(app, {
    url: '/api/v4/user/getCustomerDefaultGratuity',
    schema: userIdQuerySchema,
    permission: mayReadProfile,
    handle: ({ userId }, { db }) => readDefaultGratuity(db, userId),
  });
  queryRoute(app, {
    url: '/api/v4/user/getCustomerPolicyStatus',
    schema: policyStatusQuerySchema,
    permission: mayReadProfile,
    handle: ({ userId }, { db }) => readPolicyStatus(db, userId),
  });
}
