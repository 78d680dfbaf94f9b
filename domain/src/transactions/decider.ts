import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { CENTS_MAX } from '../shared/storable';
import { FIELD_MESSAGES, isCreditCard } from '../shared/validators';
import type { TransactionCommand } from './commands';
import { RECORDABLE_CARD_STATUSES, VOIDABLE_CARD_STATUSES, type CardStatus, type TransactionEvent } from './events';
import { evolveTransaction, initialTransactionState, ledgerEntry, type TransactionFacts, type TransactionState } from './evolve';
import { TRANSACTION_MESSAGES as M } from './messages';
import { formatCents, refundSharesOf, serviceFeeOf, splitRefund, totalCharged, totalReceived } from './money';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (value: string): boolean => {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};
const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** The new-transaction form as typed (part 2 §5.6), amounts already in cents. */
export interface TransactionFormInput {
  reasonId: number | null;
  checkAmount: number;
  checkNumber: string | null;
  checkDate: string | null;
  giftCardAmount: number;
  giftCardNumber: string | null;
  creditCardAmount: number;
  isOneTimePayment: boolean;
  creditCardId: number | null;
  /** `dataValue`: Accept.js's opaque data, in place of the number and the security code. */
  oneTimeCard: { nameOnCard: string; cardNumber: string; expiration: string; securityCode: string; billingZipcode: string; dataValue?: string } | null;
}

/**
 * Part 2 §5.6 in its order, word for word: the first broken rule is a 400. The HTTP layer runs it
 * before asking the gateway for a card payment; the form runs it before sending.
 */
export function checkTransactionForm(form: TransactionFormInput): void {
  checkFormRules(form, true);
}

/** `oneTimeCardTyped`: the one-time card's fields are here to check (not yet handed to the gateway). */
function checkFormRules(form: TransactionFormInput, oneTimeCardTyped: boolean): void {
  if (form.reasonId == null) throw new DomainError(400, M.reasonRequired, { reasonId: M.reasonRequired });
  if (form.checkAmount !== 0 && (blank(form.checkDate) || blank(form.checkNumber))) throw new DomainError(400, M.checkDetailsRequired, { checkNumber: M.checkDetailsRequired });
  if (form.giftCardAmount !== 0 && blank(form.giftCardNumber)) throw new DomainError(400, M.giftCardNumberRequired, { giftCardNumber: M.giftCardNumberRequired });
  if (form.creditCardAmount !== 0 && form.isOneTimePayment && oneTimeCardTyped) {
    const card = form.oneTimeCard;
    const opaque = card != null && !blank(card.dataValue ?? '');
    if (!card || [card.nameOnCard, card.expiration, card.billingZipcode, ...(opaque ? [] : [card.cardNumber, card.securityCode])].some(blank)) {
      throw new DomainError(400, M.oneTimeCardFieldsRequired, { cardNumber: M.oneTimeCardFieldsRequired });
    }
    if (!opaque && !isCreditCard(card.cardNumber)) throw new DomainError(400, M.cardNumberInvalid, { cardNumber: M.cardNumberInvalid });
  }
  if (form.creditCardAmount !== 0 && !form.isOneTimePayment && form.creditCardId == null) throw new DomainError(400, M.storedCardRequired, { creditCardId: M.storedCardRequired });
}

function recorded(state: TransactionState): TransactionFacts {
  if (state.kind !== 'recorded') throw new DomainError(404, M.notFound);
  return state;
}

// A card part the review declined took no money: it does not stand in the way of a void (nothing to give back).
const isVoidable = (status: CardStatus | null): boolean => status === null || status === 'declined' || (VOIDABLE_CARD_STATUSES as readonly CardStatus[]).includes(status);
const hasOtherPayment = (f: TransactionFacts): boolean => f.received.cashAmount > 0 || f.received.checkAmount > 0 || f.received.giftCardAmount > 0;

/**
 * Why the transaction cannot be voided, or null when it can (docs/RULES.md: a card part only before
 * settlement; cash, check and gift card parts only before check-in; whole or not at all). The
 * transaction page offers Void when this is null.
 */
export function voidRefusal(f: TransactionFacts): string | null {
  if (f.voided) return M.alreadyVoided;
  if (f.received.card && f.received.card.amount > 0 && !isVoidable(f.cardStatus)) return M.voidAfterSettlement;
  if (hasOtherPayment(f) && f.checkedIn) return M.voidAfterCheckIn;
  return null;
}

/** What remains refundable of the card part (0 when none is, e.g. before settlement or once void). */
export function refundableCents(f: TransactionFacts): number {
  if (f.voided || !f.received.card || f.cardStatus !== 'settledSuccessfully') return 0;
  return Math.max(0, f.received.card.amount - f.refunded);
}

