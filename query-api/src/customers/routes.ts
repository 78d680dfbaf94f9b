import { getCustomersQuerySchema, idParam } from '@pawroute/domain';
import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mayListCustomers } from './customerListAccess';
import { findUser, mayFindUser } from './findUser';
import { profileQueries } from './profileRoutes';
import { readCustomers } from './readCustomers';

// users.id is a Postgres integer: digits within int4, else a 400 (never a database error).
const findUserQuery = z.object({ ID: idParam('A numeric user ID is required.') });

/** The customers feature's reads (part 1 §7 "Customers and users"). */
export async function customersQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/users/getCustomers',
    cache: true,
    schema: getCustomersQuerySchema,
    permission: mayListCustomers,
    handle: (input, { db }) => readCustomers(db, input),
  });

  queryRoute(app, {
    url: '/api/v4/user/find',
    schema: findUserQuery,
    permission: mayFindUser,
    handle: (input, { db, actor }) => findUser(db, actor, input.ID),
  });

  await profileQueries(app);
}
