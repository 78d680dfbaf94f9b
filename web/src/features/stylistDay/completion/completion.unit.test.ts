import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { mayHaveReachedServer } from './api';
import {
  attemptFor,
  COMPLETION_MESSAGES,
  completionMismatch,
  emptyPayment,
  formatExpiration,
  gratuityCents,
  gratuityError,
  gratuityMethodsOffered,
  initialGratuity,
  paidWithTip,
  paymentError,
  transactionBody,
  type PaymentForm,
} from './model';

const pay = (over: Partial<PaymentForm>): PaymentForm => ({ ...emptyPayment(), ...over });

describe('payment on completion: part 2 §5.4 messages word for word', () => {
  it('a credit card amount needs a saved card or every one-time card field', () => {
    expect(paymentError(pay({ creditCardAmount: '50' }))).toBe('A credit card must be entered when a credit amount is added.');
    expect(paymentError(pay({ creditCardAmount: '50', creditCardId: 4 }))).toBeNull();
    const card = { nameOnCard: 'Pat', cardNumber: '4111111111111111', expiration: '12/30', securityCode: '123', billingZipcode: '78701' };
    expect(paymentError(pay({ creditCardAmount: '50', ...card }))).toBeNull();
    expect(paymentError(pay({ creditCardAmount: '50', ...card, billingZipcode: ' ' }))).toBe(COMPLETION_MESSAGES.cardRequired);
    expect(paymentError(pay({ creditCardAmount: '0' }))).toBeNull();
  });

  it('a check amount needs a number and a date; a gift card amount a number', () => {
    expect(paymentError(pay({ checkAmount: '20', checkNumber: '101' }))).toBe('A check number and date is required when a check amount is added.');
    expect(paymentError(pay({ checkAmount: '20', checkNumber: '101', checkDate: '2026-11-25' }))).toBeNull();
    expect(paymentError(pay({ giftCardAmount: '5' }))).toBe('A gift card number is required when a gift card amount is added.');
  });

  it('a gratuity above 0 needs a method', () => {
    expect(gratuityError(500, null)).toBe('A gratuity method is required when a gratuity is specified');
    expect(gratuityError(500, 'cash')).toBeNull();
    expect(gratuityError(0, null)).toBeNull();
  });

  it('AMT-TYPED: money with more than two decimals is refused (only the transaction form truncates, part 2 §5.6); an empty field is 0', () => {
    expect(paymentError(pay({ cashAmount: '12.349' }))).toBe(COMPLETION_MESSAGES.invalidAmount);
    expect(paymentError(pay({ cashAmount: '12.34' }))).toBeNull();
    expect(transactionBody(pay({ cashAmount: '12.34' }), 0, null).cashAmount).toBe(1_234);
    expect(paymentError(pay({ cashAmount: 'abc' }))).toBe(COMPLETION_MESSAGES.invalidAmount);
  });
});

describe('gratuity (part 2 §5.4, §9; part 1 §9)', () => {
  it('account credit is always offered; card and check only with their amounts', () => {
    expect(gratuityMethodsOffered({ cashAmount: 0, creditCardAmount: 0, checkAmount: 0, giftCardAmount: 0 })).toEqual(['accountCredit']);
    expect(gratuityMethodsOffered({ cashAmount: 0, creditCardAmount: 100, checkAmount: 100, giftCardAmount: 0 })).toEqual(['creditCard', 'check', 'accountCredit']);
  });

  it('percent of the total fee, rounded half up; the slider is clamped to 0-100', () => {
    expect(gratuityCents({ mode: 'percent', percent: 15, dollars: '', method: null }, 8_950)).toBe(1_343);
    expect(gratuityCents({ mode: 'percent', percent: 140, dollars: '', method: null }, 1_000)).toBe(1_000);
    expect(gratuityCents({ mode: 'dollar', percent: 0, dollars: '7.5', method: null }, 8_950)).toBe(750);
  });

  it('AMT-TYPED: a gratuity typed with three decimals (7.255) is refused with the money message, not truncated to 7.25', () => {
    const typed = gratuityCents({ mode: 'dollar', percent: 0, dollars: '7.255', method: 'accountCredit' }, 8_950);
    expect(typed).toBeNull();
    expect(gratuityError(typed, 'accountCredit')).toBe(COMPLETION_MESSAGES.invalidAmount);
    expect(gratuityCents({ mode: 'dollar', percent: 0, dollars: '7.25', method: null }, 8_950)).toBe(725);
    expect(gratuityCents({ mode: 'dollar', percent: 0, dollars: '', method: null }, 8_950)).toBe(0);
  });

  it("the customer's default is preselected: a dollar default above $0 wins over the percent", () => {
    const both = { defaultGratuityCents: 1_000, defaultGratuityPercent: 20, applies: null };
    expect(initialGratuity(both, 10_000, ['creditCard', 'accountCredit'])).toEqual({ mode: 'dollar', dollars: '10.00', percent: 0, method: 'creditCard' });
    const percent = { defaultGratuityCents: 0, defaultGratuityPercent: 20, applies: null };
    expect(initialGratuity(percent, 10_000, ['accountCredit'])).toEqual({ mode: 'percent', dollars: '20.00', percent: 20, method: 'accountCredit' });
    expect(initialGratuity(undefined, 10_000, ['accountCredit'])).toEqual({ mode: 'dollar', dollars: '', percent: 0, method: null });
  });
});

