import { SERVICE_AREA_STREAM, serviceAreaDecider, serviceAreaSchema, serviceAreaAnswerSchema } from '@pawroute/domain';
import { allOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

/** Management's service-area setting (docs/RULES.md SA-KIND): the whole setting each save, on its own stream. */
export async function serviceAreaCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/serviceArea/update',
    name: 'UpdateServiceArea',
    answer: serviceAreaAnswerSchema,
    schema: serviceAreaSchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(input, ctx) {
      await ctx.execute(SERVICE_AREA_STREAM, serviceAreaDecider, { type: 'SetServiceArea', data: input });
      return { serviceArea: input };
    },
  });
}
