import {
  DomainError,
  TRANSACTION_MESSAGES as M,
  checkTransactionForm,
  decideTransaction,
  fromSpecDate,
  businessDateOf,
  initialTransactionState,
  transactionDecider,
  transactionStream,
  type CardPart,
  type ChargedParts,
  type CreateTransaction,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import type { TransactionBody } from '@pawroute/domain';
import { loadCustomer, storedCardToken } from '../shared/customers';
import { chargeCard } from './gateway';

/** The id sequence of ledger rows (transactions and refunds share it: every row has its own id). */
export const TRANSACTION_SEQUENCE = 'transaction';

export interface RecordOptions {
  /** The completion's charge (the estimate's figures frozen now); the body's charge fields otherwise. */
  charged?: ChargedParts;
  /** Refuse before the gateway when the appointment is not the customer's. */
  appointmentCustomerId?: number | null;
  /**
   * Decide only, and hand back the append: the caller writes it with the rest of its command in one
   * write (ctx.appendAll). The transaction id is then the caller's (reserved once per request).
   */
  defer?: { transactionId: number };
}

/**
 * Records one transaction: checks the form (part 2 §5.6) and the decider's rules on a dry run before
 * any money moves, charges the card part through the gateway (request key from the Idempotency-Key),
 * and appends TransactionCreated. A decline is a 422 with the gateway's message and writes nothing.
 */
export async function recordTransaction(ctx: CommandHandlerContext, body: TransactionBody, options: RecordOptions = {}): Promise<{ transactionId: number; cardStatus: string | null; append?: StreamAppend }> {
  checkTransactionForm({
    reasonId: body.reasonId,
    checkAmount: body.checkAmount,
    checkNumber: body.checkNumber,
    checkDate: body.checkDate,
    giftCardAmount: body.giftCardAmount,
    giftCardNumber: body.giftCardNumber,
    creditCardAmount: body.creditCardAmount,
    isOneTimePayment: body.isOneTimePayment,
    creditCardId: body.creditCardId,
    oneTimeCard: body.oneTimeCard,
  });
  if (body.customerId === null) throw new DomainError(400, M.customerRequired, { customerId: M.customerRequired });
  const customer = await loadCustomer(ctx, body.customerId);
  if (options.appointmentCustomerId != null && options.appointmentCustomerId !== body.customerId) {
    throw new DomainError(400, 'The appointment is not this customer\'s.', { appointmentId: 'The appointment is not this customer\'s.' });
  }
  const transactionDate = body.transactionDate === null ? businessDateOf(ctx.now, ctx.services.config.timeZone) : fromSpecDate(body.transactionDate);
  const checkDate = body.checkDate === null ? null : fromSpecDate(body.checkDate);
  if (transactionDate === null) throw new DomainError(400, M.invalidDate, { transactionDate: M.invalidDate });
  if (body.checkDate !== null && checkDate === null) throw new DomainError(400, M.invalidDate, { checkDate: M.invalidDate });

  const charged: ChargedParts = options.charged ?? {
    serviceFeeGroom: body.serviceFeeGroom,
    serviceFeeTrip: body.serviceFeeTrip,
    serviceFeeGenerator: body.serviceFeeGenerator,
    serviceFeeFuel: body.serviceFeeFuel,
    serviceDiscountTotal: body.serviceDiscountTotal,
    serviceFeeSalesTax: body.serviceFeeSalesTax,
    serviceFeeOther: body.serviceFeeOther,
    serviceFee: body.serviceFee,
    cancelFee: body.cancelFee,
    returnedFee: body.returnedFee,
    reprocessFee: body.reprocessFee,
    gratuity: body.gratuity,
  };

  const transactionId = options.defer?.transactionId ?? (await ctx.nextId(TRANSACTION_SEQUENCE));
  const stored = body.creditCardAmount > 0 && !body.isOneTimePayment && body.creditCardId !== null ? await storedCardToken(ctx, customer.userId, body.creditCardId) : null;
  const command = (card: CardPart | null): CreateTransaction => ({
    type: 'CreateTransaction',
    data: {
      transactionId,
      customerId: body.customerId,
      appointmentId: body.appointmentId,
      reasonId: body.reasonId,
      transactionDate,
      notes: body.notes,
      charged,
      received: {
        card,
        cashAmount: body.cashAmount,
        checkAmount: body.checkAmount,
        checkNumber: body.checkNumber,
        checkDate,
        giftCardAmount: body.giftCardAmount,
        giftCardNumber: body.giftCardNumber,
      },
      creditAmount: body.creditAmount,
      gratuityMethod: body.gratuityMethod,
    },
  });
  const pendingCard = (): CardPart | null =>
    body.creditCardAmount > 0
      ? {
          amount: body.creditCardAmount,
          status: 'capturedPendingSettlement',
          creditCardId: body.isOneTimePayment ? null : body.creditCardId,
          isOneTimePayment: body.isOneTimePayment,
          last4: stored?.last4 ?? null,
          brand: stored?.brand ?? null,
          gatewayTransactionId: 'pending',
        }
      : null;
  // Every rule the ledger keeps, before the card is charged: a refused form never charges.
  decideTransaction(command(pendingCard()), initialTransactionState(), { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });

  const card: CardPart | null =
    body.creditCardAmount > 0
      ? await chargeCard(ctx, { transactionId, amount: body.creditCardAmount, isOneTimePayment: body.isOneTimePayment, creditCardId: body.creditCardId, oneTimeCard: body.oneTimeCard, stored })
      : null;
  if (options.defer) {
    const { append } = await ctx.decideOn(transactionStream(transactionId), transactionDecider, command(card));
    return { transactionId, cardStatus: card?.status ?? null, append };
  }
  await ctx.execute(transactionStream(transactionId), transactionDecider, command(card));
  return { transactionId, cardStatus: card?.status ?? null };
}
