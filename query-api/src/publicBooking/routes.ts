import { ONLINE_BOOKING_SETTINGS_STREAM, areaNeedsMapsco, bookingSettingsDecider, fold, type PublicBookingOptionsAnswer } from '@pawroute/domain';
import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readServiceArea } from '../serviceArea';

/** /book's one read (public): whether online booking is on, how it is taken, and whether the address step asks for a Mapsco (SA-KIND). */
export async function publicBookingQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/booking/public/getOptions',
    schema: z.object({}).passthrough(),
    permission: 'public',
    async handle(): Promise<PublicBookingOptionsAnswer> {
      const [events, area] = await Promise.all([app.services.store.readStream(ONLINE_BOOKING_SETTINGS_STREAM), readServiceArea(app.services)]);
      const settings = fold(bookingSettingsDecider, events.map((e) => ({ type: e.type, data: e.data })) as never[]);
      return { enabled: settings.enabled, acceptMode: settings.acceptMode, askMapsco: areaNeedsMapsco(area) };
    },
  });
}
