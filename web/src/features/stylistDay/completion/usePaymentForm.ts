import { useEffect, useState } from 'react';
import { emptyPayment, type PaymentForm } from './model';

/** The payment step's fields; the primary saved card (else the first) is the default way to pay by card. */
export function usePaymentForm(savedCards: readonly { ID: number; isPrimary: boolean }[]) {
  const [form, setForm] = useState<PaymentForm>(() => emptyPayment());
  const [cardPicked, setCardPicked] = useState(false);
  useEffect(() => {
    if (cardPicked || savedCards.length === 0) return;
    const primary = savedCards.find((c) => c.isPrimary) ?? savedCards[0]!;
    setForm((f) => ({ ...f, creditCardId: primary.ID }));
    setCardPicked(true);
  }, [savedCards, cardPicked]);
  return [form, setForm] as const;
}
