import { ESTIMATE_API_MESSAGES as A, idParam } from '@pawroute/domain';
import { anyOf, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findEstimateById, findEstimatesByCustomer, findLastEstimate } from './readEstimates';


const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: 'isCopy must be true or false.' })
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * Part 1 §6 names ViewEstimates for the estimate routes, part 2 §2.2 and §6 ViewAppointments for the
 * staff estimate route (/dashboard/estimate) that loads them: either reads (docs/DECISIONS.md,
 * "Permissions on the server"); a customer reads only their own (readEstimates).
 */
const mayReadEstimates = anyOf('ViewEstimates', 'ViewAppointments');

/** The estimates feature's reads (part 1 §7 "Estimates"). */
export async function estimatesQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/estimate/findById',
    schema: z.object({ estimateId: idParam(A.numericEstimateId), isCopy: flag }),
    permission: mayReadEstimates,
    handle: (input, { db, actor }) => findEstimateById(db, actor, input.estimateId, input.isCopy),
  });

  queryRoute(app, {
    url: '/api/v4/estimate/findByCustomer',
    schema: z.object({ userId: idParam(A.numericUserId) }),
    permission: mayReadEstimates,
    handle: (input, { db, actor }) => findEstimatesByCustomer(db, actor, input.userId),
  });

  queryRoute(app, {
    url: '/api/v4/estimate/findLastByCustomer',
    schema: z.object({ userId: idParam(A.numericUserId) }),
    permission: mayReadEstimates,
    handle: (input, { db, actor }) => findLastEstimate(db, actor, input.userId),
  });
}
