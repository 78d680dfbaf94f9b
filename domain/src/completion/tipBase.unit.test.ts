import { describe, expect, it } from 'vitest';
import { percentGratuity, tipBaseCents, type TipBase, type TipBaseFees } from './tipBase';

// $266.18 in all: groom $200.00, discount $20.00, trip fee, fuel and tax the rest.
const fees: TipBaseFees = { feeTotal: 26618, serviceFeeGroom: 20000, serviceDiscountTotal: 2000 };

describe('TIP-BASE: the base of a percent gratuity', () => {
  it.each<[string, TipBaseFees, TipBase | undefined, number]>([
    ['TIP-BASE default: the whole total (trip fee, fuel, tax included)', fees, undefined, 26618],
    ['TIP-BASE total, named', fees, 'total', 26618],
    ['TIP-BASE groom only: serviceFeeGroom less serviceDiscountTotal', fees, 'groomOnly', 18000],
    ['TIP-BASE groom only never below zero', { ...fees, serviceDiscountTotal: 25000 }, 'groomOnly', 0],
  ])('%s', (_name, f, base, expected) => {
    expect(tipBaseCents(f, base)).toBe(expected);
  });

  it.each<[string, number, TipBase | undefined, number]>([
    ['TIP-BASE 15% of $266.18 = $39.93 (39.927 rounds half up)', 15, undefined, 3993],
    ['TIP-BASE 20% of $266.18 = $53.24 (53.236)', 20, 'total', 5324],
    ['TIP-BASE 15% of the groom only $180.00 = $27.00', 15, 'groomOnly', 2700],
    ['TIP-BASE 0% is nothing', 0, undefined, 0],
  ])('%s', (_name, percent, base, expected) => {
    expect(percentGratuity(fees, percent, base)).toBe(expected);
  });
});
