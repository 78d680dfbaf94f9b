import { saveEstimateBodySchema, saveEstimateAnswerSchema } from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { saveEstimate } from './saveEstimate';

/** The estimates feature's writes (part 1 §7 "Estimates"). Save Estimate needs EditEstimates (§4). */
export async function estimatesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/estimate/save',
    name: 'SaveEstimate',
    answer: saveEstimateAnswerSchema,
    schema: saveEstimateBodySchema,
    permission: 'EditEstimates',
    handle: (input, ctx) => ctx.retrying(() => saveEstimate(input, ctx)),
  });
}
