import {
  DomainError,
  TRANSACTION_REASONS,
  completionCharge,
  estimateStream,
  totalCharged,
  type EstimateSavedData,
  type StreamAppend,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import type { ActiveAppointment } from '../shared/loadStreams';
import type { TransactionBody } from '../transactions';
import { streamEvents } from '../shared/streams';
import { recordTransaction } from '../transactions';
import { COMPLETION_MESSAGES as C } from './messages';

/** The estimate's figures as last saved: frozen into the completion's transaction. */
export async function estimateFigures(ctx: Pick<CommandHandlerContext, 'services'>, appointment: Pick<ActiveAppointment, 'estimateId'>): Promise<EstimateSavedData> {
  const events = await streamEvents(ctx.services.store, estimateStream(appointment.estimateId));
  const saved = events.filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
  if (!saved) throw new DomainError(409, C.estimateMissing);
  return saved;
}

const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/** Part 2 §5.4 in its order, with its messages (the transaction form's §5.6 rules follow in recordTransaction). */
export function checkCompletionPayment(t: TransactionBody): void {
  const card = t.oneTimeCard;
  const typedCard = card !== null && ![card.nameOnCard, card.expiration, card.billingZipcode, ...(card.dataValue ? [] : [card.cardNumber, card.securityCode])].some(blank);
  if (t.creditCardAmount > 0 && (t.isOneTimePayment ? !typedCard : t.creditCardId === null)) throw new DomainError(400, C.cardRequired, { creditCardAmount: C.cardRequired });
  if (t.checkAmount > 0 && (blank(t.checkNumber) || blank(t.checkDate))) throw new DomainError(400, C.checkRequired, { checkNumber: C.checkRequired });
  if (t.giftCardAmount > 0 && blank(t.giftCardNumber)) throw new DomainError(400, C.giftCardRequired, { giftCardNumber: C.giftCardRequired });
}

/**
 * The appointment's payment (appointments/complete and appointments/createTransaction): one transaction
 * charging the estimate's figures as last saved (serviceFeeOther 0) plus the gratuity, receiving the
 * parts sent (a card through the gateway, keyed by the Idempotency-Key). Nothing charged and nothing
 * received records nothing (transactionId null).
 */
export async function chargeAppointment(
  ctx: CommandHandlerContext,
  appointment: ActiveAppointment,
  transaction: TransactionBody,
  /** Decide only (see recordTransaction's defer): the caller appends the transaction with its own events. */
  defer?: { transactionId: number },
): Promise<{ transactionId: number | null; cardStatus: string | null; totalFee: number; append?: StreamAppend }> {
  checkCompletionPayment(transaction);
  const saved = await estimateFigures(ctx, appointment);
  // The rules file (TXN-CANCEL-NEXT): a cancel fee still owed is charged on the appointment's transaction.
  const charged = completionCharge(saved.figures, { gratuity: transaction.gratuity, cancelFee: transaction.cancelFee });
  const body = { ...transaction, customerId: appointment.customerId, appointmentId: appointment.appointmentId, reasonId: transaction.reasonId ?? TRANSACTION_REASONS[0]!.id };
  const receives = body.creditCardAmount + body.cashAmount + body.checkAmount + body.giftCardAmount + body.creditAmount > 0;
  if (totalCharged(charged) === 0 && !receives) return { transactionId: null, cardStatus: null, totalFee: saved.figures.feeTotal };
  const { transactionId, cardStatus, append } = await recordTransaction(ctx, body, { charged, appointmentCustomerId: appointment.customerId, ...(defer ? { defer } : {}) });
  return { transactionId, cardStatus, totalFee: saved.figures.feeTotal, ...(append ? { append } : {}) };
}
