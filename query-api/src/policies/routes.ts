import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './texts';

/** Public: the pages /privacyPolicy and /termsOfService and the acknowledgement modal read these. */
export async function policiesQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, { url: '/api/v4/entrance/privacyPolicy', schema: z.object({}), permission: 'public', handle: async () => PRIVACY_POLICY });
  queryRoute(app, { url: '/api/v4/entrance/termsOfService', schema: z.object({}), permission: 'public', handle: async () => TERMS_OF_SERVICE });
}
