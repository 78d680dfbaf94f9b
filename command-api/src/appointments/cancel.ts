import {
  TRANSACTION_REASON_IDS,
  cancelAppointmentInputSchema,
  appointmentCancelledAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, describedRule, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { transactionBodySchema, TRANSACTION_SEQUENCE, recordTransaction } from '../transactions';
import { loadActiveAppointment } from '../shared/loadStreams';
import { statusAction } from './statusActions';

/**
 * POST appointments/cancel {appointmentId, cancelFee?}: the appointment cancelled, and a cancel fee
 * (docs/RULES.md "Cancel, returned-payment and reprocessing fees") charged on a
 * transaction of its own (reason 'Cancellation Fee', the appointment named, nothing received): the
 * customer owes it, it is not taxed, and it earns no commission (payroll counts completed
 * appointments only). Refused before anything is written; the fee's transaction, the cancellation
 * and the stylist's freed time are appended in one write: never one without the others.
 */
export async function cancelAppointment(ctx: CommandHandlerContext, appointmentId: number, cancelFee: number) {
  // One command, one atomic write (docs/DECISIONS.md): the fee's transaction, the cancellation and the stylist's freed time in one write.
  const transactionId = cancelFee > 0 ? await ctx.nextId(TRANSACTION_SEQUENCE) : null;
  let cancelFeeTransactionId: number | null = null;
  const result = await statusAction(ctx, { type: 'CancelAppointment', data: { appointmentId } }, async () => {
    if (transactionId === null) return [];
    const before = await loadActiveAppointment(ctx.services.store, appointmentId);
    const body = transactionBodySchema.parse({ customerId: before.customerId, appointmentId, reasonId: TRANSACTION_REASON_IDS['Cancellation Fee'], cancelFee });
    const recorded = await recordTransaction(ctx, body, { appointmentCustomerId: before.customerId, defer: { transactionId } });
    cancelFeeTransactionId = recorded.transactionId;
    return recorded.append ? [recorded.append] : [];
  });
  return { ...result, cancelFee, cancelFeeTransactionId };
}

export function cancelRoute(app: FastifyInstance): void {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/cancel',
    name: 'CancelAppointment',
    answer: appointmentCancelledAnswerSchema,
    schema: cancelAppointmentInputSchema,
    permission: describedRule<z.output<typeof cancelAppointmentInputSchema>>(
      // As the other status actions (the buttons, or the status dropdown); a fee is a charge, so CreateTransactions too.
      { anyOf: ['EditAppointments', 'EditAppointmentStatus'], note: 'and CreateTransactions when a cancelFee is charged' },
      (actor, { cancelFee }) =>
        (actor.permissions.EditAppointments === true || actor.permissions.EditAppointmentStatus === true) &&
        (cancelFee === 0 || actor.permissions.CreateTransactions === true),
    ),
    handle: ({ appointmentId, cancelFee }, ctx) => cancelAppointment(ctx, appointmentId, cancelFee),
  });
}
