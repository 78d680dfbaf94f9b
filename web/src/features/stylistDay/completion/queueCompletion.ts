import { type CompleteBody, type CreateAppointmentTransactionBody } from '@pawroute/domain';
import { enqueue } from '../../../lib/offline/outbox';
import type { CompletionTransactionBody } from './model';
import { dollars } from '../../../lib/money';

/**
 * the completion without a connection. Cash and check wait in the outbox like the rest; a card
 * (and a gift card, which the server must check) needs the connection, and the view says so.
 */
export const OFFLINE_MESSAGES = {
  cardNeedsConnection: 'Card payments need a connection. Take cash or a check, or wait until the signal returns.',
  giftCardNeedsConnection: 'Gift card payments need a connection. Take cash or a check, or wait until the signal returns.',
  waitingForQueue: 'Earlier actions are still being sent. Try the card again in a moment.',
  cardOffline: 'card payments need a connection. Take cash or a check now, or the card when the signal returns.',
  waitForCard: 'Keep this screen open: the card can be taken once the signal returns. What the customer entered stays.',
  completedQueued: 'No connection: the completion is saved on this device and will be sent when the connection returns.',
} as const;

/** Why this payment cannot be queued, or null. */
export function offlinePaymentRefusal(transaction: Pick<CompletionTransactionBody, 'creditCardAmount' | 'giftCardAmount'>, offline: boolean): string | null {
  if (transaction.creditCardAmount > 0) return offline ? OFFLINE_MESSAGES.cardNeedsConnection : OFFLINE_MESSAGES.waitingForQueue;
  if (transaction.giftCardAmount > 0) return offline ? OFFLINE_MESSAGES.giftCardNeedsConnection : OFFLINE_MESSAGES.waitingForQueue;
  return null;
}

const paysAnything = (t: CompletionTransactionBody): boolean =>
  t.cashAmount + t.checkAmount + t.creditCardAmount + t.giftCardAmount + t.gratuity > 0;

const BASE = '/api/v4/appointments';

/**
 * Queues, in order: the signature (customer on site), the payment (appointments/createTransaction, cash
 * and check) and the completion (appointments/complete naming that payment; the signature's fileName is
 * filled in from the upload's answer when it is sent). Returns how many actions were queued.
 */
export function queueCompletion({
  appointmentId,
  customerName,
  customerAbsent,
  transaction,
  signature,
}: {
  appointmentId: number;
  customerName: string;
  customerAbsent: boolean;
  transaction: CompletionTransactionBody;
  signature: Blob | null;
}): number {
  const label = (what: string) => `${what} (${customerName})`;
  let count = 0;
  const signatureAction = signature
    ? enqueue({
        label: label('Customer signature'),
        method: 'POST',
        path: `${BASE}/uploadSignature`,
        body: { kind: 'multipart', fields: { appointmentId: String(appointmentId) }, file: { blob: signature, name: `signature-${appointmentId}.png` } },
        effect: { appointmentId },
      })
    : null;
  if (signatureAction) count += 1;
  const paying = paysAnything(transaction);
  let paymentId: string | null = null;
  if (paying) {
    const amount = transaction.cashAmount + transaction.checkAmount;
    paymentId = enqueue({
      label: label(`Payment ${dollars(amount)}`),
      method: 'POST',
      path: `${BASE}/createTransaction`,
      body: { kind: 'json', value: { appointmentId, transaction } satisfies CreateAppointmentTransactionBody },
      effect: { appointmentId, paid: true },
    }).id;
    count += 1;
  }
  enqueue({
    label: label('Complete appointment'),
    method: 'POST',
    path: `${BASE}/complete`,
    // The payment went first: the completion names it (an empty transaction charges nothing again).
    body: { kind: 'json', value: { appointmentId, isCustomerAbsent: customerAbsent, signatureFileName: null, ...(paying ? {} : { transaction }) } satisfies CompleteBody },
    effect: { appointmentId, status: 'completed' },
    dependsOn: paymentId ? [paymentId] : undefined,
    fill: signatureAction ? { field: 'signatureFileName', fromId: signatureAction.id, answerField: 'fileName' } : undefined,
  });
  return count + 1;
}
