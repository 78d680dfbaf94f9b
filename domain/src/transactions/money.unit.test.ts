import { describe, expect, it } from 'vitest';
import { priceEstimate } from '../estimates';
import {
  balanceEffect,
  commissionOf,
  completionCharge,
  customerBalance,
  defaultGratuity,
  formatCents,
  gratuityFromPercent,
  paymentMismatch,
  refundShare,
  serviceFeeOf,
  splitRefund,
  totalCharged,
  truncatedMoneyToCents,
  type LedgerEntry,
} from './money';

/** The ledger's pure rules (docs/RULES.md; part 1 §9, part 2 §4.1, §5.4, §5.6, §9). Each title names its rule. */

describe('gratuity (part 1 §9, part 2 §5.4, §9)', () => {
  it.each<[string, { defaultGratuityCents: number | null; defaultGratuityPercent: number | null }, ReturnType<typeof defaultGratuity>]>([
    ['part 1 §9: both set and the dollar above $0: the dollar applies', { defaultGratuityCents: 1000, defaultGratuityPercent: 20 }, { kind: 'dollar', cents: 1000 }],
    ['both set and the dollar $0: the percent applies', { defaultGratuityCents: 0, defaultGratuityPercent: 20 }, { kind: 'percent', percent: 20, cents: 2000 }],
    ['only the dollar set', { defaultGratuityCents: 750, defaultGratuityPercent: null }, { kind: 'dollar', cents: 750 }],
    ['only the percent set: a percent of the total fee', { defaultGratuityCents: null, defaultGratuityPercent: 15 }, { kind: 'percent', percent: 15, cents: 1500 }],
    ['neither set: no default', { defaultGratuityCents: null, defaultGratuityPercent: null }, { kind: 'none', cents: 0 }],
    ['a $0 dollar and a 0 percent: no default', { defaultGratuityCents: 0, defaultGratuityPercent: 0 }, { kind: 'none', cents: 0 }],
  ])('%s', (_rule, defaults, expected) => {
    expect(defaultGratuity(defaults, 10000)).toEqual(expected);
  });

  it.each<[string, number, number, number]>([
    ['15 percent of $123.45 is $18.5175: rounds half up to $18.52', 12345, 15, 1852],
    ['a half cent rounds up: 10 percent of $0.05 is $0.005 -> $0.01', 5, 10, 1],
    ['just under a half cent rounds down: 10 percent of $0.04 -> $0.00', 4, 10, 0],
    ['the slider ends: 0 percent', 12345, 0, 0],
    ['the slider ends: 100 percent', 12345, 100, 12345],
    ['a percent with two decimals: 12.5 percent of $99.99 = $12.49875 -> $12.50', 9999, 12.5, 1250],
  ])('percent rounds half up: %s', (_rule, totalFee, percent, cents) => {
    expect(gratuityFromPercent(totalFee, percent)).toBe(cents);
  });

  it('part 2 §9: the slider runs 0 to 100 percent; outside it is a bug', () => {
    expect(() => gratuityFromPercent(100, 101)).toThrow(RangeError);
    expect(() => gratuityFromPercent(100, -1)).toThrow(RangeError);
  });
});

describe('balance (docs/RULES.md "Balance, voids and refunds")', () => {
  const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({ voided: false, charged: 0, received: 0, conceded: 0, refunded: 0, ...over });
  it.each<[string, LedgerEntry[], number]>([
    ['a $50 charge paid in full: 0', [entry({ charged: 5000, received: 5000 })], 0],
    ['a $50 charge paid $30 (the rest on account credit): the customer owes $20', [entry({ charged: 5000, received: 3000 })], 2000],
    ['a payment on account of $20 (charges nothing) pays it: 0', [entry({ charged: 5000, received: 3000 }), entry({ received: 2000 })], 0],
    ['paid $60 on a $50 charge: a $10 credit on account (negative)', [entry({ charged: 5000, received: 6000 })], -1000],
    ['a voided transaction counts for nothing', [entry({ charged: 5000, received: 3000 }), entry({ charged: 9000, voided: true })], 2000],
    ['a $10 overpayment refunded: the balance rises by it, to 0', [entry({ charged: 5000, received: 6000, refunded: 1000 })], 0],
    ['a $15 concession on a paid $50: charged and received fall alike, the balance does not move', [entry({ charged: 5000, received: 5000, refunded: 1500, conceded: 1500 })], 0],
    ['a cancel fee of its own, unpaid: owed', [entry({ charged: 2500 })], 2500],
  ])('%s', (_rule, entries, balance) => {
    expect(customerBalance(entries)).toBe(balance);
  });

  it('a refund first returns what was received beyond what was charged, the rest is a concession', () => {
    expect(splitRefund({ charged: 5000, received: 6000, conceded: 0, refunded: 0 }, 1500)).toEqual({ overpayment: 1000, concession: 500 });
    expect(splitRefund({ charged: 5000, received: 6000, conceded: 0, refunded: 400 }, 1500)).toEqual({ overpayment: 600, concession: 900 });
    expect(splitRefund({ charged: 5000, received: 3000, conceded: 0, refunded: 0 }, 1000)).toEqual({ overpayment: 0, concession: 1000 });
    const before = { voided: false, charged: 5000, received: 6000, conceded: 0, refunded: 0 };
    const { overpayment, concession } = splitRefund(before, 1500);
    expect(balanceEffect({ ...before, conceded: concession, refunded: overpayment + concession }) - balanceEffect(before)).toBe(overpayment);
  });

  it('refund shares are computed on magnitudes, so rounding is the same for both signs', () => {
    expect(refundShare(686, 0, 333, 10000)).toBe(23);
    expect(refundShare(-686, 0, 333, 10000)).toBe(-23);
    expect(refundShare(5, 0, 1, 2)).toBe(3);
    expect(refundShare(-5, 0, 1, 2)).toBe(-3);
    expect(refundShare(686, 0, 10000, 10000)).toBe(686);
    expect(refundShare(686, 0, 100, 0)).toBe(0);
  });

  it('commission = commissionable × rate, per transaction, rounded half up (rules "Payroll")', () => {
    expect(commissionOf(6000, 45)).toBe(2700);
    expect(commissionOf(3333, 45.25)).toBe(1508);
    expect(commissionOf(1, 50)).toBe(1);
    expect(commissionOf(6000, 0)).toBe(0);
  });
});

