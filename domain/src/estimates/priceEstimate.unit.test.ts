import { describe, expect, it } from 'vitest';
import { priceEstimate } from './priceEstimate';
import type { AddonInput, BreedPrices, PetEstimateInput, PriceEstimateInput, PriceEstimateResult } from './types';

/**
 * Worked examples. Every expected amount is written out in cents and derived by hand in the row's
 * comment. Unless a row says otherwise: estimate date 2024-06-15, trip fee 3900, no generator, no
 * customer flags, fuel 0.0375, sales tax 0.0825, rounding half up to the cent.
 */

// A breed priced b&b 60/70/80 and deluxe 85/95/105 dollars (base / 3 months / 6 months).
const BREED: BreedPrices = {
  bathBrushPrice: 6000, bathBrushPrice3Months: 7000, bathBrushPrice6Months: 8000,
  deluxePrice: 8500, deluxePrice3Months: 9500, deluxePrice6Months: 10500,
};

const AS_OF = '2024-06-15';
const RECENT = '2024-05-01'; // 1 month before AS_OF: base tier

type PetOverrides = Partial<Omit<PetEstimateInput, 'pet'>> & { pet?: Partial<PetEstimateInput['pet']> };

function pet(overrides: PetOverrides = {}): PetEstimateInput {
  const { pet: petFacts, ...rest } = overrides;
  return {
    pet: { id: 1, lastGroomDate: RECENT, ...petFacts },
    breed: BREED,
    estimatePackage: 'b&b',
    ...rest,
  };
}

function estimate(overrides: Partial<PriceEstimateInput> = {}): PriceEstimateInput {
  return { asOf: AS_OF, customer: {}, pets: [pet()], tripFee: 3900, ...overrides };
}

type Totals = Pick<
  PriceEstimateResult,
  'feeServices' | 'feeTrip' | 'feeGenerator' | 'discount' | 'subtotal' | 'feeFuel' | 'feeSalesTax' | 'feeTotal'
>;

const totals = (result: PriceEstimateResult): Totals => ({
  feeServices: result.feeServices,
  feeTrip: result.feeTrip,
  feeGenerator: result.feeGenerator,
  discount: result.discount,
  subtotal: result.subtotal,
  feeFuel: result.feeFuel,
  feeSalesTax: result.feeSalesTax,
  feeTotal: result.feeTotal,
});

