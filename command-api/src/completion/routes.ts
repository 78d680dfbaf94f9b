import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  DomainError,
  MAX_UPLOAD_BYTES,
  TRANSACTION_REASONS,
  appointmentDecider,
  appointmentStream,
  completionCharge,
  estimateStream,
  idParam,
  storableText,
  totalCharged,
  type AppointmentCommand,
  type EstimateSavedData,
} from '@pawroute/domain';
import { blobStoreFor, commandRoute, mailerFor, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadActiveAppointment, loadAppointment, type ActiveAppointment } from '../appointments/loadStreams';
import { asStoredImage } from '../pictures/images';
import { uploadRoute } from '../pictures/uploadRoute';
import { transactionBodySchema, type TransactionBody } from '../transactions/input';
import { customerEmails, loadCustomer, oneAtATime, streamEvents } from '../transactions/ledger';
import { recordTransaction } from '../transactions/record';

export const COMPLETION_MESSAGES = {
  completed: 'Successfully completed appointment',
  estimateMissing: 'Appointment information missing. Please try refreshing your page or saving the estimate and try again.',
  notified: 'Notified the customer that you are on the way.',
  noEmail: 'The customer has no email address to notify.',
  signatureSaved: 'Saved the signature.',
  // part 2 §5.4 (payment on completion), word for word
  cardRequired: 'A credit card must be entered when a credit amount is added.',
  checkRequired: 'A check number and date is required when a check amount is added.',
  giftCardRequired: 'A gift card number is required when a gift card amount is added.',
} as const;
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
function completer(app: FastifyInstance) {
  return async (actor: Actor, { appointmentId }: { appointmentId: number }): Promise<boolean> => {
    if (actor.permissions.CreateTransactions !== true) return false;
    if (actor.permissions.StartAppointments === true) return true;
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.employeeId === actor.userId;
  };
}
function assignedOr(app: FastifyInstance, permission: 'EditAppointments') {
  return async (actor: Actor, { appointmentId }: { appointmentId: number }): Promise<boolean> => {
    if (actor.permissions[permission] === true) return true;
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.employeeId === actor.userId;
  };
}

/** The estimate's figures as last saved: frozen into the completion's transaction. */
async function estimateFigures(ctx: Pick<CommandHandlerContext, 'services'>, appointment: ActiveAppointment): Promise<EstimateSavedData> {
  const events = await streamEvents(ctx.services.store, estimateStream(appointment.estimateId));
  const saved = events.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
  if (!saved) throw new DomainError(409, C.estimateMissing);
  return saved;
}

const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/** Part 2 §5.4 in its order, with its messages (the transaction form's §5.6 rules follow in recordTransaction). */
function checkCompletionPayment(t: TransactionBody): void {
  const card = t.oneTimeCard;
  const typedCard = card !== null && ![card.nameOnCard, card.cardNumber, card.expiration, card.securityCode, card.billingZipcode].some(blank);
  if (t.creditCardAmount > 0 && (t.isOneTimePayment ? !typedCard : t.creditCardId === null)) throw new DomainError(400, C.cardRequired, { creditCardAmount: C.cardRequired });
  if (t.checkAmount > 0 && (blank(t.checkNumber) || blank(t.checkDate))) throw new DomainError(400, C.checkRequired, { checkNumber: C.checkRequired });
  if (t.giftCardAmount > 0 && blank(t.giftCardNumber)) throw new DomainError(400, C.giftCardRequired, { giftCardNumber: C.giftCardRequired });
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
        checkCompletionPayment(transaction);
        const saved = await estimateFigures(ctx, appointment);
        const charged = completionCharge(saved.figures, { gratuity: transaction.gratuity });
        const body = { ...transaction, customerId: appointment.customerId, appointmentId, reasonId: transaction.reasonId ?? TRANSACTION_REASONS[0]!.id };
        const receives = body.creditCardAmount + body.cashAmount + body.checkAmount + body.giftCardAmount + body.creditAmount > 0;
        let transactionId: number | null = null;
        let cardStatus: string | null = null;
        if (totalCharged(charged) > 0 || receives) {
          ({ transactionId, cardStatus } = await recordTransaction(ctx, body, { charged, appointmentCustomerId: appointment.customerId }));
        }
        await ctx.execute(appointmentStream(appointmentId), appointmentDecider, complete(transactionId));
        return { appointmentId, transactionId, status: 'completed', cardStatus, totalFee: saved.figures.feeTotal, message: C.completed };
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
