import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readOptions, readSignUpOptions } from './readOptions';

const NoQuery = z.object({}).loose();

/** The reference data reads: the options list (any signed-in user) and the public sign-up options. */
export async function optionsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/getOptions',
    schema: NoQuery,
    permission: 'signedIn',
    handle: (_input, { db }) => readOptions(db),
  });

  queryRoute(app, {
    url: '/api/v4/entrance/get-sign-up-options',
    schema: NoQuery,
    permission: 'public',
    handle: (_input, { db }) => readSignUpOptions(db),
  });
}
