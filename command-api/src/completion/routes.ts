import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  decideCompletion,
  estimateStream,
  planCompletion,
  refusalError,
  transactionStream,
  type EstimateSavedData,
  type TransactionCreated,
  appointmentDecider,
  appointmentStream,
  type AppointmentCommand,
  type CompleteAnswer,
  completeBodySchema,
  completionAppointmentIdBodySchema,
  type NotifyOnTheWayAnswer,
  type UploadSignatureAnswer,
  completeAnswerSchema,
  notifyOnTheWayAnswerSchema,
} from '@pawroute/domain';
import { blobStoreFor, commandRoute, describedRule, permissionOr, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadActiveAppointment, loadAppointment, type ActiveAppointment } from '../shared/loadStreams';
import { streamEvents } from '../shared/streams';
import { asStoredImage, uploadRoute } from '../pictures';
import { chargePlanned } from './charge';
import { cardToSave, payingWithSaved, savedCardAppend } from './saveCard';
import { loadCompletion } from './load';
import { toldOnTheWay } from './onMyWayMessage';
import { planAutomatic } from '../messageTemplates';
import { COMPLETION_MESSAGES } from './messages';

export { COMPLETION_MESSAGES } from './messages';
const C = COMPLETION_MESSAGES;


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

type ParsedCompleteBody = z.output<typeof completeBodySchema>;

/**
 * One round of appointments/complete: a retry of a completion that committed answers its
 * first result; otherwise load, charge the card at the gateway when the plan says so (before the
 * append, keyed by the request's key and the reserved ledger row), decide once, append once. A stream
 * that moved in between makes ctx.retrying run it again (the gateway answers the same charge).
 */
async function completeOnce(ctx: CommandHandlerContext, body: ParsedCompleteBody): Promise<CompleteAnswer> {
  const { appointmentId } = body;
  const replay = await replayOf(ctx, appointmentId);
  if (replay) return replay;
  const loaded = await loadCompletion(ctx, body);
  const context = { now: ctx.now, actorUserId: ctx.actor?.userId ?? null };
  const plan = planCompletion(body, loaded.state, context);
  if (plan.kind === 'refused') throw refusalError(plan);
  // "Save this card for next time": the card goes on file at the gateway first, and that card is charged.
  const saved = body.saveCard && plan.cardAmount > 0 ? await cardToSave(ctx, body.transaction, loaded.state) : null;
  const paying = saved ? payingWithSaved(body, loaded, saved) : { body, loaded };
  const outcome = await chargePlanned(ctx, paying.body, paying.loaded, plan);
  const decided = decideCompletion(paying.body, paying.loaded.state, outcome, context);
  if (decided.kind === 'refused') throw refusalError(decided);
  await ctx.appendAll(saved ? [...decided.appends, await savedCardAppend(ctx, saved)] : decided.appends);
  return { appointmentId, ...decided.result, status: 'completed', message: C.completed };
}

/** The first answer of a completion this request's key already wrote (a retry after a crash or a lost answer). */
async function replayOf(ctx: CommandHandlerContext, appointmentId: number): Promise<CompleteAnswer | null> {
  const completed = (await ctx.earlierEvents([appointmentStream(appointmentId)])).find((e) => e.type === 'AppointmentCompleted');
  if (!completed) return null;
  const transactionId = (completed.data as { transactionId: number | null }).transactionId;
  // The card's status as this completion recorded it (a payment recorded before it answered none).
  const created = transactionId === null ? undefined : (await ctx.earlierEvents([transactionStream(transactionId)])).find((e) => e.type === 'TransactionCreated');
  const cardStatus = (created?.data as TransactionCreated['data'] | undefined)?.received.card?.status ?? null;
  const appointment = await loadAppointment(ctx.services.store, appointmentId);
  const saved = appointment.kind === 'active' ? await lastEstimateSave(ctx, appointment.estimateId) : null;
  return { appointmentId, transactionId, cardStatus, totalFee: saved?.figures.feeTotal ?? 0, status: 'completed', message: C.completed, position: completed.position };
}

async function lastEstimateSave(ctx: CommandHandlerContext, estimateId: number): Promise<EstimateSavedData | null> {
  const events = await streamEvents(ctx.services.store, estimateStream(estimateId));
  return (events.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined) ?? null;
}

/**
 * Completion (part 2 §4.1) under /api/v4/appointments/: complete (the payment and the
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
    answer: completeAnswerSchema,
    schema: completeBodySchema,
    permission: completer(app),
    async handle(body, ctx): Promise<CompleteAnswer> {
      // The feedback mail follows from AppointmentCompleted (command-api/src/reactions), not from here.
      return ctx.retrying(() => completeOnce(ctx, body));
    },
  });

  /**
   * POST appointments/notifyOnTheWay {appointmentId} ('En Route', part 2 §2.2/§7.4 "notify-on-the-way"):
   * marks the stylist en route with the customer told (AppointmentStylistEnRoute { notifyCustomer },
   * once per appointment); the message (mail and/or text, with the ETA) follows from that event (the side
   * effects reactor, command-api/src/reactions), once per appointment however often it is pressed. `sentNow`: this press asked for it.
   */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/notifyOnTheWay',
    name: 'NotifyCustomerOnTheWay',
    answer: notifyOnTheWayAnswerSchema,
    schema: completionAppointmentIdBodySchema,
    permission: assignedOr(app, 'EditAppointments'),
    async handle({ appointmentId }, ctx): Promise<NotifyOnTheWayAnswer> {
      const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
      // The 'onMyWay' template's channels, narrowed to the customer's preferred one and what reaches them.
      const { delivery } = await planAutomatic(ctx, appointment.customerId, 'onMyWay');
      if (!delivery.sms && !delivery.email) {
        // Nobody to tell: marked en route all the same (as before), no message asked for.
        if (appointment.stylistEnRouteAt === null) await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'MarkStylistEnRoute', data: { appointmentId } });
        return { appointmentId, notified: false, message: C.noEmail };
      }
      const told = toldOnTheWay(await streamEvents(ctx.services.store, appointmentStream(appointmentId)));
      const earlier = told ? await ctx.earlierEvents([appointmentStream(appointmentId)]) : [];
      if (!told) await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'MarkStylistEnRoute', data: { appointmentId, notifyCustomer: true } });
      return { appointmentId, notified: true, sentNow: !told || toldOnTheWay(earlier), message: C.notified };
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
    schema: completionAppointmentIdBodySchema,
    permission: completer(app),
    async handle({ appointmentId }, file, ctx): Promise<UploadSignatureAnswer> {
      const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
      refuseUnlessCompletable(ctx, appointment, { type: 'CompleteAppointment', data: { appointmentId, isCustomerAbsent: false, transactionId: null, signatureFileName: null } });
      const image = await asStoredImage(file.bytes);
      const fileName = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.ext}`;
      await blobs.put(image.bytes);
      return { appointmentId, fileName, message: C.signatureSaved };
    },
  });
}
