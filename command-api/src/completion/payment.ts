import {
  DomainError,
  TRANSACTION_REASONS,
  completionCharge,
  estimateStream,
  fold,
  groomedPetsOf,
  petDecider,
  petStream,
  totalCharged,
  type EstimateSavedData,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import type { ActiveAppointment } from '../appointments/loadStreams';
import type { TransactionBody } from '../transactions/input';
import { businessDate, streamEvents } from '../transactions/ledger';
import { recordTransaction } from '../transactions/record';
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

/** Whether the payment part of a body moves any money (a tip included). */
export const paysAnything = (t: TransactionBody): boolean =>
  t.creditCardAmount + t.cashAmount + t.checkAmount + t.giftCardAmount + t.creditAmount + t.gratuity > 0;

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
): Promise<{ transactionId: number | null; cardStatus: string | null; totalFee: number }> {
  checkCompletionPayment(transaction);
  const saved = await estimateFigures(ctx, appointment);
  const charged = completionCharge(saved.figures, { gratuity: transaction.gratuity });
  const body = { ...transaction, customerId: appointment.customerId, appointmentId: appointment.appointmentId, reasonId: transaction.reasonId ?? TRANSACTION_REASONS[0]!.id };
  const receives = body.creditCardAmount + body.cashAmount + body.checkAmount + body.giftCardAmount + body.creditAmount > 0;
  if (totalCharged(charged) === 0 && !receives) return { transactionId: null, cardStatus: null, totalFee: saved.figures.feeTotal };
  const { transactionId, cardStatus } = await recordTransaction(ctx, body, { charged, appointmentCustomerId: appointment.customerId });
  return { transactionId, cardStatus, totalFee: saved.figures.feeTotal };
}

/**
 * "Completion moves the pets forward" (issue 19): each pet the estimate charged for gets lastGroomDate
 * (the appointment's date), lastFee (its line) and a priceHistory entry, once per appointment (the pet
 * decider ignores a second one, so a retried completion writes nothing). A pet deleted since is left.
 */
export async function moveGroomedPetsForward(ctx: CommandHandlerContext, appointment: ActiveAppointment): Promise<number[]> {
  const saved = await estimateFigures(ctx, appointment);
  const date = appointment.appointmentDate ?? businessDate(ctx.now, ctx.services.config.timeZone);
  const moved: number[] = [];
  for (const pet of groomedPetsOf(saved)) {
    const events = await streamEvents(ctx.services.store, petStream(pet.petId));
    const state = fold(petDecider, events as never[]);
    if (state.status !== 'active') continue;
    await ctx.execute(petStream(pet.petId), petDecider, {
      type: 'RecordPetGroom',
      data: { petId: pet.petId, appointmentId: appointment.appointmentId, date, estimatePackage: pet.estimatePackage, fee: pet.fee },
    });
    moved.push(pet.petId);
  }
  return moved;
}
