import { DomainError, ONLINE_BOOKING_MESSAGES as M, decideOnlineChange, toSpecDate, toSpecTime } from '@pawroute/domain';
import type { Actor, CommandHandlerContext } from '@pawroute/platform';
import { placeAppointment } from '../appointments';
import { loadAppointment } from '../shared/loadStreams';
import { onlineSlotCheck } from './book';
import { loadBookingSettings } from './settings';

const MOVABLE = new Set(['scheduled', 'confirmed', 'conflicting']);

export interface OnlineMoveInput {
  appointmentId: number;
  employeeId: number;
  appointmentDate: string;
  startTime: string;
}

/**
 * POST booking/move: the customer's own appointment moved from the portal until OB-CUTOFF (of its
 * current start, the cutoff's minute included) to a time offered online (OB-SAME, OB-WINDOW), through
 * the office's update (appointments placeAppointment: the new day booked, the old one freed, one write),
 * re-checked inside the write so a time just taken is a 409.
 */
export async function moveOnline(input: OnlineMoveInput, ctx: CommandHandlerContext & { actor: Actor }) {
  const state = await loadAppointment(ctx.services.store, input.appointmentId);
  if (state.kind !== 'active' || ctx.actor.customerId === null || state.customerId !== ctx.actor.customerId) throw new DomainError(404, M.notYours);
  if (!MOVABLE.has(state.status) || state.appointmentDate === null || state.startTime === null) throw new DomainError(409, M.notCancellable.replace('cancelled', 'moved'));
  decideOnlineChange(await loadBookingSettings(ctx), ctx.services.config.timeZone, state.appointmentDate, state.startTime, ctx.now);
  const check = await onlineSlotCheck(ctx, { estimateId: state.estimateId, employeeId: input.employeeId, appointmentDate: input.appointmentDate, startTime: input.startTime }, input.appointmentId);
  await check();
  const placed = await placeAppointment(
    'UpdateAppointment',
    { appointmentId: input.appointmentId, employeeId: input.employeeId, appointmentDate: input.appointmentDate, startTime: input.startTime, endTime: null, resolveConfliction: false },
    ctx,
    {
      beforeWrite: async (conflicts) => {
        await check();
        if (conflicts.length > 0) throw new DomainError(409, M.taken, { startTime: M.taken });
      },
    },
  );
  return { appointmentId: input.appointmentId, status: placed.status, appointmentDate: toSpecDate(input.appointmentDate), startTime: toSpecTime(input.startTime) };
}
