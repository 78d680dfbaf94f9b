import {
  appointmentStream,
  decideAppointmentPayment,
  planAppointmentPayment,
  refusalError,
  transactionStream,
  type TransactionCreated,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { chargePlanned, type PaidBody } from './charge';
import { loadCompletion } from './load';
import { COMPLETION_MESSAGES as C } from './messages';

/**
 * One round of appointments/createTransaction (the payment of an appointment in progress, before its
 * completion): a retry of a payment this key recorded answers its first result; otherwise the same
 * load, plan and charge as the completion's (chargePlanned), one decision, one append of the
 * transaction with AppointmentPaymentRecorded.
 */
export async function payAppointmentOnce(ctx: CommandHandlerContext, body: PaidBody) {
  const { appointmentId } = body;
  const loaded = await loadCompletion(ctx, { ...body, isCustomerAbsent: false, signatureFileName: null });
  const totalFee = loaded.state.estimate?.figures.feeTotal ?? 0;
  const earlier = (await ctx.earlierEvents([appointmentStream(appointmentId)])).find((e) => e.type === 'AppointmentPaymentRecorded');
  if (earlier) {
    const transactionId = (earlier.data as { transactionId: number }).transactionId;
    const created = (await ctx.services.store.readStream(transactionStream(transactionId), { maxCount: 1 }))[0];
    const cardStatus = (created?.data as TransactionCreated['data'] | undefined)?.received.card?.status ?? null;
    return answer(appointmentId, transactionId, cardStatus, totalFee, earlier.position);
  }
  const context = { now: ctx.now, actorUserId: ctx.actor?.userId ?? null };
  const plan = planAppointmentPayment(body, loaded.state, context);
  if (plan.kind === 'refused') throw refusalError(plan);
  const outcome = await chargePlanned(ctx, body, loaded, plan);
  const decided = decideAppointmentPayment(body, loaded.state, outcome, context);
  if (decided.kind === 'refused') throw refusalError(decided);
  if (decided.appends.length > 0) await ctx.appendAll(decided.appends);
  const { transactionId, cardStatus } = decided.result;
  return answer(appointmentId, transactionId, cardStatus, decided.result.totalFee);
}

const answer = (appointmentId: number, transactionId: number | null, cardStatus: string | null, totalFee: number, position?: string) => ({
  appointmentId,
  transactionId,
  ID: transactionId,
  status: cardStatus,
  cardStatus,
  totalFee,
  message: C.paymentRecorded,
  ...(position === undefined ? {} : { position }),
});
