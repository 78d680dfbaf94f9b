import { isStaff, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday } from '../shared/localTime';
import { readOptions, readSignUpOptions } from './readOptions';

const NoQuery = z.object({}).loose();

/** The reference data reads: the options list (any signed-in user) and the public sign-up options. */
export async function optionsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/getOptions',
    schema: NoQuery,
    permission: 'signedIn',
    handle: async (_input, { db, actor, services }) => {
      const options = await readOptions(db, services.config.timeZone, businessToday(services));
      // A customer sees only the blocking complaints about themself, never other customers' ids.
      if (isStaff(actor)) return options;
      return { ...options, blockingComplaints: options.blockingComplaints.filter((b) => b.customerId === actor.customerId) };
    },
  });

  queryRoute(app, {
    url: '/api/v4/entrance/get-sign-up-options',
    schema: NoQuery,
    permission: 'public',
    handle: (_input, { db }) => readSignUpOptions(db),
  });
}
