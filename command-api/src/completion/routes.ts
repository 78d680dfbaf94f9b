import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  APPOINTMENT_MESSAGES,
  DomainError,
  MAX_UPLOAD_BYTES,
  appointmentDecider,
  appointmentStream,
  idParam,
  storableText,
  type AppointmentCommand,
} from '@pawroute/domain';
import { mailAppointmentFeedback } from '../appointments';
import { blobStoreFor, commandRoute, describedRule, mailerFor, permissionOr, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadActiveAppointment, loadAppointment, type ActiveAppointment } from '../shared/loadStreams';
import { asStoredImage } from '../pictures';
import { uploadRoute } from '../pictures';
import { transactionBodySchema } from '../transactions';
import { customerEmails, loadCustomer, oneAtATime, streamEvents } from '../transactions';
import { COMPLETION_MESSAGES } from './messages';
import { chargeAppointment, estimateFigures, moveGroomedPetsForward, paysAnything } from './payment';

export { COMPLETION_MESSAGES } from './messages';
const C = COMPLETION_MESSAGES;

/** The completion's payment: the transaction form's fields; the charge is the estimate's, computed here. */
export const completeBodySchema = z.object({
  appointmentId: idParam(),
  isCustomerAbsent: z.boolean().nullish().transform((v) => v ?? false),
  transaction: transactionBodySchema.nullish().transform((v) => v ?? transactionBodySchema.parse({})),
  /** From appointments/uploadSignature. */
  signatureFileName: storableText().max(120).nullish().transform((v) => v ?? null),
});

const appointmentIdBody = z.object({ appointmentId: idParam() });

/** Part 2 §4.2: StartAppointments, or the assigned stylist; and the payment needs CreateTransactions. */
export function completer(app: FastifyInstance) {
  return describedRule<{ appointmentId: number }>(
    { allOf: ['CreateTransactions'], anyOf: ['StartAppointments'], otherwise: 'CreateTransactions and the assigned stylist' },
    async (actor, { appointmentId }) => {
      if (actor.permissions.CreateTransactions !== true) return false;
      if (actor.permissions.StartAppointments === true) return true;
      const state = await loadAppointment(app.services.store, appointmentId);
      return state.kind === 'active' && state.employeeId === actor.userId;
    },
  );
}
function assignedOr(app: FastifyInstance, permission: 'EditAppointments') {
  return permissionOr<{ appointmentId: number }>(permission, 'the assigned stylist', async (actor, { appointmentId }) => {
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.employeeId === actor.userId;
  });
}

const refuseUnlessCompletable = (ctx: CommandHandlerContext, appointment: ActiveAppointment, command: AppointmentCommand): void => {
  appointmentDecider.decide(command, appointment, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
};

/**
 * Completion (part 2 §4.1, issue 12) under /api/v4/appointments/: complete (the payment and the
 * completion in one write), uploadSignature, notifyOnTheWay.
 */
export async function completionCommands(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  const blobs = blobStoreFor(app.services);

  /**
   * POST appointments/complete {appointmentId, isCustomerAbsent?, transaction, signatureFileName?}:
   * refused unless inProgress (before any money moves); records the completion's transaction (the
   * estimate's figures frozen now, the gratuity and the payment parts sent; a card through the gateway
   * with the Idempotency-Key's request key), then AppointmentCompleted naming it.
   */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/complete',
    name: 'CompleteAppointment',
    schema: completeBodySchema,
    permission: completer(app),
    async handle({ appointmentId, isCustomerAbsent, transaction, signatureFileName }, ctx) {
      return oneAtATime(appointmentStream(appointmentId), async () => {
        const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
        const complete = (transactionId: number | null): AppointmentCommand => ({ type: 'CompleteAppointment', data: { appointmentId, isCustomerAbsent, transactionId, signatureFileName } });
        refuseUnlessCompletable(ctx, appointment, complete(null));
        let paid: { transactionId: number | null; cardStatus: string | null; totalFee: number };
        if (appointment.paymentTransactionId !== null) {
          // appointments/createTransaction recorded the payment: the completion names it and charges nothing again.
          if (paysAnything(transaction)) throw new DomainError(409, APPOINTMENT_MESSAGES.paymentAlreadyRecorded(appointment.paymentTransactionId));
          paid = { transactionId: appointment.paymentTransactionId, cardStatus: null, totalFee: (await estimateFigures(ctx, appointment)).figures.feeTotal };
        } else {
          paid = await chargeAppointment(ctx, appointment, transaction);
        }
        const { transactionId, cardStatus } = paid;
        // Before the completion's event: a retry after a crash here finds the appointment still in progress.
        await moveGroomedPetsForward(ctx, appointment);
        await ctx.execute(appointmentStream(appointmentId), appointmentDecider, complete(transactionId));
        // Issue 15: the customer gets a link to rate the appointment (once per appointment).
        await mailAppointmentFeedback(ctx, appointmentId);
        return { appointmentId, transactionId, status: 'completed', cardStatus, totalFee: paid.totalFee, message: C.completed };
      });
    },
  });

  /**
   * POST appointments/notifyOnTheWay {appointmentId} ('En Route', part 2 §2.2/§7.4 "notify-on-the-way"):
   * marks the stylist en route (once) and mails the customer through the mailer port, once per
   * appointment (the dedupe key), however often it is pressed.
   */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/notifyOnTheWay',
    name: 'NotifyCustomerOnTheWay',
    schema: appointmentIdBody,
    permission: assignedOr(app, 'EditAppointments'),
    async handle({ appointmentId }, ctx) {
      const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
      if (appointment.stylistEnRouteAt === null) {
        await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'MarkStylistEnRoute', data: { appointmentId } });
      }
      const customer = await loadCustomer(ctx, appointment.customerId);
      const [to] = await customerEmails(ctx, customer.userId);
      if (!to) return { appointmentId, notified: false, message: C.noEmail };
      const { sent } = await mailerFor(ctx.services).send(
        {
          to,
          subject: 'Your Pawroute stylist is on the way',
          text: `Good news: your Pawroute stylist is on the way to your appointment${appointment.startTime ? ` (${appointment.startTime})` : ''}. Please have your pet ready.`,
        },
        { dedupeKey: `EnRoute-Appointment-${appointmentId}` },
      );
      return { appointmentId, notified: true, sentNow: sent, message: C.notified };
    },
  });

  /**
   * POST appointments/uploadSignature (multipart appointmentId, file): an image, checked and stored
   * like appointment pictures (content-addressed blob `<sha256>.<ext>`); the answer's fileName goes
   * into appointments/complete, whose AppointmentCompleted records it. Only while inProgress.
   */
  uploadRoute(app, {
    url: '/api/v4/appointments/uploadSignature',
    name: 'UploadSignature',
    schema: appointmentIdBody,
    permission: completer(app),
    async handle({ appointmentId }, file, ctx) {
      const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
      refuseUnlessCompletable(ctx, appointment, { type: 'CompleteAppointment', data: { appointmentId, isCustomerAbsent: false, transactionId: null, signatureFileName: null } });
      const image = await asStoredImage(file.bytes);
      const fileName = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.ext}`;
      await blobs.put(image.bytes);
      return { appointmentId, fileName, message: C.signatureSaved };
    },
  });
}
