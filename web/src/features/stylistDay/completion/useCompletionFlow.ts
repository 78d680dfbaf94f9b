import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { isBrowserOffline, mustQueue } from '../../../lib/offline/outbox';
import { useRefreshAfterCompletion, useSignoffCheck } from './api';
import { COMPLETION_MESSAGES, completionMismatch, gratuityError, mismatchText, paymentCents, paymentError, transactionBody, type CompletionStep } from './model';
import { OFFLINE_MESSAGES, offlinePaymentRefusal } from './queueCompletion';
import type { SavedSignature, SignaturePadHandle } from './SignaturePadField';
import { useBrowserOnline } from './useSignal';
import { useCompletionData } from './useCompletionData';
import { useGratuity } from './useGratuity';
import { tipBaseCents } from '@pawroute/domain';
import { useTipBase } from '../../../lib/tipBase';
import { usePaymentForm } from './usePaymentForm';
import { useSendCompletion } from './useSendCompletion';

/**
 * The completion's steps (part 2 §4.1): payment, checked (§5.4) and confirmed when it does not match;
 * then, with the customer present, customerSigning (the signature saved, then the payment sent) and
 * thankYou; with the customer absent the payment is sent at once and the flow ends on /dashboard.
 */
export function useCompletionFlow(appointmentId: number, customerAbsent: boolean) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterCompletion();
  const { appointment, estimate, loading, savedCards, defaults, totalFee, settling, visitPets } = useCompletionData(appointmentId);

  const [step, setStep] = useState<CompletionStep>('payment');
  const [form, setForm] = usePaymentForm(savedCards);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmMismatch, setConfirmMismatch] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [padKey, setPadKey] = useState(0);
  const pad = useRef<SignaturePadHandle>(null);
  /** What the customer signed, kept when the stylist goes back to the payment (docs/OFFLINE.md): the same payment signs again without a new signature. */
  const signature = useRef<SavedSignature | null>(null);
  const signedFor = useRef<string | null>(null);
  const online = useBrowserOnline();
  // TIP-BASE: percent tips are of the base Management chose (the whole total unless "the groom only").
  const tipBaseSetting = useTipBase().data?.tipBase ?? null;
  const tipBase = {
    base: tipBaseSetting ?? 'total',
    cents: tipBaseCents({ feeTotal: totalFee, serviceFeeGroom: estimate?.feeServices ?? 0, serviceDiscountTotal: estimate?.discount ?? 0 }, tipBaseSetting ?? 'total'),
  };
  const { gratuity, offered, tip, pick: pickGratuity, followPayment } = useGratuity(form, estimate, defaults, tipBase.cents);
  const send = useSendCompletion({
    appointmentId,
    customerAbsent,
    customerName: appointment?.Customer.name ?? `#${appointmentId}`,
    backToPayment(error) {
      if (error !== undefined) setFormError(error);
      setAccepted(false);
      setStep('payment');
    },
  });
  // The percent goes with the tip (the server checks it against TIP-BASE) once the setting is known.
  const body = () => ({
    ...transactionBody(form, tip ?? 0, gratuity?.method ?? null),
    gratuityPercent: gratuity?.mode === 'percent' && tipBaseSetting !== null && (tip ?? 0) > 0 ? Math.round(gratuity.percent) : null,
  });

  // Each step starts at the top (the device changes hands between them).
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [step]);

  // The 'needs a connection' line goes when the signal returns (docs/OFFLINE.md).
  useEffect(() => {
    if (online && formError !== null && (Object.values(OFFLINE_MESSAGES) as string[]).includes(formError)) setFormError(null);
  }, [online, formError]);

  const signoff = useSignoffCheck(appointmentId, step === 'customerSigning' && !customerAbsent);
  const signoffNotNeeded = signoff.data?.error === true ? signoff.data.message : null;

  const finish = (wasQueued = send.queued) => {
    void refresh();
    if (wasQueued) toast.info(OFFLINE_MESSAGES.completedQueued);
    else toast.success(COMPLETION_MESSAGES.completed);
    navigate('/dashboard', { replace: true });
  };

  /** Payment view: check §5.4, then the mismatch modal, then on (part 2 §4.1 step 2). */
  const continueFromPayment = () => {
    // Without a signal a card or gift card cannot be taken: said here, before the tip and the signature.
    const cents = paymentCents(form);
    const refusal = cents && mustQueue() ? offlinePaymentRefusal(cents, isBrowserOffline()) : null;
    const error = refusal ?? paymentError(form) ?? (customerAbsent ? gratuityError(tip, gratuity?.method ?? null) : null);
    setFormError(error);
    if (error) return;
    const mismatch = completionMismatch(form, totalFee, tip ?? 0, customerAbsent);
    if (mismatch?.mismatch) {
      setConfirmMismatch(mismatchText(mismatch));
      return;
    }
    void proceed();
  };

  const proceed = async () => {
    setConfirmMismatch(null);
    if (customerAbsent) {
      // Part 2 §4.1 step 5: send payment, mark completed, go to /dashboard.
      const outcome = await send.pay(body());
      if (outcome) finish(outcome === 'queued');
      return;
    }
    followPayment();
    // The customer's signature stays when the payment they signed for is unchanged; a changed payment signs anew.
    const paymentKey = JSON.stringify(form);
    if (signedFor.current !== paymentKey) {
      signature.current = null;
      signedFor.current = paymentKey;
      setAccepted(false);
      setPadKey((k) => k + 1);
    }
    setStep('customerSigning');
  };

  /** customerSigning Submit: the signature is saved, then the payment is sent (part 2 §4.1 step 3). */
  const submitSigned = async () => {
    if (send.sending()) return;
    const error = gratuityError(tip, gratuity?.method ?? null);
    setFormError(error);
    if (error) return;
    const png = await pad.current?.toBlob();
    if (mustQueue()) {
      if (send.queueOffline(body(), png ?? null)) setStep('thankYou');
      return;
    }
    if (await send.paySigned(body(), png ?? null)) {
      void refresh();
      setStep('thankYou');
    }
  };

  return {
    appointment,
    estimate,
    loading,
    settling,
    visitPets,
    savedCards,
    totalFee,
    tipBase,
    step,
    setStep,
    form,
    setForm,
    formError,
    confirmMismatch,
    setConfirmMismatch,
    accepted,
    setAccepted,
    padKey,
    pad,
    signature,
    online,
    gratuity,
    offered,
    tip,
    pickGratuity,
    send,
    signoff,
    signoffNotNeeded,
    navigate,
    finish,
    continueFromPayment,
    proceed,
    submitSigned,
  };
}