describe('priceEstimate: the breed price by months since the last groom', () => {
  // Given a b&b pet last groomed on `lastGroomDate`, when priced on `asOf`, then `tier` and `basePrice`.
  it.each([
    { given: 'groomed 2.99 months ago (Jan 15 -> Apr 14)', lastGroomDate: '2024-01-15', asOf: '2024-04-14', months: 2, tier: 'base', basePrice: 6000 },
    { given: 'groomed exactly 3 months ago (Jan 15 -> Apr 15)', lastGroomDate: '2024-01-15', asOf: '2024-04-15', months: 3, tier: '3months', basePrice: 7000 },
    { given: 'groomed 5.99 months ago (Jan 15 -> Jul 14)', lastGroomDate: '2024-01-15', asOf: '2024-07-14', months: 5, tier: '3months', basePrice: 7000 },
    { given: 'groomed exactly 6 months ago (Jan 15 -> Jul 15)', lastGroomDate: '2024-01-15', asOf: '2024-07-15', months: 6, tier: '6months', basePrice: 8000 },
    { given: 'groomed Jan 31, priced Apr 29 (Apr 30 is the 3-month day)', lastGroomDate: '2024-01-31', asOf: '2024-04-29', months: 2, tier: 'base', basePrice: 6000 },
    { given: 'groomed Jan 31, priced Apr 30 (the month has no 31st)', lastGroomDate: '2024-01-31', asOf: '2024-04-30', months: 3, tier: '3months', basePrice: 7000 },
    { given: 'groomed Aug 31, priced Feb 28 of a non-leap year', lastGroomDate: '2022-08-31', asOf: '2023-02-28', months: 6, tier: '6months', basePrice: 8000 },
    { given: 'groomed Aug 31, priced Feb 28 of a leap year (Feb 29 is the day)', lastGroomDate: '2023-08-31', asOf: '2024-02-28', months: 5, tier: '3months', basePrice: 7000 },
    { given: 'groomed today', lastGroomDate: '2024-06-15', asOf: '2024-06-15', months: 0, tier: 'base', basePrice: 6000 },
    { given: 'a last-groom date after the estimate date', lastGroomDate: '2024-07-01', asOf: '2024-06-15', months: 0, tier: 'base', basePrice: 6000 },
    { given: 'groomed two years ago', lastGroomDate: '2022-06-15', asOf: '2024-06-15', months: 24, tier: '6months', basePrice: 8000 },
  ])('given $given, then $tier at $basePrice', ({ lastGroomDate, asOf, months, tier, basePrice }) => {
    const result = priceEstimate(estimate({ asOf, pets: [pet({ pet: { lastGroomDate } })] }));
    expect(result.pets[0]).toMatchObject({ tier, basePrice, monthsSinceLastGroom: months });
  });

  // Deluxe uses the deluxe prices at each tier; 'add-on special' uses the b&b prices.
  it.each([
    { estimatePackage: 'deluxe', lastGroomDate: '2024-05-01', basePrice: 8500 },
    { estimatePackage: 'deluxe', lastGroomDate: '2024-03-15', basePrice: 9500 },
    { estimatePackage: 'deluxe', lastGroomDate: '2023-12-15', basePrice: 10500 },
    { estimatePackage: 'add-on special', lastGroomDate: '2024-05-01', basePrice: 6000 },
    { estimatePackage: 'add-on special', lastGroomDate: '2024-03-15', basePrice: 7000 },
    { estimatePackage: 'add-on special', lastGroomDate: '2023-12-15', basePrice: 8000 },
  ] as const)('given $estimatePackage groomed $lastGroomDate, then $basePrice', ({ estimatePackage, lastGroomDate, basePrice }) => {
    const result = priceEstimate(estimate({ pets: [pet({ estimatePackage, pet: { lastGroomDate } })] }));
    expect(result.pets[0].basePrice).toBe(basePrice);
  });

  it('given no last-groom date, then the 6-month price (unknown history is priced as overdue)', () => {
    // 8000 (b&b 6 months) + 3900 trip = 11900; fuel 11900 x 0.0375 = 446.25 -> 446;
    // tax (11900 + 446) x 0.0825 = 12346 x 0.0825 = 1018.545 -> 1019; total 11900 + 1019 + 446 = 13365.
    const result = priceEstimate(estimate({ pets: [pet({ pet: { lastGroomDate: null } })] }));
    expect(result.pets[0]).toMatchObject({ tier: '6months', basePrice: 8000, monthsSinceLastGroom: null });
    expect(totals(result)).toEqual({
      feeServices: 8000, feeTrip: 3900, feeGenerator: 0, discount: 0,
      subtotal: 11900, feeFuel: 446, feeSalesTax: 1019, feeTotal: 13365,
    });
  });

  it('given a breed without 3- and 6-month prices, then each tier falls back a step', () => {
    const breed: BreedPrices = { bathBrushPrice: 6000, deluxePrice: 8500, deluxePrice3Months: 9500 };
    const at = (estimatePackage: 'b&b' | 'deluxe', lastGroomDate: string) =>
      priceEstimate(estimate({ pets: [pet({ breed, estimatePackage, pet: { lastGroomDate } })] })).pets[0].basePrice;
    expect(at('b&b', '2024-03-15')).toBe(6000); // no 3-month price: base
    expect(at('b&b', '2023-12-15')).toBe(6000); // no 6- or 3-month price: base
    expect(at('deluxe', '2023-12-15')).toBe(9500); // no 6-month price: the 3-month price
  });

  it('given a pet with no breed and no override, then its groom counts as 0 (saving is refused by validation)', () => {
    const result = priceEstimate(estimate({ pets: [pet({ breed: null, otherFee: 100 })] }));
    expect(result.pets[0]).toMatchObject({ basePrice: 0, subtotal: 100 });
  });
});

