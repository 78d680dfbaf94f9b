import {
  CONFIRMATION_MESSAGES,
  appointmentIdInputSchema,
  type SendConfirmationAnswer,
  sendConfirmationAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { sendConfirmationMail } from './emailLinks';
import { loadActiveAppointment } from '../shared/loadStreams';
import { textConfirmationRequest } from '../messages';

/**
 * POST /api/v4/appointments/sendConfirmation [appointmentId] (path ours; the spec names no call for
 * it): the confirmation board's Send/Resend. The same mail and link as the automatic one
 * (emailLinks.ts); each press mails once (its own dedupe key, and the Idempotency-Key replays the
 * first answer to a retry). ViewAllAppointments: the board's permission.
 */
export function confirmationCommandRoutes(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/sendConfirmation',
    name: 'SendAppointmentConfirmation',
    answer: sendConfirmationAnswerSchema,
    schema: appointmentIdInputSchema,
    permission: 'ViewAllAppointments',
    async handle({ appointmentId }, ctx) {
      const state = await loadActiveAppointment(ctx.services.store, appointmentId);
      const dedupeKey = `AppointmentConfirmation-Appointment-${appointmentId}-${state.appointmentDate}-${state.startTime}-send-${ctx.idempotencyKey ?? ctx.correlationId}`;
      const { resend, emailAddress } = await sendConfirmationMail(ctx, appointmentId, { dedupeKey, automatic: false });
      // And by text, so a reply C confirms (docs/RULES.md REM-REPLY); none without a textable number.
      await textConfirmationRequest(ctx, appointmentId, `${dedupeKey}-text`);
      return { appointmentId, emailAddress, resend, message: resend ? CONFIRMATION_MESSAGES.resent : CONFIRMATION_MESSAGES.sent } satisfies SendConfirmationAnswer;
    },
  });
}
