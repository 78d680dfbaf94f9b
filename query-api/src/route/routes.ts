import { idParam, type MapOptions } from '@pawroute/domain';
import { describedRule, isStaff, queryRoute, routerFor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday } from '../shared/localTime';
import { dateParam } from '../shared/params';
import { readDayRoute, readSuggestedOrder } from './readRoute';

export const ROUTE_READ_MESSAGES = {
  employeeId: 'A valid employee ID is required.',
} as const;

const dayQuery = z.object({
  employeeId: idParam(ROUTE_READ_MESSAGES.employeeId),
  date: dateParam().optional(),
});
type DayQuery = z.output<typeof dayQuery>;

/** ViewAllAppointments (the office), or a stylist's own day with ViewDailyRoute. */
export const mayReadDayRoute = describedRule<DayQuery>(
  { anyOf: ['ViewAllAppointments'], otherwise: 'the stylist themself with ViewDailyRoute' },
  (actor, input) =>
    actor.permissions.ViewAllAppointments === true ||
    (actor.permissions.ViewDailyRoute === true && isStaff(actor) && input.employeeId === actor.userId),
);

/**
 * The day's route (docs/API.md "Routes"): GET routes/getDay and GET routes/suggestOrder. Both
 * only read; 'Suggest order' is a proposal the office accepts (by moving the appointments) or not.
 */
export async function routeQueries(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  const today = () => businessToday(app.services);

  queryRoute(app, {
    url: '/api/v4/routes/getDay',
    schema: dayQuery,
    permission: mayReadDayRoute,
    async handle({ employeeId, date }) {
      return readDayRoute(db, routerFor(app.services), config, { employeeId, date: date ?? today() });
    },
  });

  queryRoute(app, {
    url: '/api/v4/routes/suggestOrder',
    schema: dayQuery,
    permission: 'ViewAllAppointments',
    async handle({ employeeId, date }) {
      return readSuggestedOrder(db, routerFor(app.services), config.routeWindowMinutes, { employeeId, date: date ?? today() });
    },
  });

  queryRoute(app, {
    url: '/api/v4/routes/mapOptions',
    schema: z.object({}),
    permission: 'signedIn',
    async handle(): Promise<MapOptions> {
      return {
        tileUrl: config.mapTileUrl,
        attribution: config.mapAttribution,
        routing: config.osrmUrl ? 'osrm' : 'estimate',
        geocoder: config.geocoderUrl ? 'nominatim' : 'off',
      };
    },
  });
}
