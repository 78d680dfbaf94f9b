import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { newIdempotencyKey } from '../../../lib/apiClient';
import { isBrowserOffline, mustQueue } from '../../../lib/offline/outbox';
import { mayHaveReachedServer, sendCompletion, uploadSignature } from './api';
import { attemptFor, COMPLETION_MESSAGES, PAYMENT_ERROR_TOAST_MS, type PaymentAttempt, type transactionBody } from './model';
import { offlinePaymentRefusal, queueCompletion } from './queueCompletion';

type TransactionBody = ReturnType<typeof transactionBody>;

/**
 * Sending the payment and the completion (appointments/complete), or queueing them in the outbox when
 * there is no connection. A refused or failed send goes back to the payment step through
 * backToPayment (with the message for the form, where there is one).
 */
export function useSendCompletion(options: { appointmentId: number; customerAbsent: boolean; customerName: string; backToPayment(formError?: string): void }) {
  const { appointmentId, customerAbsent, customerName, backToPayment } = options;
  const [busy, setBusy] = useState(false);
  const [transactionId, setTransactionId] = useState<number | null>(null);
  /** the completion went to the outbox (no connection): no receipt yet, a different farewell. */
  const [queued, setQueued] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<PaymentAttempt | null>(null);

  /** No connection (or earlier actions still waiting): cash and check go to the outbox with the signature; a card is refused with the reason. */
  const queueOffline = (body: TransactionBody, signature: Blob | null): false | 'queued' => {
    const refusal = offlinePaymentRefusal(body, isBrowserOffline());
    if (refusal) {
      toast.error(refusal, { id: `offline-payment-${appointmentId}` });
      backToPayment(refusal);
      return false;
    }
    queueCompletion({ appointmentId, customerName, customerAbsent, transaction: body, signature });
    setQueued(true);
    return 'queued';
  };

  /**
   * Ignored while one is on its way (part 2 §4.1 step 7). The same payment sent again after a failure
   * that may have reached the server keeps its key, so it never charges twice; a changed payment, or one
   * the server refused, is a new attempt.
   */
  const pay = async (body: TransactionBody, signatureFileName: string | null = null): Promise<boolean | 'queued'> => {
    if (inFlight.current) return false;
    if (mustQueue()) return queueOffline(body, null);
    attempt.current = attemptFor(attempt.current, JSON.stringify(body), newIdempotencyKey);
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await sendCompletion(appointmentId, customerAbsent, body, signatureFileName, attempt.current.key);
      setTransactionId(answer.transactionId ?? null);
      return true;
    } catch (e) {
      if (!mayHaveReachedServer(e)) attempt.current = null;
      // Part 2 §4.1 step 7: a 10-second toast, and the payment state reset so the employee can retry.
      toast.error(COMPLETION_MESSAGES.paymentError, {
        id: `payment-error-${appointmentId}`,
        description: e instanceof Error ? e.message : undefined,
        duration: PAYMENT_ERROR_TOAST_MS,
      });
      backToPayment();
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** After customerSigning (online): the signature is saved, then the payment is sent (part 2 §4.1 step 3). */
  const paySigned = async (body: TransactionBody, png: Blob | null): Promise<boolean | 'queued'> => {
    let signatureFileName: string | null = null;
    if (png) {
      try {
        setBusy(true);
        signatureFileName = await uploadSignature(appointmentId, png);
      } catch {
        setBusy(false);
        toast.error(COMPLETION_MESSAGES.failedToSaveSignature);
        return false;
      }
    }
    return pay(body, signatureFileName);
  };

  return { busy, transactionId, queued, sending: () => inFlight.current, queueOffline, pay, paySigned };
}
