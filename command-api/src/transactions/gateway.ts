import {
  CONTACT_MESSAGES,
  DomainError,
  TRANSACTION_MESSAGES as M,
  businessDateOf,
  parseExpiration,
  type CardPart,
  type TransactionBody,
  type TransactionFacts,
} from '@pawroute/domain';
import {
  GatewayRequestConflict,
  PaymentDeclined,
  paymentGatewayFor,
  type CommandHandlerContext,
  type GatewayTransaction,
  type PaymentSource,
} from '@pawroute/platform';
import { recordGatewayOutcome } from './gatewaySync';
import { loadRecorded } from './load';

/** The calls of the ledger to the payment gateway: charge, the request keys, settlement. */

/**
 * The gateway request key of one money movement: derived from the request's Idempotency-Key (scoped to
 * the actor, as the key is) and the ledger row the key recorded (ctx.nextId replays the same id on a
 * retry of that key). A retried or double-tapped request therefore asks the gateway with the same key
 * and never moves money twice; without an Idempotency-Key the row's own id keeps it unique.
 */
export function gatewayRequestKey(ctx: CommandHandlerContext, kind: 'charge' | 'refund', ledgerRowId: number): string {
  const key = ctx.idempotencyKey === null ? 'no-key' : `u${ctx.actor?.userId ?? 0}:${ctx.idempotencyKey}`;
  return `${kind}:Transaction-${ledgerRowId}:${key}`.slice(0, 250);
}

/** A gateway refusal (PaymentDeclined) or a reused request key as a 422 with the gateway's message; anything else is rethrown. */
export async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new DomainError(422, error.message);
    if (error instanceof GatewayRequestConflict) throw new DomainError(422, 'This payment request was already used for a different payment.');
    throw error;
  }
}

export interface CardCharge {
  /** The ledger row the charge is for (its request key). */
  transactionId: number;
  amount: number;
  isOneTimePayment: boolean;
  creditCardId: number | null;
  oneTimeCard: TransactionBody['oneTimeCard'];
  /** The stored card's token and shown parts (a stored card), else null. */
  stored: { token: string; last4: string; brand: string } | null;
  /** The gateway request key; default gatewayRequestKey(ctx, 'charge', transactionId). */
  requestKey?: string;
}

/**
 * Charges the card part at the gateway (before the transaction is appended), keyed by the request's
 * Idempotency-Key and the ledger row: a retry asks again with the same key and gets the same answer.
 * A decline is a 422 with the gateway's message; nothing is written.
 */
export async function chargeCard(ctx: CommandHandlerContext, charge: CardCharge): Promise<CardPart> {
  let source: PaymentSource;
  if (charge.stored) source = { token: charge.stored.token };
  else {
    const typed = charge.oneTimeCard!;
    const year = Number(businessDateOf(ctx.now, ctx.services.config.timeZone).slice(0, 4));
    const expiry = parseExpiration(typed.expiration, year);
    if (!expiry) throw new DomainError(400, CONTACT_MESSAGES.cardExpirationInvalid, { expiration: CONTACT_MESSAGES.cardExpirationInvalid });
    const held = { expMonth: expiry.month, expYear: expiry.year, nameOnCard: typed.nameOnCard, billingZipcode: typed.billingZipcode };
    // Accept.js's opaque data (the card went from the browser to the gateway); a typed card only reaches the sandbox (a real gateway refuses it).
    source = typed.dataValue
      ? { opaque: { dataDescriptor: typed.dataDescriptor, dataValue: typed.dataValue, ...held } }
      : { card: { cardNumber: typed.cardNumber.replace(/\D/g, ''), securityCode: typed.securityCode, ...held } };
  }
  const answer = await atGateway(() =>
    paymentGatewayFor(ctx.services).charge({ requestKey: charge.requestKey ?? gatewayRequestKey(ctx, 'charge', charge.transactionId), amountCents: charge.amount, source }),
  );
  if (answer.status === 'declined') throw new DomainError(422, answer.message ?? M.cardNotRecorded);
  if (answer.status === 'voided' || answer.refundedCents > 0) throw new DomainError(409, 'This card payment was given back by the settlement sweep (it was never recorded); start the payment again.');
  // Held for review by the gateway's fraud detection: recorded as held (not received, domain cardReceived),
  // so the hold is never lost; the sweep or a webhook records the review's outcome
  // (docs/DECISIONS.md "Payments: held for review").
  return {
    amount: charge.amount,
    status: answer.status === 'settledSuccessfully' || answer.status === 'authorizedPendingCapture' || answer.status === 'heldForReview' ? answer.status : 'capturedPendingSettlement',
    creditCardId: charge.isOneTimePayment ? null : charge.creditCardId,
    isOneTimePayment: charge.isOneTimePayment,
    last4: /^\d{4}$/.test(answer.cardLast4) ? answer.cardLast4 : null,
    brand: answer.cardBrand ? answer.cardBrand.slice(0, 20) : null,
    gatewayTransactionId: answer.transactionId,
  };
}

/**
 * Asks the gateway how the card part stands and records what the ledger has not yet: the review's
 * outcome of a card held for review, the daily settlement (a refund needs it, a void is refused by it),
 * a void made at the gateway (gatewaySync.ts). Returns the state after that.
 */
export async function syncSettlement(ctx: CommandHandlerContext, facts: { kind: 'recorded' } & TransactionFacts): Promise<{ kind: 'recorded' } & TransactionFacts> {
  const gatewayId = facts.received.card?.gatewayTransactionId ?? null;
  if (facts.voided || gatewayId === null || (facts.cardStatus !== 'capturedPendingSettlement' && facts.cardStatus !== 'heldForReview')) return facts;
  const atGatewayNow: GatewayTransaction | null = await paymentGatewayFor(ctx.services).getTransaction(gatewayId);
  if (!atGatewayNow) return facts;
  // Its own commands, without the request's Idempotency-Key (the request's own step on this stream must
  // not be mistaken for a replay of it); each writes nothing twice, so it needs no key.
  const written = await recordGatewayOutcome(ctx.services, facts.transactionId, atGatewayNow, { correlationId: ctx.correlationId, actorUserId: ctx.actor?.userId ?? null, now: ctx.now });
  return written.length === 0 ? facts : loadRecorded(ctx.services.store, facts.transactionId);
}
