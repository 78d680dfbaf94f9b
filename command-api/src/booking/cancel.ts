import { DomainError, ONLINE_BOOKING_MESSAGES as M, decideOnlineChange } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { cancelAppointment } from '../appointments';
import { loadAppointment } from '../shared/loadStreams';
import { loadBookingSettings } from './settings';

/** Statuses a customer may cancel online: booked and not yet begun. */
const CANCELLABLE = new Set(['scheduled', 'confirmed', 'conflicting']);

/**
 * POST booking/cancel: the customer's own appointment cancelled from the portal until OB-CUTOFF (its
 * own minute included), through the office's cancel (the stylist's time freed in the same write). The
 * office's cancel-fee rule (a fee is charged only when the office enters one, for a late cancellation)
 * charges nothing here: a cancellation before the cutoff is not late; after it the portal says to call.
 */
export async function cancelOnline(appointmentId: number, ctx: CommandHandlerContext) {
  const state = await loadAppointment(ctx.services.store, appointmentId);
  // Another customer's appointment is not found, as a missing one is.
  if (state.kind !== 'active' || ctx.actor?.customerId == null || state.customerId !== ctx.actor.customerId) throw new DomainError(404, M.notYours);
  if (!CANCELLABLE.has(state.status) || state.appointmentDate === null || state.startTime === null) throw new DomainError(409, M.notCancellable);
  const settings = await loadBookingSettings(ctx);
  decideOnlineChange(settings, ctx.services.config.timeZone, state.appointmentDate, state.startTime, ctx.now);
  const result = await cancelAppointment(ctx, appointmentId, 0);
  return { appointmentId, status: result.status, cancelFee: 0 };
}