describe('priceEstimate: override price', () => {
  it('given an override of 4500 on a pet that is 6 months overdue, then 4500 replaces the breed price', () => {
    // 4500 + 3900 trip = 8400; fuel 8400 x 0.0375 = 315 exactly;
    // tax (8400 + 315) x 0.0825 = 8715 x 0.0825 = 718.9875 -> 719; total 8400 + 719 + 315 = 9434.
    const overridden = pet({
      addons: [{ serviceId: 3, price: 1000 }],
      pet: { lastGroomDate: '2023-01-01', isOverridingGroomingFee: true, overrideGroomingFeePrice: 4500 },
    });
    const result = priceEstimate(estimate({ pets: [overridden] }));
    // The override replaces only the breed price: add-ons are still charged (1000).
    expect(result.pets[0]).toMatchObject({ tier: 'override', basePrice: 4500, addonsTotal: 1000, subtotal: 5500 });

    const withoutAddon = priceEstimate(estimate({ pets: [{ ...overridden, addons: [] }] }));
    expect(totals(withoutAddon)).toEqual({
      feeServices: 4500, feeTrip: 3900, feeGenerator: 0, discount: 0,
      subtotal: 8400, feeFuel: 315, feeSalesTax: 719, feeTotal: 9434,
    });
  });

  it.each([
    { given: 'the toggle off', isOverridingGroomingFee: false, overrideGroomingFeePrice: 4500, tier: 'base', basePrice: 6000 },
    { given: 'the toggle on without a price', isOverridingGroomingFee: true, overrideGroomingFeePrice: null, tier: 'base', basePrice: 6000 },
    { given: 'an override of 0 (a free groom)', isOverridingGroomingFee: true, overrideGroomingFeePrice: 0, tier: 'override', basePrice: 0 },
  ])('given $given, then $tier at $basePrice', ({ isOverridingGroomingFee, overrideGroomingFeePrice, tier, basePrice }) => {
    const result = priceEstimate(estimate({ pets: [pet({ pet: { isOverridingGroomingFee, overrideGroomingFeePrice } })] }));
    expect(result.pets[0]).toMatchObject({ tier, basePrice });
  });
});

describe('priceEstimate: add-ons', () => {
  const SHEDLESS: AddonInput = { serviceId: 2, price: 2000, addonPrice: 1500 };
  const TEETH: AddonInput = { serviceId: 3, price: 1000, addonPrice: 500 };
  const SHAMPOO: AddonInput = { serviceId: 4, price: 500, addonPrice: 300 };

  it('given three add-ons under add-on special, then each at addonPrice and the cheapest free', () => {
    // Base 6000 (b&b, 1 month). Add-ons at addonPrice: 1500 + 500 + 300 (free) = 2000. Pet 8000.
    // 8000 + 3900 = 11900; fuel 446.25 -> 446; tax 12346 x 0.0825 = 1018.545 -> 1019; total 13365.
    const result = priceEstimate(estimate({ pets: [pet({ estimatePackage: 'add-on special', addons: [SHAMPOO, SHEDLESS, TEETH] })] }));
    expect(result.pets[0].addons).toEqual([
      { serviceId: 4, unitPrice: 300, chargedPrice: 0, free: true },
      { serviceId: 2, unitPrice: 1500, chargedPrice: 1500, free: false },
      { serviceId: 3, unitPrice: 500, chargedPrice: 500, free: false },
    ]);
    expect(result.pets[0]).toMatchObject({ addonsTotal: 2000, subtotal: 8000 });
    expect(totals(result)).toEqual({
      feeServices: 8000, feeTrip: 3900, feeGenerator: 0, discount: 0,
      subtotal: 11900, feeFuel: 446, feeSalesTax: 1019, feeTotal: 13365,
    });
  });

  it('given the same three add-ons under b&b or deluxe, then each at its full price, none free', () => {
    for (const estimatePackage of ['b&b', 'deluxe'] as const) {
      const line = priceEstimate(estimate({ pets: [pet({ estimatePackage, addons: [SHAMPOO, SHEDLESS, TEETH] })] })).pets[0];
      expect(line.addons.map((a) => [a.chargedPrice, a.free])).toEqual([[500, false], [2000, false], [1000, false]]);
      expect(line.addonsTotal).toBe(3500); // 500 + 2000 + 1000
    }
  });

  // Given add-on special with these addonPrices (in order), then these are free (sorted high to low,
  // every third item free).
  it.each([
    { given: 'two add-ons', prices: [1000, 800], free: [false, false], total: 1800 },
    { given: 'four add-ons', prices: [400, 1000, 600, 800], free: [false, false, true, false], total: 2200 }, // 1000, 800, [600], 400
    { given: 'five add-ons', prices: [300, 1500, 500, 500, 1000], free: [false, false, true, false, false], total: 3300 }, // 1500, 1000, [500 #3], 500 #4, 300
    { given: 'six add-ons', prices: [300, 1500, 500, 500, 1000, 200], free: [false, false, true, false, false, true], total: 3300 }, // 1500, 1000, [500], 500, 300, [200]
    { given: 'three equal add-ons', prices: [500, 500, 500], free: [false, false, true], total: 1000 },
  ])('given $given under add-on special, then $total', ({ prices, free, total }) => {
    const addons = prices.map((addonPrice, i) => ({ serviceId: i + 1, price: addonPrice * 2, addonPrice }));
    const line = priceEstimate(estimate({ pets: [pet({ estimatePackage: 'add-on special', addons })] })).pets[0];
    expect(line.addons.map((a) => a.free)).toEqual(free);
    expect(line.addonsTotal).toBe(total);
  });

  it('given an add-on without an addonPrice under add-on special, then its price is used', () => {
    const line = priceEstimate(
      estimate({ pets: [pet({ estimatePackage: 'add-on special', addons: [{ serviceId: 9, price: 1200, addonPrice: null }] })] }),
    ).pets[0];
    expect(line.addons[0]).toEqual({ serviceId: 9, unitPrice: 1200, chargedPrice: 1200, free: false });
  });
});

