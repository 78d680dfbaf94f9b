import type { CommandContext, Decider, DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/errors';
import type { BookingRequestEvent, BookingRequestedData, WantedTime } from './events';
import { BOOKING_REQUEST_MAX_NOTE, BOOKING_REQUEST_MAX_REASON, BOOKING_REQUEST_MESSAGES as M } from './messages';

/**
 * The `BookingRequest-<id>` stream (docs/RULES.md OB-REQUEST). A request is open until
 * the office accepts it (an appointment), declines it (a reason) or the customer withdraws it; the
 * waiting list keeps it answerable. Only an open or waitlisted request takes an answer.
 */
export type BookingRequestStatus = 'open' | 'waitlisted' | 'accepted' | 'declined' | 'withdrawn';

export interface RequestBooking {
  type: 'RequestBooking';
  data: Omit<BookingRequestedData, 'requestedAt'>;
}
export interface AcceptBookingRequest {
  type: 'AcceptBookingRequest';
  data: { requestId: number; appointmentId: number };
}
export interface DeclineBookingRequest {
  type: 'DeclineBookingRequest';
  data: { requestId: number; reason: string };
}
export interface WaitlistBookingRequest {
  type: 'WaitlistBookingRequest';
  data: { requestId: number };
}
/** The customer's own act: `customerId` is the signed-in customer, who must be the requester. */
export interface WithdrawBookingRequest {
  type: 'WithdrawBookingRequest';
  data: { requestId: number; customerId: number };
}
export type BookingRequestCommand = RequestBooking | AcceptBookingRequest | DeclineBookingRequest | WaitlistBookingRequest | WithdrawBookingRequest;

export type BookingRequestState =
  | { status: 'none' }
  | {
      status: BookingRequestStatus;
      requestId: number;
      customerId: number;
      estimateId: number;
      petIds: number[];
      wanted: WantedTime | null;
      newClient: boolean;
      outsideArea: boolean;
      appointmentId: number | null;
      reason: string | null;
    };

export const initialBookingRequestState = (): BookingRequestState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveBookingRequest(state: BookingRequestState, anyEvent: DomainEvent): BookingRequestState {
  const event = anyEvent as BookingRequestEvent;
  switch (event.type) {
    case 'BookingRequested': {
      const { requestId, customerId, estimateId, petIds, wanted, newClient, outsideArea } = event.data;
      return { status: 'open', requestId, customerId, estimateId, petIds, wanted, newClient, outsideArea, appointmentId: null, reason: null };
    }
    case 'BookingRequestAccepted':
      return state.status === 'none' ? state : { ...state, status: 'accepted', appointmentId: event.data.appointmentId };
    case 'BookingRequestDeclined':
      return state.status === 'none' ? state : { ...state, status: 'declined', reason: event.data.reason };
    case 'BookingRequestWaitlisted':
      return state.status === 'none' ? state : { ...state, status: 'waitlisted' };
    case 'BookingRequestWithdrawn':
      return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
    default:
      return state;
  }
}

/** True while the office may still answer (accept, decline) and the customer may withdraw. */
export const isAnswerable = (state: BookingRequestState): boolean => state.status === 'open' || state.status === 'waitlisted';

export function decideBookingRequest(command: BookingRequestCommand, state: BookingRequestState, { now, actorUserId }: CommandContext): BookingRequestEvent[] {
  switch (command.type) {
    case 'RequestBooking': {
      if (state.status !== 'none') throw new DomainError(409, M.exists);
      const data = command.data;
      if (data.petIds.length === 0) throw new DomainError(400, M.petsRequired, { pets: M.petsRequired });
      const note = data.note.trim();
      if (note.length > BOOKING_REQUEST_MAX_NOTE) throw new DomainError(400, M.noteTooLong, { note: M.noteTooLong });
      // Inside the area a request names a time the engine offered; outside it none could be offered.
      if (data.wanted === null && !data.outsideArea) throw new DomainError(400, M.timeRequired, { startTime: M.timeRequired });
      return [{ type: 'BookingRequested', data: { ...data, petIds: [...new Set(data.petIds)], note, requestedAt: now } }];
    }
    case 'AcceptBookingRequest': {
      if (state.status === 'none') throw new DomainError(404, M.notFound);
      if (!isAnswerable(state)) throw new DomainError(409, M.alreadyAnswered);
      const { requestId, customerId } = state;
      return [{ type: 'BookingRequestAccepted', data: { requestId, customerId, appointmentId: command.data.appointmentId, acceptedByUserId: actorUserId, acceptedAt: now } }];
    }
    case 'DeclineBookingRequest': {
      if (state.status === 'none') throw new DomainError(404, M.notFound);
      if (!isAnswerable(state)) throw new DomainError(409, M.alreadyAnswered);
      const reason = command.data.reason.trim();
      if (!reason) throw new DomainError(400, M.reasonRequired, { reason: M.reasonRequired });
      if (reason.length > BOOKING_REQUEST_MAX_REASON) throw new DomainError(400, M.reasonTooLong, { reason: M.reasonTooLong });
      const { requestId, customerId } = state;
      return [{ type: 'BookingRequestDeclined', data: { requestId, customerId, reason, declinedByUserId: actorUserId, declinedAt: now } }];
    }
    case 'WaitlistBookingRequest': {
      if (state.status === 'none') throw new DomainError(404, M.notFound);
      // Already on the waiting list: nothing to record.
      if (state.status === 'waitlisted') return [];
      if (state.status !== 'open') throw new DomainError(409, M.notWaitlistable);
      const { requestId, customerId } = state;
      return [{ type: 'BookingRequestWaitlisted', data: { requestId, customerId, waitlistedByUserId: actorUserId, waitlistedAt: now } }];
    }
    case 'WithdrawBookingRequest': {
      // Another customer's request is not found, as a missing one is: nothing about it is told.
      if (state.status === 'none' || state.customerId !== command.data.customerId) throw new DomainError(404, M.notFound);
      if (state.status === 'withdrawn') return [];
      if (!isAnswerable(state)) throw new DomainError(409, M.alreadyAnswered);
      const { requestId, customerId } = state;
      return [{ type: 'BookingRequestWithdrawn', data: { requestId, customerId, withdrawnAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown booking request command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bookingRequestDecider: Decider<BookingRequestCommand, BookingRequestEvent, BookingRequestState> = {
  initialState: initialBookingRequestState,
  evolve: evolveBookingRequest,
  decide: decideBookingRequest,
};
