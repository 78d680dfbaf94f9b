import { appointmentDecider, appointmentStream, type AppointmentState, APPOINTMENT_MESSAGES } from '../appointments';
import { fromSpecDate } from '../shared/wire';
import { petStream } from '../customers';
import { businessDateOf, type EstimateSavedData } from '../estimates';
import { TRANSACTION_REASONS } from '../options';
import { groomedPetsOf, petDecider, type PetState } from '../pets';
import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { DomainError } from '../shared/errors';
import { type CreateTransaction, checkTransactionForm, decideTransaction, transactionStream, type CardPart, type ChargedParts, initialTransactionState, TRANSACTION_MESSAGES as TM, completionCharge, totalCharged } from '../transactions';
import { COMPLETION_MESSAGES as C } from './messages';
import { paymentPartsRefusal } from './paymentParts';
import { percentTipMismatch, type TipBase } from './tipBase';

/*
 * appointments/complete as one pure decision (docs/DECISIONS.md "One command, one atomic
 * write"). The handler loads, asks the gateway for the card part when the plan says so, then calls
 * decideCompletion once and appends its streams at once:
 *   Transaction-<id> (the completion's sales receipt: the estimate's figures frozen now, the gratuity,
 *   a cancel fee still owed, the payment parts), each groomed Pet-<id> (last groom, last fee, price
 *   history), and Appointment-<id> (AppointmentCompleted naming the transaction).
 * The customer's flags (onWaitingList, hasRescheduled) are not written: they follow the appointment
 * events in the read model (DECISIONS), so there is nothing of the customer's to append.
 * planCompletion is the part before the gateway: every refusal, and what to charge.
 */

/** The payment part of the body (the transaction form's fields, money in cents). */
export interface CompletionPayment {
  reasonId: number | null;
  transactionDate: string | null;
  notes: string | null;
  cancelFee: number;
  gratuity: number;
  gratuityMethod: CreateTransaction['data']['gratuityMethod'];
  creditCardAmount: number;
  cashAmount: number;
  checkAmount: number;
  checkNumber: string | null;
  checkDate: string | null;
  giftCardAmount: number;
  giftCardNumber: string | null;
  creditAmount: number;
  isOneTimePayment: boolean;
  creditCardId: number | null;
  /** A typed card (the sandbox), or Accept.js's opaque data with the number and code left empty. */
  oneTimeCard: { nameOnCard: string; cardNumber: string; expiration: string; securityCode: string; billingZipcode: string; dataDescriptor?: string; dataValue?: string } | null;
}

/** An appointment's payment: the appointment and the payment part (appointments/createTransaction's body). */
export interface AppointmentPaymentBody {
  appointmentId: number;
  transaction: CompletionPayment;
}

export interface CompletionBody extends AppointmentPaymentBody {
  isCustomerAbsent: boolean;
  signatureFileName: string | null;
  /** Beyond the spec: the percent the tip step chose (TIP-BASE: the gratuity must be that percent of the base); null: none said. */
  gratuityPercent?: number | null;
}

/** What the handler loaded: each stream's state with the revision it was read at. */
export interface CompletionState {
  appointment: { state: AppointmentState; revision: number };
  /** The estimate's last EstimateSaved; null when it has none. */
  estimate: EstimateSavedData | null;
  /** The pets the estimate charged for (groomedPetsOf), as loaded. */
  pets: { petId: number; state: PetState; revision: number }[];
  /** The stored card's shown parts, when the body pays with a stored card (loaded with its token). */
  storedCard: { last4: string; brand: string } | null;
  timeZone: string;
  /** TIP-BASE's setting from the Settings stream (left out: the default, the whole total). */
  tipBase?: TipBase;
}

export type CompletionPlan = {
  kind: 'plan';
  /** The new transaction's charge; null when none is written (paid before, or nothing to record). */
  charged: ChargedParts | null;
  /** The card amount the gateway must take first (0: none). */
  cardAmount: number;
  /** The appointment's payment recorded before (appointments/createTransaction); null otherwise. */
  paidBy: number | null;
  /** The estimate's total: the answer's totalFee. */
  totalFee: number;
};

export interface CompletionOutcome {
  /** The id reserved for the new transaction (null when the plan writes none). */
  transactionId: number | null;
  /** The gateway's answer for the card part (null: no card part). */
  card: CardPart | null;
}

export interface CompletionResult {
  transactionId: number | null;
  cardStatus: string | null;
  totalFee: number;
}