/** Why nothing can be refunded, or null when some can (the page offers Refund when null). */
export function refundRefusal(f: TransactionFacts): string | null {
  if (f.voided) return M.refundVoided;
  if (!f.received.card || f.received.card.amount === 0) return M.refundWithoutCard;
  if (f.cardStatus !== 'settledSuccessfully') return M.refundNotSettled;
  if (refundableCents(f) === 0) return M.refundNothingLeft;
  return null;
}

/** Why it cannot be checked in, or null (part 2 §4.3: only unchecked transactions with an appointment). */
export function checkInRefusal(f: TransactionFacts): string | null {
  if (f.voided) return M.checkInVoided;
  if (f.appointmentId === null) return M.checkInWithoutAppointment;
  if (f.checkedIn) return M.alreadyCheckedIn;
  return null;
}

function decideCreate(command: Extract<TransactionCommand, { type: 'CreateTransaction' }>, state: TransactionState, { now, actorUserId }: CommandContext): TransactionEvent[] {
  if (state.kind !== 'none') throw new DomainError(409, M.exists);
  const d = command.data;
  const card = d.received.card;
  // The one-time card's fields were checked before the gateway took the card; they never reach a command.
  checkFormRules({
    reasonId: d.reasonId,
    checkAmount: d.received.checkAmount,
    checkNumber: d.received.checkNumber,
    checkDate: d.received.checkDate,
    giftCardAmount: d.received.giftCardAmount,
    giftCardNumber: d.received.giftCardNumber,
    creditCardAmount: card?.amount ?? 0,
    isOneTimePayment: card?.isOneTimePayment ?? false,
    creditCardId: card?.creditCardId ?? null,
    oneTimeCard: null,
  }, false);
  if (d.customerId == null) throw new DomainError(400, M.customerRequired, { customerId: M.customerRequired });
  // Money is integer cents of 0 or more (serviceFeeOther may be below 0: §4.3 adjusts it from the total).
  const amounts: [string, number][] = [
    ...Object.entries(d.charged).filter(([field]) => field !== 'serviceFeeOther'),
    ['creditCardAmount', card?.amount ?? 0], ['cashAmount', d.received.cashAmount], ['checkAmount', d.received.checkAmount],
    ['giftCardAmount', d.received.giftCardAmount], ['creditAmount', d.creditAmount],
  ];
  for (const [field, cents] of [...amounts, ['serviceFeeOther', Math.abs(d.charged.serviceFeeOther)] as [string, number]]) {
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > CENTS_MAX) throw new DomainError(400, FIELD_MESSAGES.money, { [field]: FIELD_MESSAGES.money });
  }
  if (!isCalendarDate(d.transactionDate)) throw new DomainError(400, M.invalidDate, { transactionDate: M.invalidDate });
  if (d.received.checkDate !== null && !isCalendarDate(d.received.checkDate)) throw new DomainError(400, M.invalidDate, { checkDate: M.invalidDate });
  if (serviceFeeOf(d.charged) !== d.charged.serviceFee) throw new DomainError(400, M.serviceFeeMismatch, { serviceFee: M.serviceFeeMismatch });
  if (card && card.amount > 0 && !(RECORDABLE_CARD_STATUSES as readonly CardStatus[]).includes(card.status)) throw new DomainError(422, M.cardNotRecorded);
  const hasCard = card !== null && card.amount > 0;
  if (d.charged.gratuity > 0) {
    const method = d.gratuityMethod;
    if (method === null) throw new DomainError(400, M.gratuityMethodRequired, { gratuityMethod: M.gratuityMethodRequired });
    // Part 2 §5.4: card and check gratuities only with those amounts; docs/RULES.md: a cash tip when cash is paid.
    if (method === 'creditCard' && !hasCard) throw new DomainError(400, M.gratuityMethodUnpaid('credit card'), { gratuityMethod: M.gratuityMethodUnpaid('credit card') });
    if (method === 'check' && d.received.checkAmount === 0) throw new DomainError(400, M.gratuityMethodUnpaid('check'), { gratuityMethod: M.gratuityMethodUnpaid('check') });
    if (method === 'cash' && d.received.cashAmount === 0) throw new DomainError(400, M.gratuityMethodUnpaid('cash'), { gratuityMethod: M.gratuityMethodUnpaid('cash') });
  }
  // A card part held for review is not received yet, but it is something to record (the hold was made).
  if (totalCharged(d.charged) === 0 && totalReceived(d.received) === 0 && !hasCard && d.creditAmount === 0) throw new DomainError(400, M.nothingToRecord);
  const notes = blank(d.notes) ? null : (d.notes as string).trim();
  return [
    {
      type: 'TransactionCreated',
      data: {
        transactionId: d.transactionId,
        customerId: d.customerId,
        appointmentId: d.appointmentId,
        reasonId: d.reasonId as number,
        transactionDate: d.transactionDate,
        notes,
        charged: { ...d.charged },
        received: {
          ...d.received,
          // A card part of $0 is no card part.
          card: hasCard ? { ...(card as NonNullable<typeof card>) } : null,
          checkNumber: d.received.checkAmount > 0 ? d.received.checkNumber : null,
          checkDate: d.received.checkAmount > 0 ? d.received.checkDate : null,
          giftCardNumber: d.received.giftCardAmount > 0 ? d.received.giftCardNumber : null,
        },
        creditAmount: d.creditAmount,
        gratuityMethod: d.charged.gratuity > 0 ? d.gratuityMethod : null,
        createdByUserId: actorUserId,
        createdAt: now,
      },
    },
  ];
}