describe('the mismatch check (part 2 §4.1 step 2)', () => {
  it('compares the payment total with the charge, plus the tip only when the customer is absent', () => {
    expect(completionMismatch(pay({ cashAmount: '100' }), 10_000, 1_500, false)?.mismatch).toBe(false);
    expect(completionMismatch(pay({ cashAmount: '100' }), 10_000, 1_500, true)?.mismatch).toBe(true);
    expect(completionMismatch(pay({ cashAmount: '115' }), 10_000, 1_500, true)?.mismatch).toBe(false);
  });
});

describe('the transaction body (money in cents, as command-api transactionBodySchema)', () => {
  it('a saved card sends its id, no card fields; the tip method only with a tip; the tip is paid by its method on top ("The method amounts include the tip")', () => {
    const body = transactionBody(pay({ creditCardAmount: '89.50', creditCardId: 4 }), 1_343, 'creditCard');
    expect(body).toMatchObject({ creditCardAmount: 8_950 + 1_343, creditCardId: 4, isOneTimePayment: false, gratuity: 1_343, gratuityMethod: 'creditCard', oneTimeCard: null });
    expect(transactionBody(pay({ cashAmount: '10' }), 0, 'cash').gratuityMethod).toBeNull();
    expect(transactionBody(pay({ cashAmount: '10' }), 200, 'cash').cashAmount).toBe(1_200);
    // An account-credit tip is charged and stays owed: no method amount grows.
    expect(transactionBody(pay({ cashAmount: '10' }), 200, 'accountCredit').cashAmount).toBe(1_000);
  });

  it('a one-time card carries its fields; a check its number and MM-DD-YYYY date', () => {
    const body = transactionBody(
      pay({ creditCardAmount: '10', nameOnCard: 'Pat', cardNumber: '4111 1111 1111 1111', expiration: '12/30', securityCode: '123', billingZipcode: '78701', checkAmount: '5', checkNumber: '9', checkDate: '2026-11-25' }),
      0,
      null,
    );
    expect(body).toMatchObject({ isOneTimePayment: true, creditCardId: null, checkNumber: '9', checkDate: '11-25-2026' });
    expect(body.oneTimeCard).toEqual({ nameOnCard: 'Pat', cardNumber: '4111111111111111', expiration: '12/30', securityCode: '123', billingZipcode: '78701' });
  });

  it('expiration auto-formats as MM/YY', () => {
    expect(formatExpiration('1')).toBe('1');
    expect(formatExpiration('123')).toBe('12/3');
    expect(formatExpiration('12/345')).toBe('12/34');
  });
});

describe('the Thank-you step shows what was paid, the tip included ("The method amounts include the tip")', () => {
  it('a 15% cash tip on $116.80 paid in cash: $134.32 paid, not the fee alone', () => {
    const tip = gratuityCents({ mode: 'percent', percent: 15, dollars: '', method: 'cash' }, 11_680)!;
    expect(tip).toBe(1_752);
    expect(paidWithTip(pay({ cashAmount: '116.80' }), tip, 'cash')).toEqual({ paid: 13_432, tip: 1_752, tipOnAccount: false });
  });

  it('a tip by card on a split payment is in the card amount; a tip on account credit is owed, not paid', () => {
    expect(paidWithTip(pay({ cashAmount: '50', creditCardAmount: '66.80', creditCardId: 3 }), 1_000, 'creditCard')).toEqual({ paid: 12_680, tip: 1_000, tipOnAccount: false });
    expect(paidWithTip(pay({ cashAmount: '116.80' }), 1_000, 'accountCredit')).toEqual({ paid: 11_680, tip: 1_000, tipOnAccount: true });
    expect(paidWithTip(pay({ cashAmount: '116.80' }), 0, null)).toEqual({ paid: 11_680, tip: 0, tipOnAccount: false });
    expect(paidWithTip(pay({ cashAmount: 'abc' }), 0, null)).toBeNull();
  });
});

describe('one Idempotency-Key per payment attempt (a retried payment never charges twice)', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;
  it('the same payment sent again keeps its key; a changed payment gets a new one', () => {
    const first = attemptFor(null, '{"cash":100}', newKey);
    expect(attemptFor(first, '{"cash":100}', newKey)).toBe(first);
    const changed = attemptFor(first, '{"cash":200}', newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('the key is kept after a failure that may have reached the server, dropped after a refusal', () => {
    expect(mayHaveReachedServer(new ApiError(0, 'Could not reach the server.'))).toBe(true);
    expect(mayHaveReachedServer(new ApiError(502, 'Bad gateway'))).toBe(true);
    expect(mayHaveReachedServer(new ApiError(409, 'A request with this Idempotency-Key is in progress'))).toBe(true);
    expect(mayHaveReachedServer(new ApiError(422, 'The credit card was declined.'))).toBe(false);
    expect(mayHaveReachedServer(new ApiError(409, 'Only an appointment in progress can be completed.'))).toBe(false);
    expect(mayHaveReachedServer(new ApiError(400, 'A check number and date is required when a check amount is added.'))).toBe(false);
  });
});