describe('priceEstimate: skipped pets', () => {
  const included = pet({ pet: { id: 1 } });

  it.each([
    { given: 'a deceased pet', skippedPet: pet({ pet: { id: 2, isDeceased: true, isServicePet: true } }), skippedReason: 'deceased' },
    { given: 'a not-included pet', skippedPet: pet({ includeInEstimate: false, pet: { id: 2, isServicePet: true } }), skippedReason: 'notIncluded' },
    { given: 'a deceased pet marked included', skippedPet: pet({ includeInEstimate: true, pet: { id: 2, isDeceased: true } }), skippedReason: 'deceased' },
  ])('given $given next to an included one, then it adds nothing (not even its service-pet discount)', ({ skippedPet, skippedReason }) => {
    // Only pet 1: 6000 + 3900 = 9900; fuel 371.25 -> 371; tax 10271 x 0.0825 = 847.3575 -> 847; total 11118.
    const result = priceEstimate(estimate({ pets: [included, { ...skippedPet, otherFee: 1000, addons: [{ serviceId: 3, price: 1000 }] }] }));
    expect(result.pets[1]).toEqual({
      petId: 2, tier: null, monthsSinceLastGroom: null, basePrice: 0, addons: [], addonsTotal: 0,
      otherFee: 0, subtotal: 0, serviceDiscount: 0, skippedReason,
    });
    expect(result.discounts).toEqual([]);
    expect(totals(result)).toEqual({
      feeServices: 6000, feeTrip: 3900, feeGenerator: 0, discount: 0,
      subtotal: 9900, feeFuel: 371, feeSalesTax: 847, feeTotal: 11118,
    });
  });
});

