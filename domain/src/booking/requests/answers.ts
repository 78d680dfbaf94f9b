import { z } from 'zod';
import type { BookingRequestStatus } from './decider';

/** A request as the customer's portal shows it (their own only). */
export interface MyBookingRequest {
  requestId: number;
  status: BookingRequestStatus;
  appointmentDate: string | null;
  startTime: string | null;
  stylistName: string | null;
  pets: string[];
  reason: string | null;
  appointmentId: number | null;
  requestedAt: string;
}

/** One row of the office's Booking requests list. */
export interface BookingRequestRow extends MyBookingRequest {
  customerId: number;
  clientName: string;
  phone: string | null;
  email: string | null;
  employeeId: number | null;
  estimateId: number;
  note: string;
  newClient: boolean;
  outsideArea: boolean;
  /** Marks the list shows beside the client; vaccinationMissing: a pet lacks a required vaccine on the date (VAC-VALID). */
  marks: ('newClient' | 'outsideArea' | 'vaccinationMissing')[];
}

export interface BookingRequestListAnswer {
  requests: BookingRequestRow[];
  openCount: number;
}

/** GET booking/getMyRequests: the signed-in customer's own requests. */
export interface MyBookingRequestsAnswer {
  requests: MyBookingRequest[];
}

/** GET booking/getRequestCount: open requests, for the navigation's count. */
export interface BookingRequestCountAnswer {
  openCount: number;
}

/** A booking request's writes: the request and its status (and the appointment an acceptance made). */
export const bookingRequestAnswerSchema = z.object({
  requestId: z.number(),
  status: z.enum(['open', 'waitlisted', 'accepted', 'declined', 'withdrawn']) satisfies z.ZodType<BookingRequestStatus>,
  appointmentId: z.number().nullable().optional(),
});
export type BookingRequestAnswer = z.infer<typeof bookingRequestAnswerSchema>;
/** POST booking/request and publicBooking/request: the request written, with the words the page shows. */
export const bookingRequestedAnswerSchema = bookingRequestAnswerSchema.extend({ message: z.string() });
export type BookingRequestedAnswer = z.infer<typeof bookingRequestedAnswerSchema>;
