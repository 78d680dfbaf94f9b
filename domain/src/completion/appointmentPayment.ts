import { appointmentDecider, appointmentStream, APPOINTMENT_MESSAGES } from '../appointments';
import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal } from '../shared/decision';
import {
  planPayment,
  refusalOf,
  transactionAppend,
  type AppointmentPaymentBody,
  type CompletionOutcome,
  type CompletionPlan,
  type CompletionResult,
  type CompletionState,
} from './decider';

/*
 * appointments/createTransaction (part 1 §7, part 2 §7.4: the payment submitted before the completion)
 * as one pure decision on the completion's own state: the same plan and the same transaction as the
 * completion's payment (planPayment), then AppointmentPaymentRecorded naming it, appended together.
 * The completion that follows names this transaction and charges nothing again.
 */

const recordPayment = (appointmentId: number, transactionId: number) =>
  ({ type: 'RecordAppointmentPayment', data: { appointmentId, transactionId } }) as const;

/** Before any money moves: refused unless in progress and unpaid, then the payment's plan. */
export function planAppointmentPayment(body: AppointmentPaymentBody, state: CompletionState, context: CommandContext): CompletionPlan | Refusal {
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, APPOINTMENT_MESSAGES.notFound);
  try {
    appointmentDecider.decide(recordPayment(body.appointmentId, 1), appointment, context);
  } catch (error) {
    return refusalOf(error);
  }
  return planPayment(body, state, context);
}

/** The payment's appends, given the gateway's answer (nothing charged and nothing received: no appends). */
export function decideAppointmentPayment(body: AppointmentPaymentBody, state: CompletionState, outcome: CompletionOutcome, context: CommandContext): Decided<CompletionResult> | Refusal {
  const plan = planAppointmentPayment(body, state, context);
  if (plan.kind === 'refused') return plan;
  const appointment = state.appointment.state;
  if (!plan.charged || appointment.kind !== 'active') return { kind: 'decided', appends: [], result: { transactionId: null, cardStatus: null, totalFee: plan.totalFee } };
  const append = transactionAppend(body, state, plan.charged, plan.cardAmount, outcome, context);
  if ('kind' in append) return append;
  const transactionId = outcome.transactionId!;
  try {
    const paid = appointmentDecider.decide(recordPayment(body.appointmentId, transactionId), appointment, context);
    return {
      kind: 'decided',
      appends: [append, { stream: appointmentStream(body.appointmentId), expectedRevision: state.appointment.revision, events: paid }],
      result: { transactionId, cardStatus: outcome.card?.status ?? null, totalFee: plan.totalFee },
    };
  } catch (error) {
    return refusalOf(error);
  }
}