/** Whether the payment part moves any money (a tip included). */
export const paysAnything = (t: CompletionPayment): boolean =>
  t.creditCardAmount + t.cashAmount + t.checkAmount + t.giftCardAmount + t.creditAmount + t.gratuity > 0;

/** A rule of another decider broken: its DomainError as a refusal (same status and message). */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof DomainError)) throw error;
  return refuse(error.statusCode as Refusal['status'], error.message, error.fieldErrors);
}

const completeCommand = (body: CompletionBody, transactionId: number | null) =>
  ({ type: 'CompleteAppointment', data: { appointmentId: body.appointmentId, isCustomerAbsent: body.isCustomerAbsent, transactionId, signatureFileName: body.signatureFileName } }) as const;

/** The new transaction's command (card: the gateway's answer, or the pending card of the check before it). */
function transactionCommand(body: AppointmentPaymentBody, state: CompletionState, facts: { customerId: number }, charged: ChargedParts, transactionId: number, card: CardPart | null, context: CommandContext): CreateTransaction | Refusal {
  const t = body.transaction;
  const transactionDate = t.transactionDate === null ? businessDateOf(context.now, state.timeZone) : fromSpecDate(t.transactionDate);
  const checkDate = t.checkDate === null ? null : fromSpecDate(t.checkDate);
  if (transactionDate === null) return refuse(400, TM.invalidDate, { transactionDate: TM.invalidDate });
  if (t.checkDate !== null && checkDate === null) return refuse(400, TM.invalidDate, { checkDate: TM.invalidDate });
  return {
    type: 'CreateTransaction',
    data: {
      transactionId,
      customerId: facts.customerId,
      appointmentId: body.appointmentId,
      reasonId: t.reasonId ?? TRANSACTION_REASONS[0].id,
      transactionDate,
      notes: t.notes,
      charged,
      received: {
        card,
        cashAmount: t.cashAmount,
        checkAmount: t.checkAmount,
        checkNumber: t.checkNumber,
        checkDate,
        giftCardAmount: t.giftCardAmount,
        giftCardNumber: t.giftCardNumber,
      },
      creditAmount: t.creditAmount,
      gratuityMethod: t.gratuityMethod,
    },
  };
}

const pendingCard = (t: CompletionPayment, stored: CompletionState['storedCard']): CardPart | null =>
  t.creditCardAmount > 0
    ? {
        amount: t.creditCardAmount,
        status: 'capturedPendingSettlement',
        creditCardId: t.isOneTimePayment ? null : t.creditCardId,
        isOneTimePayment: t.isOneTimePayment,
        last4: stored?.last4 ?? null,
        brand: stored?.brand ?? null,
        gatewayTransactionId: 'pending',
      }
    : null;

/**
 * Before any money moves: every refusal of the completion, in the order the route always answered
 * them, and what the gateway must take.
 */
export function planCompletion(body: CompletionBody, state: CompletionState, context: CommandContext): CompletionPlan | Refusal {
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, APPOINTMENT_MESSAGES.notFound);
  try {
    appointmentDecider.decide(completeCommand(body, null), appointment, context);
  } catch (error) {
    return refusalOf(error);
  }
  const t = body.transaction;
  if (appointment.paymentTransactionId !== null) {
    // appointments/createTransaction recorded the payment: the completion names it and charges nothing again.
    if (paysAnything(t)) return refuse(409, APPOINTMENT_MESSAGES.paymentAlreadyRecorded(appointment.paymentTransactionId));
    if (!state.estimate) return refuse(409, C.estimateMissing);
    return { kind: 'plan', charged: null, cardAmount: 0, paidBy: appointment.paymentTransactionId, totalFee: state.estimate.figures.feeTotal };
  }
  // TIP-BASE: a tip said to be a percent is that percent of the base the setting names, to the cent.
  if (state.estimate && body.gratuityPercent != null && t.gratuity > 0) {
    const f = state.estimate.figures;
    const mismatch = percentTipMismatch({ feeTotal: f.feeTotal, serviceFeeGroom: f.feeServices, serviceDiscountTotal: f.discount }, { percent: body.gratuityPercent, gratuity: t.gratuity }, state.tipBase);
    if (mismatch) return refuse(400, mismatch, { gratuity: mismatch });
  }
  return planPayment(body, state, context);
}

/**
 * The payment of an active appointment not paid before (the completion's, or appointments/createTransaction's):
 * part 2 §5.4's rules, then every rule the ledger keeps on the transaction as it would be recorded, and
 * what the gateway must take. The one charging decision of the server; the caller has refused what the
 * appointment itself forbids.
 */