describe('priceEstimate: customer flags, discounts and fees', () => {
  it.each([
    {
      // 6000 + 3900 = 9900; fuel 371.25 -> 371; no tax; total 9900 + 0 + 371 = 10271.
      given: 'a tax-exempt customer',
      input: estimate({ customer: { isTaxExempt: true } }),
      then: { feeServices: 6000, feeTrip: 3900, feeGenerator: 0, discount: 0, subtotal: 9900, feeFuel: 371, feeSalesTax: 0, feeTotal: 10271 },
    },
    {
      // Discount 500 + 500 = 1000; subtotal 9900 - 1000 = 8900; fuel on the undiscounted 9900: 371;
      // tax (8900 + 371) x 0.0825 = 9271 x 0.0825 = 764.8575 -> 765; total 8900 + 765 + 371 = 10036.
      given: 'a senior military customer',
      input: estimate({ customer: { isSeniorCitizen: true, isMilitary: true } }),
      then: { feeServices: 6000, feeTrip: 3900, feeGenerator: 0, discount: 1000, subtotal: 8900, feeFuel: 371, feeSalesTax: 765, feeTotal: 10036 },
    },
    {
      // Discount 500; subtotal 9400; fuel 371; tax 9771 x 0.0825 = 806.1075 -> 806; total 9400 + 806 + 371 = 10577.
      given: 'a service pet',
      input: estimate({ pets: [pet({ pet: { isServicePet: true } })] }),
      then: { feeServices: 6000, feeTrip: 3900, feeGenerator: 0, discount: 500, subtotal: 9400, feeFuel: 371, feeSalesTax: 806, feeTotal: 10577 },
    },
    {
      // Two service pets: 500 each. 6000 + 6000 + 3900 = 15900; subtotal 14900; fuel 596.25 -> 596;
      // tax (14900 + 596) x 0.0825 = 15496 x 0.0825 = 1278.42 -> 1278; total 14900 + 1278 + 596 = 16774.
      given: 'two service pets',
      input: estimate({ pets: [pet({ pet: { id: 1, isServicePet: true } }), pet({ pet: { id: 2, isServicePet: true } })] }),
      then: { feeServices: 12000, feeTrip: 3900, feeGenerator: 0, discount: 1000, subtotal: 14900, feeFuel: 596, feeSalesTax: 1278, feeTotal: 16774 },
    },
    {
      // 6000 + 3900 + 1000 = 10900; fuel 408.75 -> 409; tax 11309 x 0.0825 = 932.9925 -> 933;
      // total 10900 + 933 + 409 = 12242.
      given: 'a generator',
      input: estimate({ needsGenerator: true, generatorFee: 1000 }),
      then: { feeServices: 6000, feeTrip: 3900, feeGenerator: 1000, discount: 0, subtotal: 10900, feeFuel: 409, feeSalesTax: 933, feeTotal: 12242 },
    },
    {
      given: 'a generator fee but no generator needed',
      input: estimate({ needsGenerator: false, generatorFee: 1000 }),
      then: { feeServices: 6000, feeTrip: 3900, feeGenerator: 0, discount: 0, subtotal: 9900, feeFuel: 371, feeSalesTax: 847, feeTotal: 11118 },
    },
    {
      // Every negative price counts as 0: breed price, add-on, other fee and trip fee, so all is 0.
      given: 'negative prices everywhere',
      input: estimate({
        tripFee: -3900,
        pets: [pet({
          breed: { ...BREED, bathBrushPrice: -1000 },
          addons: [{ serviceId: 1, price: -500 }],
          otherFee: -300,
        })],
      }),
      then: { feeServices: 0, feeTrip: 0, feeGenerator: 0, discount: 0, subtotal: 0, feeFuel: 0, feeSalesTax: 0, feeTotal: 0 },
    },
    {
      // Negative breed, add-on and other fee count as 0; trip 3900: fuel 146.25 -> 146;
      // tax (3900 + 146) x 0.0825 = 4046 x 0.0825 = 333.795 -> 334; total 3900 + 334 + 146 = 4380.
      given: 'a pet with negative prices',
      input: estimate({
        pets: [pet({
          estimatePackage: 'add-on special',
          breed: { ...BREED, bathBrushPrice: -1000 },
          addons: [{ serviceId: 1, price: 700, addonPrice: -500 }],
          otherFee: -300,
        })],
      }),
      then: { feeServices: 0, feeTrip: 3900, feeGenerator: 0, discount: 0, subtotal: 3900, feeFuel: 146, feeSalesTax: 334, feeTotal: 4380 },
    },
    {
      // An override price below 0 counts as 0, like any price.
      given: 'a negative override price',
      input: estimate({ pets: [pet({ pet: { isOverridingGroomingFee: true, overrideGroomingFeePrice: -100 } })], tripFee: 0 }),
      then: { feeServices: 0, feeTrip: 0, feeGenerator: 0, discount: 0, subtotal: 0, feeFuel: 0, feeSalesTax: 0, feeTotal: 0 },
    },
    {
      // Other fee is added per pet: 6000 + 1250 + 3900 = 11150; fuel 418.125 -> 418;
      // tax 11568 x 0.0825 = 954.36 -> 954; total 11150 + 954 + 418 = 12522.
      given: 'an other fee of 1250',
      input: estimate({ pets: [pet({ otherFee: 1250 })] }),
      then: { feeServices: 7250, feeTrip: 3900, feeGenerator: 0, discount: 0, subtotal: 11150, feeFuel: 418, feeSalesTax: 954, feeTotal: 12522 },
    },
    {
      // Discounts 1000 earned but only 500 to take: the subtotal stops at 0. Fuel is still charged on
      // the undiscounted 500: 18.75 -> 19; tax (0 + 19) x 0.0825 = 1.5675 -> 2; total 0 + 2 + 19 = 21.
      given: 'discounts larger than everything else',
      input: estimate({ pets: [], tripFee: 500, customer: { isSeniorCitizen: true, isMilitary: true } }),
      then: { feeServices: 0, feeTrip: 500, feeGenerator: 0, discount: 500, subtotal: 0, feeFuel: 19, feeSalesTax: 2, feeTotal: 21 },
    },
  ])('given $given', ({ input, then }) => {
    expect(totals(priceEstimate(input))).toEqual(then);
  });

  it('lists the discounts earned, even when the applied discount is capped', () => {
    const result = priceEstimate(estimate({ pets: [], tripFee: 500, customer: { isSeniorCitizen: true, isMilitary: true } }));
    expect(result.discounts).toEqual([
      { reason: 'seniorCitizen', amount: 500 },
      { reason: 'military', amount: 500 },
    ]);
    expect(result.discount).toBe(500);
  });

  it('given no trip fee, generator fee or rates, then the spec defaults (3900, 1000, 0.0375, 0.0825)', () => {
    // 6000 + 3900 + 1000 = 10900: the generator row above.
    const input = estimate({ needsGenerator: true });
    delete input.tripFee;
    expect(totals(priceEstimate(input))).toEqual({
      feeServices: 6000, feeTrip: 3900, feeGenerator: 1000, discount: 0,
      subtotal: 10900, feeFuel: 409, feeSalesTax: 933, feeTotal: 12242,
    });
  });
});

