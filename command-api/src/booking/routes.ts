import {
  ONLINE_BOOKING_SETTINGS_STREAM,
  bookingSettingsDecider,
  bookingSettingsSchema,
  onlineBookBodySchema,
  onlineCancelBodySchema,
  onlineEstimateBodySchema,
  onlineMoveBodySchema,
  onlineRequestBodySchema,
  acceptRequestBodySchema,
  declineRequestBodySchema,
  waitlistRequestBodySchema,
  withdrawRequestBodySchema,
  bookingRequestAnswerSchema,
  bookingRequestedAnswerSchema,
  bookingSettingsSavedAnswerSchema,
  onlineBookAnswerSchema,
  onlineCancelAnswerSchema,
  onlineEstimateAnswerSchema,
  onlineMoveAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute, describedRule, isStaff, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { acceptBookingRequest, declineBookingRequest, waitlistBookingRequest, withdrawBookingRequest } from './answer';
import { bookOnline } from './book';
import { requestBooking } from './request';
import { cancelOnline } from './cancel';
import { moveOnline } from './move';
import { saveOnlineEstimate } from './onlineEstimate';

/** A signed-in customer on their own pages (ViewCustomerDashboard); staff book through the office's screens. */
export const OWN_CUSTOMER = describedRule(
  // The permission alone is not enough (a staff type holding it is still refused): it is an input check.
  { anyOf: [], allOf: [], otherwise: 'a customer (not staff) with ViewCustomerDashboard, for their own records', inputChecks: ['ViewCustomerDashboard'] },
  (actor: Actor) => actor.permissions.ViewCustomerDashboard === true && !isStaff(actor) && actor.customerId !== null,
);

/**
 * Online booking (docs/RULES.md "Online booking"): the Management settings, and the
 * customer's Book (price, then time), cancel from the portal. Every write decides from streams.
 */
export async function bookingCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/updateSettings',
    name: 'UpdateOnlineBookingSettings',
    answer: bookingSettingsSavedAnswerSchema,
    schema: bookingSettingsSchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(input, ctx) {
      await ctx.execute(ONLINE_BOOKING_SETTINGS_STREAM, bookingSettingsDecider, { type: 'SetBookingSettings', data: input });
      return { settings: input };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/saveEstimate',
    name: 'SaveOnlineEstimate',
    answer: onlineEstimateAnswerSchema,
    schema: onlineEstimateBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => ctx.retrying(() => saveOnlineEstimate(input.pets, ctx as CommandHandlerContext & { actor: Actor })),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/book',
    name: 'BookOnline',
    answer: onlineBookAnswerSchema,
    schema: onlineBookBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => bookOnline(input, ctx as CommandHandlerContext & { actor: Actor }),
  });

  // Request mode (docs/RULES.md OB-REQUEST): the customer asks, the office answers.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/request',
    name: 'RequestBookingOnline',
    answer: bookingRequestedAnswerSchema,
    schema: onlineRequestBodySchema,
    permission: OWN_CUSTOMER,
    handle: ({ estimateId, employeeId, appointmentDate, startTime, note }, ctx) =>
      requestBooking({ customerId: ctx.actor!.customerId!, estimateId, wanted: { employeeId, appointmentDate, startTime }, note }, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/withdrawRequest',
    name: 'WithdrawBookingRequest',
    answer: bookingRequestAnswerSchema,
    schema: withdrawRequestBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => withdrawBookingRequest(input, ctx),
  });

  // The office's answers need what scheduling an appointment needs (the spec's Schedule button: EditAppointments).
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/acceptRequest',
    name: 'AcceptBookingRequest',
    answer: bookingRequestAnswerSchema,
    schema: acceptRequestBodySchema,
    permission: 'EditAppointments',
    handle: (input, ctx) => acceptBookingRequest(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/declineRequest',
    name: 'DeclineBookingRequest',
    answer: bookingRequestAnswerSchema,
    schema: declineRequestBodySchema,
    permission: 'EditAppointments',
    handle: (input, ctx) => declineBookingRequest(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/waitlistRequest',
    name: 'WaitlistBookingRequest',
    answer: bookingRequestAnswerSchema,
    schema: waitlistRequestBodySchema,
    permission: 'EditAppointments',
    handle: (input, ctx) => waitlistBookingRequest(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/move',
    name: 'MoveOnline',
    answer: onlineMoveAnswerSchema,
    schema: onlineMoveBodySchema,
    permission: OWN_CUSTOMER,
    handle: (input, ctx) => moveOnline(input, ctx as CommandHandlerContext & { actor: Actor }),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/booking/cancel',
    name: 'CancelOnline',
    answer: onlineCancelAnswerSchema,
    schema: onlineCancelBodySchema,
    permission: OWN_CUSTOMER,
    handle: ({ appointmentId }, ctx) => cancelOnline(appointmentId, ctx),
  });
}