export function planPayment(body: AppointmentPaymentBody, state: CompletionState, context: CommandContext): CompletionPlan | Refusal {
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, APPOINTMENT_MESSAGES.notFound);
  const t = body.transaction;
  // Part 2 §5.4 in its order, with its messages (the transaction form's §5.6 rules follow).
  const broken = paymentPartsRefusal(t);
  if (broken) return broken;
  if (!state.estimate) return refuse(409, C.estimateMissing);
  const totalFee = state.estimate.figures.feeTotal;
  // docs/RULES.md (TXN-CANCEL-NEXT): a cancel fee still owed is charged on this transaction, untaxed.
  const charged = completionCharge(state.estimate.figures, { gratuity: t.gratuity, cancelFee: t.cancelFee });
  const receives = t.creditCardAmount + t.cashAmount + t.checkAmount + t.giftCardAmount + t.creditAmount > 0;
  if (totalCharged(charged) === 0 && !receives) return { kind: 'plan', charged: null, cardAmount: 0, paidBy: null, totalFee };
  try {
    checkTransactionForm({ ...t, reasonId: t.reasonId ?? TRANSACTION_REASONS[0].id });
    // Every rule the ledger keeps, on the card as it would be recorded: a refused form never charges.
    const command = transactionCommand(body, state, appointment, charged, 1, pendingCard(t, state.storedCard), context);
    if ('kind' in command) return command;
    decideTransaction(command, initialTransactionState(), context);
  } catch (error) {
    return refusalOf(error);
  }
  return { kind: 'plan', charged, cardAmount: t.creditCardAmount, paidBy: null, totalFee };
}

/** The payment's new transaction, given the gateway's answer (the plan charged something). */
export function transactionAppend(body: AppointmentPaymentBody, state: CompletionState, charged: ChargedParts, cardAmount: number, outcome: CompletionOutcome, context: CommandContext): StreamAppend | Refusal {
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active') return refuse(404, APPOINTMENT_MESSAGES.notFound);
  if (outcome.transactionId === null) throw new Error('transactionAppend: a transaction id is needed for the charge');
  if (cardAmount > 0 && outcome.card === null) throw new Error('transactionAppend: the card part has no gateway answer');
  const command = transactionCommand(body, state, appointment, charged, outcome.transactionId, outcome.card, context);
  if ('kind' in command) return command;
  return { stream: transactionStream(outcome.transactionId), expectedRevision: -1, events: decideTransaction(command, initialTransactionState(), context) };
}

/** The completion's appends, given the gateway's answer; or the refusal planCompletion would give. */
export function decideCompletion(body: CompletionBody, state: CompletionState, outcome: CompletionOutcome, context: CommandContext): Decided<CompletionResult> | Refusal {
  const plan = planCompletion(body, state, context);
  if (plan.kind === 'refused') return plan;
  const appointment = state.appointment.state;
  if (appointment.kind !== 'active' || !state.estimate) return refuse(409, C.estimateMissing); // planCompletion refused these
  const appends: StreamAppend[] = [];
  let transactionId = plan.paidBy;
  try {
    if (plan.charged) {
      const append = transactionAppend(body, state, plan.charged, plan.cardAmount, outcome, context);
      if ('kind' in append) return append;
      transactionId = outcome.transactionId;
      appends.push(append);
    }
    // "Completion moves the pets forward": once per appointment (the pet decider ignores a second).
    const date = appointment.appointmentDate ?? businessDateOf(context.now, state.timeZone);
    for (const pet of groomedPetsOf(state.estimate)) {
      const loaded = state.pets.find((p) => p.petId === pet.petId);
      if (!loaded || loaded.state.status !== 'active') continue; // a pet deleted since is left
      const events = petDecider.decide(
        { type: 'RecordPetGroom', data: { petId: pet.petId, appointmentId: appointment.appointmentId, date, estimatePackage: pet.estimatePackage, fee: pet.fee } },
        loaded.state,
        context,
      );
      appends.push({ stream: petStream(pet.petId), expectedRevision: loaded.revision, events });
    }
    appends.push({
      stream: appointmentStream(appointment.appointmentId),
      expectedRevision: state.appointment.revision,
      events: appointmentDecider.decide(completeCommand(body, transactionId), appointment, context),
    });
  } catch (error) {
    return refusalOf(error);
  }
  return {
    kind: 'decided',
    appends,
    result: { transactionId, cardStatus: plan.charged ? (outcome.card?.status ?? null) : null, totalFee: plan.totalFee },
  };
}
