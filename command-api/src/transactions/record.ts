import {
  CONTACT_MESSAGES,
  DomainError,
  TRANSACTION_MESSAGES as M,
  checkTransactionForm,
  decideTransaction,
  fromSpecDate,
  initialTransactionState,
  parseExpiration,
  transactionDecider,
  transactionStream,
  type CardPart,
  type ChargedParts,
  type CreateTransaction,
} from '@pawroute/domain';
import { paymentGatewayFor, type CommandHandlerContext, type PaymentSource } from '@pawroute/platform';
import type { TransactionBody } from './input';
import { atGateway, businessDate, gatewayRequestKey, loadCustomer, storedCardToken } from './ledger';

/** The id sequence of ledger rows (transactions and refunds share it: every row has its own id). */
export const TRANSACTION_SEQUENCE = 'transaction';

export interface RecordOptions {
  /** The completion's charge (the estimate's figures frozen now); the body's charge fields otherwise. */
  charged?: ChargedParts;
  /** Refuse before the gateway when the appointment is not the customer's. */
  appointmentCustomerId?: number | null;
}

/**
 * Records one transaction: checks the form (part 2 §5.6) and the decider's rules on a dry run before
 * any money moves, charges the card part through the gateway (request key from the Idempotency-Key),
 * and appends TransactionCreated. A decline is a 422 with the gateway's message and writes nothing.
 */
export async function recordTransaction(ctx: CommandHandlerContext, body: TransactionBody, options: RecordOptions = {}): Promise<{ transactionId: number; cardStatus: string | null }> {
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
  const transactionDate = body.transactionDate === null ? businessDate(ctx.now, ctx.services.config.timeZone) : fromSpecDate(body.transactionDate);
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

  const transactionId = await ctx.nextId(TRANSACTION_SEQUENCE);
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

  let card: CardPart | null = null;
  if (body.creditCardAmount > 0) {
    let source: PaymentSource;
    if (stored) source = { token: stored.token };
    else {
      const typed = body.oneTimeCard!;
      const year = Number(businessDate(ctx.now, ctx.services.config.timeZone).slice(0, 4));
      const expiry = parseExpiration(typed.expiration, year);
      if (!expiry) throw new DomainError(400, CONTACT_MESSAGES.cardExpirationInvalid, { expiration: CONTACT_MESSAGES.cardExpirationInvalid });
      const held = { expMonth: expiry.month, expYear: expiry.year, nameOnCard: typed.nameOnCard, billingZipcode: typed.billingZipcode };
      // Accept.js's opaque data (the card went from the browser to the gateway); a typed card only reaches the sandbox (a real gateway refuses it).
      source = typed.dataValue
        ? { opaque: { dataDescriptor: typed.dataDescriptor, dataValue: typed.dataValue, ...held } }
        : { card: { cardNumber: typed.cardNumber.replace(/\D/g, ''), securityCode: typed.securityCode, ...held } };
    }
    const answer = await atGateway(() => paymentGatewayFor(ctx.services).charge({ requestKey: gatewayRequestKey(ctx, 'charge', transactionId), amountCents: body.creditCardAmount, source }));
    if (answer.status === 'declined') throw new DomainError(422, answer.message ?? M.cardNotRecorded);
    if (answer.status === 'voided' || answer.refundedCents > 0) throw new DomainError(409, 'This card payment was given back by the settlement sweep (it was never recorded); start the payment again.');
    card = {
      amount: body.creditCardAmount,
      status: answer.status === 'settledSuccessfully' || answer.status === 'authorizedPendingCapture' ? answer.status : 'capturedPendingSettlement',
      creditCardId: body.isOneTimePayment ? null : body.creditCardId,
      isOneTimePayment: body.isOneTimePayment,
      last4: /^\d{4}$/.test(answer.cardLast4) ? answer.cardLast4 : null,
      brand: answer.cardBrand ? answer.cardBrand.slice(0, 20) : null,
      gatewayTransactionId: answer.transactionId,
    };
  }
  await ctx.execute(transactionStream(transactionId), transactionDecider, command(card));
  return { transactionId, cardStatus: card?.status ?? null };
}
