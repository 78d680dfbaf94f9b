import { z } from 'zod';
import type { DomainEvent } from '../../shared/decider';
import { storableId, storableLocalDate, storableLocalTime, storableText } from '../../shared/storable';
import { BOOKING_REQUEST_MAX_NOTE, BOOKING_REQUEST_MAX_REASON } from './messages';

/** A booking request of one customer (docs/RULES.md OB-REQUEST). Stream `BookingRequest-<id>`. */
export const bookingRequestStream = (requestId: number): string => `BookingRequest-${requestId}`;

const localDate = storableLocalDate();
const localTime = storableLocalTime();

/** The time the customer asked for (business-local), or null when none could be offered (outside the service area). */
export const wantedTimeSchema = z.object({
  employeeId: storableId().nullable().optional(),
  appointmentDate: localDate,
  startTime: localTime,
});
export type WantedTime = z.infer<typeof wantedTimeSchema>;

export const bookingRequestedSchema = z.object({
  requestId: storableId(),
  // Always set: the public page signs the client up before it asks.
  customerId: storableId(),
  /** The customer's user: whose portal hears of the request (pushes go to their own records only). */
  customerUserId: storableId(),
  petIds: z.array(storableId()).min(1).max(20),
  estimateId: storableId(),
  wanted: wantedTimeSchema.nullable(),
  note: storableText().max(BOOKING_REQUEST_MAX_NOTE),
  newClient: z.boolean(),
  outsideArea: z.boolean(),
  requestedAt: storableText(),
});
export const bookingRequestAcceptedSchema = z.object({
  requestId: storableId(),
  customerId: storableId(),
  appointmentId: storableId(),
  acceptedByUserId: storableId().nullable(),
  acceptedAt: storableText(),
});
export const bookingRequestDeclinedSchema = z.object({
  requestId: storableId(),
  customerId: storableId(),
  reason: storableText().min(1).max(BOOKING_REQUEST_MAX_REASON),
  declinedByUserId: storableId().nullable(),
  declinedAt: storableText(),
});
export const bookingRequestWaitlistedSchema = z.object({
  requestId: storableId(),
  customerId: storableId(),
  waitlistedByUserId: storableId().nullable(),
  waitlistedAt: storableText(),
});
export const bookingRequestWithdrawnSchema = z.object({
  requestId: storableId(),
  customerId: storableId(),
  withdrawnAt: storableText(),
});

export type BookingRequestedData = z.infer<typeof bookingRequestedSchema>;
export type BookingRequested = DomainEvent<'BookingRequested', BookingRequestedData>;
export type BookingRequestAccepted = DomainEvent<'BookingRequestAccepted', z.infer<typeof bookingRequestAcceptedSchema>>;
export type BookingRequestDeclined = DomainEvent<'BookingRequestDeclined', z.infer<typeof bookingRequestDeclinedSchema>>;
export type BookingRequestWaitlisted = DomainEvent<'BookingRequestWaitlisted', z.infer<typeof bookingRequestWaitlistedSchema>>;
export type BookingRequestWithdrawn = DomainEvent<'BookingRequestWithdrawn', z.infer<typeof bookingRequestWithdrawnSchema>>;
export type BookingRequestEvent = BookingRequested | BookingRequestAccepted | BookingRequestDeclined | BookingRequestWaitlisted | BookingRequestWithdrawn;

/** For the event-schema registry. */
export const BOOKING_REQUEST_EVENT_SCHEMAS = {
  BookingRequested: bookingRequestedSchema,
  BookingRequestAccepted: bookingRequestAcceptedSchema,
  BookingRequestDeclined: bookingRequestDeclinedSchema,
  BookingRequestWaitlisted: bookingRequestWaitlistedSchema,
  BookingRequestWithdrawn: bookingRequestWithdrawnSchema,
} as const;
export const BOOKING_REQUEST_EVENT_TYPES = Object.keys(BOOKING_REQUEST_EVENT_SCHEMAS) as BookingRequestEvent['type'][];
