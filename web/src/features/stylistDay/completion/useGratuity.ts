import { useEffect, useRef, useState } from 'react';
import type { useDefaultGratuity } from './api';
import { gratuityCents, gratuityMethodsOffered, initialGratuity, paymentCents, type GratuityChoice, type PaymentForm } from './model';

/**
 * The gratuity (part 2 §5.4): the customer's default preselected once the figures are known, paid by a
 * method the payment uses (card first) unless one was picked by hand, a method dropped when its amount
 * goes to 0.
 */
export function useGratuity(form: PaymentForm, estimate: unknown, defaults: ReturnType<typeof useDefaultGratuity>, totalFee: number) {
  const [gratuity, setGratuity] = useState<GratuityChoice | null>(null);
  /** Whether the gratuity's method was picked by hand (else it follows the payment: card first). */
  const methodPicked = useRef(false);
  const cents = paymentCents(form) ?? { cashAmount: 0, creditCardAmount: 0, checkAmount: 0, giftCardAmount: 0 };
  const offered = gratuityMethodsOffered(cents);
  const offeredKey = offered.join(',');

  useEffect(() => {
    // Offline with nothing cached the read is paused: go on without the customer's default.
    if (gratuity !== null || !estimate || (defaults.isPending && defaults.fetchStatus !== 'paused')) return;
    setGratuity(initialGratuity(defaults.data, totalFee, offered));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [estimate, defaults.isPending, defaults.data, totalFee, gratuity]);
  // A method no longer offered (its amount went to 0) is dropped.
  useEffect(() => {
    if (gratuity?.method && !offered.includes(gratuity.method)) setGratuity({ ...gratuity, method: offered[0] ?? null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredKey]);

  const tip = gratuity ? gratuityCents(gratuity, totalFee) : 0;
  return {
    gratuity,
    offered,
    tip,
    pick(next: GratuityChoice) {
      if (gratuity && next.method !== gratuity.method) methodPicked.current = true;
      setGratuity(next);
    },
    /** Leaving the payment: the default tip's method follows the payment just entered (card, cash, check, then account credit). */
    followPayment() {
      if (gratuity && !methodPicked.current && (tip ?? 0) > 0) setGratuity({ ...gratuity, method: offered[0] ?? null });
    },
  };
}
