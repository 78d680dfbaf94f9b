import { createHash } from 'node:crypto';
import type { CompletionOutcome, TransactionBody, CompletionPlan, CompletionState } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { chargeCard, TRANSACTION_SEQUENCE } from '../transactions';

/** An appointment's payment as the routes parse it (the ledger's transaction body). */
export interface PaidBody {
  appointmentId: number;
  transaction: TransactionBody;
}

/**
 * The one path that charges an appointment (appointments/complete and appointments/createTransaction):
 * given the domain's plan, reserve the ledger row once per request and, when the plan takes a card
 * part, ask the gateway before anything is appended. The caller decides and appends once.
 */
export async function chargePlanned(
  ctx: CommandHandlerContext,
  body: PaidBody,
  loaded: { state: CompletionState; cardToken: string | null },
  plan: Extract<CompletionPlan, { kind: 'plan' }>,
): Promise<CompletionOutcome> {
  // Reserved once per request (ctx.nextId replays it for the same key), so every round charges the same row.
  const transactionId = plan.charged ? await reservedTransactionId(ctx) : null;
  const t = body.transaction;
  const { state, cardToken } = loaded;
  const card =
    plan.cardAmount > 0 && transactionId !== null
      ? await chargeCard(ctx, {
          transactionId,
          amount: plan.cardAmount,
          isOneTimePayment: t.isOneTimePayment,
          creditCardId: t.creditCardId,
          oneTimeCard: t.oneTimeCard,
          stored: cardToken && state.storedCard ? { token: cardToken, ...state.storedCard } : null,
          requestKey: appointmentChargeKey(body, state.appointment.revision, plan.cardAmount),
        })
      : null;
  return { transactionId, card };
}

/**
 * The appointment's gateway request key: the appointment at the revision the charge was decided on, the
 * card and the amount. Two submissions racing to pay one appointment (a double tap, two keys, or the
 * payment and the completion) ask the gateway the same request and get one charge, which only the
 * winner's append records; a retry of a payment that charged and then crashed (same revision: nothing
 * was appended) gets the same charge back, whichever session sends it. Not the card number: its last
 * four digits and expiry.
 */
function appointmentChargeKey(body: PaidBody, revision: number, amount: number): string {
  const t = body.transaction;
  const once = t.oneTimeCard;
  // Accept.js's one-time token names the card entered (the number never reaches us): a new entry after a
  // decline is a new request, while a retry of the same submission sends the same token.
  const source = !t.isOneTimePayment
    ? `card${t.creditCardId}`
    : once?.dataValue
      ? `token${createHash('sha256').update(once.dataValue).digest('hex').slice(0, 16)}`
      : `once${(once?.cardNumber ?? '').replace(/\D/g, '').slice(-4)}/${once?.expiration ?? ''}`;
  return `charge:Appointment-${body.appointmentId}@${revision}:${source}:${amount}`.slice(0, 250);
}

const reserved = new WeakMap<CommandHandlerContext, Promise<number>>();
function reservedTransactionId(ctx: CommandHandlerContext): Promise<number> {
  let id = reserved.get(ctx);
  if (!id) reserved.set(ctx, (id = ctx.nextId(TRANSACTION_SEQUENCE)));
  return id;
}
