import { type ContactCreditCard } from '@pawroute/domain';
import { useId } from 'react';
import { formatExpiration, paymentCents, type PaymentForm } from './model';
import { CARD_NUMBER_INPUT, normalizeCardNumber } from '../../../lib/cardNumber';
import { TestPaymentsNotice } from '../../../components/card/TestPaymentsNotice';
import { centsToInput, dollars } from '../../../lib/money';

type AmountKey = 'cashAmount' | 'creditCardAmount' | 'checkAmount' | 'giftCardAmount';

/**
 * The payment view's fields (part 2 §3 payments, §5.4): cash, credit card (a saved card or a one-time
 * card), check (number and date), gift card (number). Every amount has 'Rest' to fill it with what is
 * still due; inputs are 48 px tall and use the phone's decimal keypad.
 */
export function PaymentFields({
  form,
  onChange,
  savedCards,
  due,
  disabled,
}: {
  form: PaymentForm;
  onChange(next: PaymentForm): void;
  savedCards: ContactCreditCard[];
  /** What the payment should total (the charge, plus the tip when the customer is absent). */
  due: number;
  disabled: boolean;
}) {
  const id = useId();
  const set = (patch: Partial<PaymentForm>) => onChange({ ...form, ...patch });
  const cents = paymentCents(form);
  const paid = cents ? cents.cashAmount + cents.creditCardAmount + cents.checkAmount + cents.giftCardAmount : null;

  const fillRest = (key: AmountKey) => {
    if (!cents) return;
    const others = cents.cashAmount + cents.creditCardAmount + cents.checkAmount + cents.giftCardAmount - cents[key];
    set({ [key]: centsToInput(Math.max(0, due - others)) });
  };

  const amount = (key: AmountKey, label: string) => (
    <div className="pay-amount">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <div className="pay-amount__row">
        <span className="pay-amount__currency" aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={form[key]}
          disabled={disabled}
          onChange={(e) => set({ [key]: e.target.value })}
        />
        <button type="button" className="button button--secondary pay-amount__fill" disabled={disabled} onClick={() => fillRest(key)}>
          Rest
        </button>
      </div>
    </div>
  );
  const text = (key: keyof PaymentForm, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={String(form[key] ?? '')}
        disabled={disabled}
        onChange={(e) => set({ [key]: key === 'expiration' ? formatExpiration(e.target.value) : key === 'cardNumber' ? normalizeCardNumber(e.target.value) : e.target.value })}
        {...extra}
      />
    </div>
  );

  const cardAmount = cents?.creditCardAmount ?? 0;
  const checkAmount = cents?.checkAmount ?? 0;
  const giftAmount = cents?.giftCardAmount ?? 0;

  return (
    <fieldset className="pay" disabled={disabled}>
      <legend className="pay__legend">Payment</legend>
      {amount('cashAmount', 'Cash')}
      {amount('creditCardAmount', 'Credit Card')}
      {cardAmount > 0 && (
        <div className="pay__sub">
          <div className="field">
            <label htmlFor={`${id}-card`}>Card</label>
            <select
              id={`${id}-card`}
              value={form.creditCardId === null ? 'oneTime' : String(form.creditCardId)}
              onChange={(e) => set({ creditCardId: e.target.value === 'oneTime' ? null : Number(e.target.value) })}
            >
              {savedCards.map((card) => (
                <option key={card.ID} value={card.ID}>
                  {card.brand} {card.cardNumber} ({card.expiration}){card.isPrimary ? ' · primary' : ''}
                </option>
              ))}
              <option value="oneTime">One-time card</option>
            </select>
          </div>
          {form.creditCardId === null && (
            <>
              <TestPaymentsNotice />
              {text('nameOnCard', 'Name on card', { autoComplete: 'cc-name' })}
              {text('cardNumber', 'Card number', CARD_NUMBER_INPUT)}
              <div className="pay__row3">
                {text('expiration', 'Exp. MM/YY', { inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY', autoComplete: 'cc-exp' })}
                {text('securityCode', 'CVV', { inputMode: 'numeric', maxLength: 4, autoComplete: 'cc-csc' })}
                {text('billingZipcode', 'Zip', { inputMode: 'numeric', maxLength: 10, autoComplete: 'postal-code' })}
              </div>
              <label className="pay__save">
                <input type="checkbox" checked={form.saveCard} disabled={disabled} onChange={(e) => set({ saveCard: e.target.checked })} />
                Save this card for next time
              </label>
            </>
          )}
        </div>
      )}
      {amount('checkAmount', 'Check')}
      {checkAmount > 0 && (
        <div className="pay__sub pay__row2">
          {text('checkNumber', 'Check number', { inputMode: 'numeric', maxLength: 50 })}
          {text('checkDate', 'Check date', { type: 'date' })}
        </div>
      )}
      {amount('giftCardAmount', 'Gift Card')}
      {giftAmount > 0 && <div className="pay__sub">{text('giftCardNumber', 'Gift card number', { maxLength: 50 })}</div>}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={2} maxLength={1000} value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
      </div>
      <p className="pay__due" aria-live="polite">
        Paid {paid === null ? '—' : dollars(paid)} of {dollars(due)}
      </p>
    </fieldset>
  );
}
