import { SERVICE_AREA_STREAM, fold, serviceAreaDecider, type ServiceArea } from '@pawroute/domain';
import { anyOf, queryRoute, type AppServices } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The service-area setting folded from its own small stream (one event per Management save). */
export async function readServiceArea(services: AppServices): Promise<ServiceArea> {
  const events = await services.store.readStream(SERVICE_AREA_STREAM);
  return fold(serviceAreaDecider, events.map((e) => ({ type: e.type, data: e.data })) as never[]);
}

/**
 * The service area (docs/RULES.md SA-KIND): Management's tab reads the whole setting; the office's
 * estimate form reads it too, to ask for a Mapsco only when the area is drawn by Mapsco.
 */
export async function serviceAreaQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/serviceArea/get',
    schema: z.object({}).passthrough(),
    permission: anyOf('ViewManagement', 'EditEstimates'),
    handle: async (): Promise<{ serviceArea: ServiceArea }> => ({ serviceArea: await readServiceArea(app.services) }),
  });
}
