import { z } from 'zod';
import { storableId, storableText } from '../../shared/storable';
import { onlineDateSchema as appointmentDateSchema, onlineTimeSchema as appointmentTimeSchema } from '../bodies';
import { BOOKING_REQUEST_MAX_NOTE, BOOKING_REQUEST_MAX_REASON, BOOKING_REQUEST_MESSAGES as M } from './messages';

/** POST booking/request: the portal's Book in request mode, the time still one the engine offers (OB-SAME). */
export const onlineRequestBodySchema = z.object({
  estimateId: storableId(),
  employeeId: storableId(),
  appointmentDate: appointmentDateSchema,
  startTime: appointmentTimeSchema,
  note: storableText().max(BOOKING_REQUEST_MAX_NOTE, { error: M.noteTooLong }).default(''),
});
export type OnlineRequestBody = z.input<typeof onlineRequestBodySchema>;

/** POST booking/withdrawRequest: the customer's own open request. */
export const withdrawRequestBodySchema = z.object({ requestId: storableId() });
export type WithdrawRequestBody = z.input<typeof withdrawRequestBodySchema>;

/**
 * POST booking/acceptRequest: the office schedules the request at its wanted time, or at another time
 * it picked (all three of employeeId, appointmentDate and startTime, or none).
 */
export const acceptRequestBodySchema = z
  .object({
    requestId: storableId(),
    employeeId: storableId().nullable().optional(),
    appointmentDate: appointmentDateSchema.nullable().optional(),
    startTime: appointmentTimeSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.employeeId, body.appointmentDate, body.startTime].filter((v) => v !== null && v !== undefined).length;
    if (given !== 0 && given !== 3) ctx.addIssue({ code: 'custom', path: ['startTime'], message: M.timeRequired });
  });
export type AcceptRequestBody = z.input<typeof acceptRequestBodySchema>;

export const declineRequestBodySchema = z.object({
  requestId: storableId(),
  reason: storableText({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(BOOKING_REQUEST_MAX_REASON, { error: M.reasonTooLong }),
});
export type DeclineRequestBody = z.input<typeof declineRequestBodySchema>;

export const waitlistRequestBodySchema = z.object({ requestId: storableId() });
export type WaitlistRequestBody = z.input<typeof waitlistRequestBodySchema>;

/** GET booking/getRequests (the office's list): newest first, searched by client, pet or phone. */
export const bookingRequestListQuerySchema = z.object({
  search: storableText().max(100).default(''),
  status: z.enum(['open', 'waitlisted', 'accepted', 'declined', 'withdrawn', 'all']).default('all'),
});