describe('the completion charge (docs/RULES.md: the estimate figures frozen at completion)', () => {
  it("charges the estimate's figures: groom includes add-ons and the other fee; serviceFeeOther is 0; the service fee is the total fee", () => {
    const price = priceEstimate({
      asOf: '2026-11-25',
      customer: { isSeniorCitizen: true, isMilitary: false, isTaxExempt: false },
      pets: [
        { pet: { id: 1, isServicePet: true }, breed: { bathBrushPrice: 6000, deluxePrice: 8000 }, estimatePackage: 'b&b', otherFee: 700, addons: [{ serviceId: 1, price: 1000 }] },
      ],
      tripFee: 3900,
      needsGenerator: true,
    });
    const charged = completionCharge(price, { gratuity: 1500 });
    expect(charged).toMatchObject({
      serviceFeeGroom: 7700, serviceFeeTrip: 3900, serviceFeeGenerator: 1000, serviceFeeFuel: price.feeFuel, serviceDiscountTotal: 1000,
      serviceFeeSalesTax: price.feeSalesTax, serviceFeeOther: 0, serviceFee: price.feeTotal, cancelFee: 0, gratuity: 1500,
    });
    expect(serviceFeeOf(charged)).toBe(price.feeTotal);
    expect(totalCharged(charged)).toBe(price.feeTotal + 1500);
  });

  it('a cancel fee still owed is added to the next completed appointment, untaxed', () => {
    const price = priceEstimate({ asOf: '2026-11-25', customer: {}, pets: [{ pet: { id: 1 }, breed: { bathBrushPrice: 6000, deluxePrice: 8000 }, estimatePackage: 'b&b' }] });
    const charged = completionCharge(price, { gratuity: 0, cancelFee: 2500 });
    expect([charged.cancelFee, charged.serviceFeeSalesTax, charged.serviceFee]).toEqual([2500, price.feeSalesTax, price.feeTotal]);
  });
});

describe('the payment mismatch check (part 2 §4.1 step 2, §9)', () => {
  const pay = (creditCardAmount: number, cashAmount = 0) => ({ creditCardAmount, cashAmount, checkAmount: 0, giftCardAmount: 0 });
  it.each<[string, ReturnType<typeof pay>, boolean, boolean, number]>([
    ['customer present: the payment equals the total fee (the tip is chosen after)', pay(11118), false, false, 0],
    ['customer present: a payment below the fee is a mismatch', pay(10000), false, true, -1118],
    ['customer absent: the fee plus the tip', pay(11118, 1500), true, false, 0],
    ['customer absent: the fee alone is short of the tip', pay(11118), true, true, -1500],
    ['a payment above the fee pays an earlier balance: still shown as a mismatch', pay(15000), false, true, 3882],
  ])('%s', (_rule, payment, absent, mismatch, difference) => {
    const result = paymentMismatch(payment, 11118, 1500, absent);
    expect([result.mismatch, result.difference]).toEqual([mismatch, difference]);
  });
});

describe('typed money (part 2 §5.6: truncated to two decimals; an empty field is 0)', () => {
  it.each<[string, number | null]>([
    ['12.345', 1234], ['12.349', 1234], ['12.3', 1230], ['12', 1200], ['.5', 50], ['', 0], ['  ', 0], ['0.999', 99], ['abc', null], ['-1', null], ['.', null], ['1e3', null],
  ])('%j -> %s', (text, cents) => {
    expect(truncatedMoneyToCents(text)).toBe(cents);
  });
  it('money shows two decimals (part 2 §9)', () => {
    expect([formatCents(0), formatCents(5), formatCents(123456), formatCents(-1050)]).toEqual(['$0.00', '$0.05', '$1,234.56', '-$10.50']);
  });
});