describe('priceEstimate: rounding where floating point would go wrong', () => {
  it.each([
    // 600 x 0.0375 = 22.5 exactly -> 23, but 6.00 x 0.0375 x 100 is 22.499999999999996 in floating
    // point. Tax (600 + 23) x 0.0825 = 51.3975 -> 51. Total 600 + 51 + 23 = 674.
    { given: 'fuel of exactly 22.5 cents', input: estimate({ pets: [], tripFee: 600 }), feeFuel: 23, feeSalesTax: 51, feeTotal: 674 },
    // 760 x 0.0375 = 28.5 -> 29 (floating point on dollars: 28.499999999999996). Tax 789 x 0.0825 = 65.0925 -> 65.
    { given: 'fuel of exactly 28.5 cents', input: estimate({ pets: [], tripFee: 760 }), feeFuel: 29, feeSalesTax: 65, feeTotal: 854 },
    // No fuel; tax 200 x 0.0825 = 16.5 exactly -> 17. Total 200 + 17 = 217.
    { given: 'tax of exactly 16.5 cents', input: estimate({ pets: [], tripFee: 200, fuelChargeRate: 0 }), feeFuel: 0, feeSalesTax: 17, feeTotal: 217 },
    // No fuel; tax 600 x 0.0825 = 49.5 exactly -> 50. Total 650.
    { given: 'tax of exactly 49.5 cents', input: estimate({ pets: [], tripFee: 600, fuelChargeRate: 0 }), feeFuel: 0, feeSalesTax: 50, feeTotal: 650 },
    // If the sales-tax option is changed to 0.0725: 200 x 0.0725 = 14.5 -> 15, though 200 * 0.0725 is
    // 14.499999999999998 in floating point (Math.round would give 14). Total 215.
    { given: 'a tax rate of 0.0725', input: estimate({ pets: [], tripFee: 200, fuelChargeRate: 0, salesTaxRate: 0.0725 }), feeFuel: 0, feeSalesTax: 15, feeTotal: 215 },
    // A five-decimal rate: 10000 x 0.08375 = 837.5 -> 838.
    { given: 'a tax rate of 0.08375', input: estimate({ pets: [], tripFee: 10000, fuelChargeRate: 0, salesTaxRate: 0.08375 }), feeFuel: 0, feeSalesTax: 838, feeTotal: 10838 },
  ])('given $given, then fuel $feeFuel, tax $feeSalesTax, total $feeTotal', ({ input, feeFuel, feeSalesTax, feeTotal }) => {
    expect(priceEstimate(input)).toMatchObject({ feeFuel, feeSalesTax, feeTotal });
  });
});