export function decideTransaction(command: TransactionCommand, state: TransactionState, context: CommandContext): TransactionEvent[] {
  const { now, actorUserId } = context;
  switch (command.type) {
    case 'CreateTransaction':
      return decideCreate(command, state, context);
    case 'SettleTransaction': {
      const f = recorded(state);
      if (f.voided) throw new DomainError(409, M.settleVoided);
      if (f.cardStatus === null) throw new DomainError(409, M.settleWithoutCard);
      // The daily batch may run again: settling a settled payment changes nothing.
      if (f.cardStatus === 'settledSuccessfully') return [];
      if (f.cardStatus !== 'capturedPendingSettlement') throw new DomainError(409, M.settleNotCaptured);
      return [{ type: 'TransactionSettled', data: { transactionId: f.transactionId, settledAt: now } }];
    }
    case 'VoidTransaction': {
      if (command.data.refTransactionId == null) throw new DomainError(400, M.voidIdRequired);
      const f = recorded(state);
      const refusal = voidRefusal(f);
      if (refusal) throw new DomainError(409, refusal);
      const reason = command.data.reason?.trim();
      return [{ type: 'TransactionVoided', data: { transactionId: f.transactionId, voidedByUserId: actorUserId, voidedAt: now, ...(reason ? { reason } : {}) } }];
    }
    case 'RefundTransaction': {
      const d = command.data;
      if (d.refTransactionId == null) throw new DomainError(400, M.refundIdRequired);
      const f = recorded(state);
      if (!Number.isSafeInteger(d.amount) || d.amount <= 0) throw new DomainError(400, M.refundAmountInvalid, { amount: M.refundAmountInvalid });
      if (!isCalendarDate(d.refundDate)) throw new DomainError(400, M.invalidDate, { refundDate: M.invalidDate });
      const refusal = refundRefusal(f);
      if (refusal) throw new DomainError(409, refusal);
      if (f.refunds.some((r) => r.refundTransactionId === d.refundTransactionId)) throw new DomainError(409, M.refundIdTaken);
      const remaining = refundableCents(f);
      if (d.amount > remaining) throw new DomainError(409, M.refundTooLarge(formatCents(remaining)), { amount: M.refundTooLarge(formatCents(remaining)) });
      const entry = ledgerEntry(f);
      const { overpayment, concession } = splitRefund(entry, d.amount);
      const concededSoFar = f.conceded + concession;
      const reason = d.reason?.trim();
      return [
        {
          type: 'TransactionRefunded',
          data: {
            refundTransactionId: d.refundTransactionId,
            refTransactionId: f.transactionId,
            customerId: f.customerId,
            amount: d.amount,
            overpayment,
            concession,
            charged: entry.charged,
            concededBefore: f.conceded,
            concededSoFar,
            shares: refundSharesOf(f.charged, f.conceded, concededSoFar),
            refundDate: d.refundDate,
            gatewayTransactionId: d.gatewayTransactionId,
            refundedByUserId: actorUserId,
            refundedAt: now,
            ...(reason ? { reason } : {}),
          },
        },
      ];
    }
    case 'ReviewTransactionCard': {
      const f = recorded(state);
      // Once: the sweep and the webhook may both notice the outcome; a voided or already reviewed card writes nothing.
      if (f.voided || f.cardStatus !== 'heldForReview' || !f.received.card) return [];
      return [{ type: 'TransactionCardReviewed', data: { transactionId: f.transactionId, approved: command.data.approved, amount: f.received.card.amount, reviewedAt: now } }];
    }
    case 'CheckInTransaction': {
      const f = recorded(state);
      const refusal = checkInRefusal(f);
      if (refusal) throw new DomainError(409, refusal);
      return [{ type: 'TransactionCheckedIn', data: { transactionId: f.transactionId, checkedInByUserId: actorUserId, checkedInAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown transaction command ${JSON.stringify(unknown)}`);
    }
  }
}

export const transactionDecider: Decider<TransactionCommand, TransactionEvent, TransactionState> = {
  initialState: initialTransactionState,
  evolve: evolveTransaction,
  decide: decideTransaction,
};
