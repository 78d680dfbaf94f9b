import { TRANSACTION_MESSAGES as M } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { autoFill, chargedCents, emptyForm, formError, formFromVoided, formatExpiration, paidCents, remainingCents, setAmount, setBreakdown, setServiceFee, toCreateBody, type TransactionFormState } from './transactionForm';

const base = (): TransactionFormState => ({ ...emptyForm('2026-11-25'), reasonId: 1 });

describe('the new-transaction form (part 2 §4.3, §5.6)', () => {
  it('§4.3 editing a component of the breakdown recomputes the service total', () => {
    let s = setBreakdown(base(), 'serviceFeeGroom', '80');
    s = setBreakdown(s, 'serviceFeeTrip', '39');
    s = setBreakdown(s, 'serviceDiscountTotal', '9.999');
    expect(s.serviceFee).toBe('109.01');
  });

  it('§4.3 editing the total adjusts Other, which may go below 0', () => {
    let s = setBreakdown(base(), 'serviceFeeGroom', '80');
    s = setServiceFee(s, '100');
    expect(s.amounts.serviceFeeOther).toBe('20.00');
    s = setServiceFee(s, '70.5');
    expect(s.amounts.serviceFeeOther).toBe('-9.50');
    // and the breakdown then gives the total back
    expect(setBreakdown(s, 'serviceFeeFuel', '').serviceFee).toBe('70.50');
  });

  it('§4.3 auto-fill puts the remaining unpaid amount into the chosen method', () => {
    let s = setServiceFee(base(), '100');
    s = setAmount(s, 'gratuity', '15');
    s = setAmount(s, 'cashAmount', '20');
    expect(chargedCents(s)).toBe(11500);
    expect(remainingCents(s)).toBe(9500);
    s = autoFill(s, 'creditCardAmount');
    expect(s.amounts.creditCardAmount).toBe('95.00');
    expect(remainingCents(s)).toBe(0);
    expect(autoFill(s, 'cashAmount')).toBe(s);
  });

  it('§5.6 messages word for word, in order', () => {
    expect(formError({ ...base(), reasonId: null }, 7)).toBe('A reason for the transaction is required');
    expect(formError(setAmount(base(), 'checkAmount', '5'), 7)).toBe('A check date and number are required when inputting a check amount.');
    expect(formError(setAmount(base(), 'giftCardAmount', '5'), 7)).toBe('A gift card number is required when inputting a gift card amount.');
    const card = { ...setAmount(base(), 'creditCardAmount', '5'), isOneTimePayment: true };
    expect(formError(card, 7)).toBe('A name on card, card number, expiration date, security code, and billing zipcode are required for one time payment methods.');
    const typed = { ...card, card: { nameOnCard: 'A B', cardNumber: '4111111111111112', expiration: '12/30', securityCode: '123', billingZipcode: '78701' } };
    expect(formError(typed, 7)).toBe('Credit card number is invalid');
    expect(formError({ ...typed, card: { ...typed.card, cardNumber: '4111111111111111' } }, 7)).toBeNull();
    expect(formError({ ...card, isOneTimePayment: false, creditCardId: null }, 7)).toBe('A credit card must be selected when not making a one time payment.');
    expect(formError({ ...card, isOneTimePayment: false, creditCardId: 3 }, 7)).toBeNull();
    expect(formError(base(), null)).toBe(M.customerRequired);
    expect(formError(setAmount(base(), 'gratuity', '1'), 7)).toBe('A gratuity method is required when a gratuity is specified');
  });

  it('§5.6 money is truncated to two decimals, an empty field is 0; expiration is MM/YY', () => {
    let s = setServiceFee(base(), '10.129');
    s = setAmount(s, 'cashAmount', '10.129');
    s = { ...s, card: { ...s.card, cardNumber: '4111 1111 1111 1111' } };
    const body = toCreateBody(s, 7, null);
    expect(body.serviceFee).toBe(1012);
    expect(body.serviceFeeOther).toBe(1012);
    expect(body.cashAmount).toBe(1012);
    expect(body.checkAmount).toBe(0);
    expect(body.transactionDate).toBe('11-25-2026');
    expect(body.oneTimeCard).toBeNull();
    expect(body.customerId).toBe(7);
    expect(formatExpiration('1230')).toBe('12/30');
    expect(formatExpiration('12/309')).toBe('12/30');
  });

  it('Record Payment after a void starts from the voided transaction, every amount editable (docs/DECISIONS.md "The ledger after a void")', () => {
    const fill = {
      reasonId: 1, notes: 'Paid at the door', serviceFeeGroom: 8000, serviceFeeTrip: 3900, serviceFeeGenerator: 0, serviceFeeFuel: 0, serviceDiscountTotal: 500,
      serviceFeeSalesTax: 0, serviceFeeOther: -100, serviceFee: 11300, cancelFee: 0, returnedFee: 0, reprocessFee: 0, gratuity: 1500, gratuityMethod: 'creditCard' as const,
      creditCardAmount: 10000, cashAmount: 2800, checkAmount: 0, checkNumber: null, checkDate: null, giftCardAmount: 0, giftCardNumber: null, creditAmount: 0,
      isOneTimePayment: false, creditCardId: 7,
    };
    const s = formFromVoided(emptyForm('2026-12-03'), fill, [7, 9]);
    expect(s).toMatchObject({ reasonId: 1, notes: 'Paid at the door', serviceFee: '113.00', gratuityMethod: 'creditCard', transactionDate: '2026-12-03', isOneTimePayment: false, creditCardId: 7 });
    expect(s.amounts).toMatchObject({ serviceFeeGroom: '80.00', serviceDiscountTotal: '5.00', serviceFeeOther: '-1.00', gratuity: '15.00', creditCardAmount: '100.00', cashAmount: '28.00', checkAmount: '' });
    expect([chargedCents(s), paidCents(s), remainingCents(s)]).toEqual([12800, 12800, 0]);
    expect(toCreateBody(s, 3, 44)).toMatchObject({ appointmentId: 44, serviceFee: 11300, gratuity: 1500, creditCardAmount: 10000, creditCardId: 7, isOneTimePayment: false, cashAmount: 2800 });
    // A card no longer on file (or a one-time card, whose number was never kept): typed again.
    expect(formFromVoided(emptyForm('2026-12-03'), fill, [9])).toMatchObject({ isOneTimePayment: true });
  });
});
