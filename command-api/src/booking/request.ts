import {
  BOOKING_REQUEST_MESSAGES as R,
  DomainError,
  ONLINE_BOOKING_MESSAGES as M,
  bookingRequestDecider,
  bookingRequestStream,
  estimateStream,
  type BookingRequestAnswer,
  type EstimateSavedData,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';
import { refuseMissingVaccines } from '../vaccinations';
import { onlineCustomerGate, onlineSlotCheck } from './book';
import { loadBookingSettings } from './settings';

export interface RequestBookingInput {
  /** Always set: the portal's signed-in customer, or the client the public page has just signed up. */
  customerId: number;
  estimateId: number;
  /** Business-local 'YYYY-MM-DD' and 'HH:MM'; null when no time could be offered (outside the service area). */
  wanted: { employeeId?: number | null; appointmentDate: string; startTime: string } | null;
  note?: string;
  newClient?: boolean;
  outsideArea?: boolean;
}

/**
 * A booking request (docs/RULES.md OB-REQUEST), for the portal's Book in request mode
 * and the public page: the customer's own saved estimate, and a time the office's slot engine offers
 * (OB-SAME, OB-WINDOW) though nothing is held, or no time outside the service area. Blocked clients and
 * a missing card on file are refused first. One write: `BookingRequest-<id>`.
 */
export async function requestBooking(input: RequestBookingInput, ctx: CommandHandlerContext): Promise<BookingRequestAnswer & { message: string }> {
  const saved = (await streamEvents(ctx.services.store, estimateStream(input.estimateId))).filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
  // Another customer's estimate is not found, as a missing one is.
  if (!saved || saved.customerId !== input.customerId) throw new DomainError(404, M.estimateNotFound);
  await onlineCustomerGate(ctx, input.customerId, saved.userId);
  const petIds = saved.pets.filter((p) => p.includeInEstimate && !p.isDeceased).map((p) => p.petId);
  if (petIds.length === 0) throw new DomainError(400, R.petsRequired, { pets: R.petsRequired });

  let wanted: { employeeId: number | null; appointmentDate: string; startTime: string } | null = null;
  if (input.wanted !== null) {
    const { appointmentDate, startTime } = input.wanted;
    // VAC-VALID: the same refusal as booking, before any stylist is tried.
    await refuseMissingVaccines(ctx, petIds, appointmentDate);
    // No stylist named: any stylist bookable online who has the time open.
    const candidates = input.wanted.employeeId ? [input.wanted.employeeId] : (await loadBookingSettings(ctx)).employeeIds;
    const refusals: DomainError[] = [];
    let offeredBy: number | null = null;
    for (const employeeId of candidates) {
      try {
        const check = await onlineSlotCheck(ctx, { estimateId: input.estimateId, employeeId, appointmentDate, startTime }, null, { asking: 'request', customerId: input.customerId });
        await check();
        offeredBy = employeeId;
        break;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusals.push(error);
      }
    }
    if (offeredBy === null) throw refusals[0] ?? new DomainError(400, M.notOffered, { startTime: M.notOffered });
    wanted = { employeeId: input.wanted.employeeId ? offeredBy : null, appointmentDate, startTime };
  } else if (!input.outsideArea) {
    throw new DomainError(400, R.timeRequired, { startTime: R.timeRequired });
  }

  const requestId = await ctx.nextId('booking_request');
  await ctx.execute(bookingRequestStream(requestId), bookingRequestDecider, {
    type: 'RequestBooking',
    data: {
      requestId,
      customerId: input.customerId,
      customerUserId: saved.userId,
      petIds,
      estimateId: input.estimateId,
      wanted,
      note: input.note ?? '',
      newClient: input.newClient ?? false,
      outsideArea: input.outsideArea ?? false,
    },
  });
  return { requestId, status: 'open', message: R.requested };
}
