import { ONLINE_BOOKING_SETTINGS_STREAM, bookingSettingsDecider, fold, type BookingSettings } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** The online booking settings folded from their own stream (never a read model). */
export async function loadBookingSettings(ctx: Pick<CommandHandlerContext, 'services'>): Promise<BookingSettings> {
  return fold(bookingSettingsDecider, (await streamEvents(ctx.services.store, ONLINE_BOOKING_SETTINGS_STREAM)) as never[]);
}