describe('priceEstimate: a full two-pet estimate', () => {
  it('matches the hand computation', () => {
    /*
     * Estimate of 2024-06-15 for a senior citizen, at an address that needs a generator.
     *
     * Pet 11 "Biscuit", deluxe, last groomed 2024-02-10: Feb 10 -> Jun 10 is 4 whole months, so the
     *   3-month deluxe price 9500. Teeth brushing at its full price 1000 (not add-on special).
     *   Other fee 250 (matting). Pet subtotal 9500 + 1000 + 250 = 10750.
     * Pet 12 "Mochi", add-on special, service pet, last groomed 2023-12-15: exactly 6 months, so the
     *   6-month b&b price 8000. Add-ons at addonPrice 1500 (shed-less), 500 (teeth), 300 (shampoo):
     *   the shampoo is the third and cheapest, free. 1500 + 500 = 2000. Pet subtotal 10000.
     *
     * feeServices = 10750 + 10000                       = 20750 (groom 20500 + other 250)
     * feeTrip                                           =  3900
     * feeGenerator                                      =  1000
     * discount = 500 (service pet 12) + 500 (senior)    =  1000
     * subtotal = 20750 + 3900 - 1000 + 1000             = 24650
     * feeFuel  = (20750 + 3900 + 1000) x 0.0375
     *          = 25650 x 0.0375 = 961.875               ->  962
     * feeSalesTax = (24650 + 962) x 0.0825
     *          = 25612 x 0.0825 = 2112.99               -> 2113
     * feeTotal = 24650 + 2113 + 962                     = 27725
     */
    const result = priceEstimate({
      asOf: '2024-06-15',
      customer: { isSeniorCitizen: true, isMilitary: false, isTaxExempt: false },
      tripFee: 3900,
      needsGenerator: true,
      generatorFee: 1000,
      salesTaxRate: 0.0825,
      fuelChargeRate: 0.0375,
      pets: [
        {
          pet: { id: 11, lastGroomDate: '2024-02-10' },
          breed: BREED,
          estimatePackage: 'deluxe',
          addons: [{ serviceId: 3, price: 1000, addonPrice: 500 }],
          otherFee: 250,
        },
        {
          pet: { id: 12, lastGroomDate: '2023-12-15', isServicePet: true },
          breed: BREED,
          estimatePackage: 'add-on special',
          addons: [
            { serviceId: 2, price: 2000, addonPrice: 1500 },
            { serviceId: 3, price: 1000, addonPrice: 500 },
            { serviceId: 4, price: 500, addonPrice: 300 },
          ],
          otherFee: 0,
        },
      ],
    });

    expect(result.pets.map((line) => [line.petId, line.tier, line.monthsSinceLastGroom, line.basePrice, line.addonsTotal, line.otherFee, line.subtotal, line.serviceDiscount])).toEqual([
      [11, '3months', 4, 9500, 1000, 250, 10750, 0],
      [12, '6months', 6, 8000, 2000, 0, 10000, 500],
    ]);
    expect(result.pets[1].addons.filter((a) => a.free).map((a) => a.serviceId)).toEqual([4]);
    expect(result.discounts).toEqual([
      { reason: 'servicePet', petId: 12, amount: 500 },
      { reason: 'seniorCitizen', amount: 500 },
    ]);
    expect(result).toMatchObject({ feeGroom: 20500, feeOther: 250 });
    expect(totals(result)).toEqual({
      feeServices: 20750, feeTrip: 3900, feeGenerator: 1000, discount: 1000,
      subtotal: 24650, feeFuel: 962, feeSalesTax: 2113, feeTotal: 27725,
    });
  });
});

describe('priceEstimate: bad input', () => {
  it.each([
    { given: 'an estimate date that is not YYYY-MM-DD', input: estimate({ asOf: '06-15-2024' }) },
    { given: 'an impossible estimate date', input: estimate({ asOf: '2023-02-29' }) },
    { given: 'an impossible last-groom date', input: estimate({ pets: [pet({ pet: { lastGroomDate: '2024-13-01' } })] }) },
    { given: 'fractional cents', input: estimate({ tripFee: 39.5 }) },
    { given: 'a negative rate', input: estimate({ salesTaxRate: -0.01 }) },
  ])('given $given, then a RangeError', ({ input }) => {
    expect(() => priceEstimate(input)).toThrow(RangeError);
  });
});
