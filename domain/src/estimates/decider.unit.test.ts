import { describe, expect, it } from 'vitest';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { ChangeCustomerTripCharge, SaveEstimate } from './commands';
import { customerTripChargeDecider, estimateDecider } from './decider';
import type { EstimateEvent, EstimateSaved } from './events';
import { priceEstimate } from './priceEstimate';
import type { PriceEstimateInput } from './types';

const context: CommandContext = { now: '2025-03-01T15:00:00.000Z', actorUserId: 2 };
const earlier = '2025-02-01T15:00:00.000Z';

// One deluxe Shih Tzu groomed 4 months before: 3-month deluxe price $105 + teeth brushing $10.
const priceInput = (tripFee: number): PriceEstimateInput => ({
  asOf: '2025-03-01',
  customer: { isSeniorCitizen: false, isMilitary: false, isTaxExempt: false },
  pets: [
    {
      pet: { id: 11, isDeceased: false, isServicePet: false, lastGroomDate: '2024-11-01' },
      breed: { bathBrushPrice: 7500, bathBrushPrice3Months: 8500, bathBrushPrice6Months: 9500, deluxePrice: 9500, deluxePrice3Months: 10500, deluxePrice6Months: 11500 },
      estimatePackage: 'deluxe',
      includeInEstimate: true,
      addons: [{ serviceId: 3, price: 1000, addonPrice: 500 }],
      otherFee: 0,
    },
  ],
  tripFee,
  needsGenerator: false,
  generatorFee: 1000,
  salesTaxRate: 0.0825,
  fuelChargeRate: 0.0375,
});

const save = (overrides: Partial<SaveEstimate['data']> = {}): SaveEstimate => {
  const tripFee = overrides.tripFee ?? 3900;
  return {
    type: 'SaveEstimate',
    data: {
      estimateId: 500,
      isNew: true,
      copiedFromEstimateId: null,
      customerId: 3,
      userId: 7,
      address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
      addressString: '1 Elm St, Dallas, TX 75001',
      emailString: 'jane@example.com',
      phoneNumberString: '(214) 555-1234',
      needsGenerator: false,
      tripFee,
      generatorFee: 1000,
      pets: [
        {
          petId: 11,
          petName: 'Biscuit',
          breedId: 4,
          breed: 'Shih Tzu',
          animalTypeId: 1,
          estimatePackage: 'deluxe',
          includeInEstimate: true,
          isDeceased: false,
          isServicePet: false,
          otherFee: 0,
          otherDescription: '',
          addons: [{ serviceId: 3, item: 'Teeth Brushing', category: 'teeth' }],
        },
      ],
      priceInput: priceInput(tripFee),
      customerTripChargeCents: 3900,
      tripChargeIncrementConsent: false,
      ...overrides,
    },
  };
};

/** The event a save decides: the command's data, the time, and the figures priced from its input. */
const saved = (command: SaveEstimate, savedAt = context.now): EstimateSaved => {
  const { isNew, ...data } = command.data;
  return {
    type: 'EstimateSaved',
    data: { ...data, copiedFromEstimateId: isNew ? data.copiedFromEstimateId : null, savedAt, figures: priceEstimate(data.priceInput) },
  };
};

const firstSave = saved(save(), earlier);

type Then<E> = { events: E[] } | { error: [status: number, message: string] };

function check<C, E extends DomainEvent, S>(
  decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S, ctx: CommandContext) => E[] },
  given: E[],
  when: C,
  then: Then<E>,
) {
  const state = fold(decider, given);
  const run = () => decider.decide(when, state, context);
  if ('events' in then) {
    expect(run()).toEqual(then.events);
    return;
  }
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).message).toBe(then.error[1]);
  expect((thrown as DomainError).statusCode).toBe(then.error[0]);
}

const CONSENT = "The trip fee is higher than before and higher than the customer's trip charge. Confirm the new trip fee to save the estimate.";

const saveCases: [name: string, given: EstimateEvent[], when: SaveEstimate, then: Then<EstimateEvent>][] = [
  ['a new estimate is saved with the figures the server prices', [], save(), { events: [saved(save())] }],
  [
    'a new estimate with an id already used is refused',
    [firstSave],
    save(),
    { error: [409, 'This estimate already exists.'] },
  ],
  [
    'saving an estimate that does not exist is refused',
    [],
    save({ isNew: false }),
    { error: [404, 'Estimate not found.'] },
  ],
  [
    'an existing estimate is saved again (same trip fee: no consent needed)',
    [firstSave],
    save({ isNew: false }),
    { events: [saved(save({ isNew: false }))] },
  ],
  [
    'an estimate cannot move to another customer',
    [firstSave],
    save({ isNew: false, customerId: 4, userId: 8 }),
    { error: [400, 'An estimate cannot be moved to another customer.'] },
  ],
  [
    'a trip fee raised above both the previous fee and the stored charge needs consent',
    [firstSave],
    save({ isNew: false, tripFee: 4500 }),
    { error: [409, CONSENT] },
  ],
  [
    '... and is saved with consent',
    [firstSave],
    save({ isNew: false, tripFee: 4500, tripChargeIncrementConsent: true }),
    { events: [saved(save({ isNew: false, tripFee: 4500, tripChargeIncrementConsent: true }))] },
  ],
  [
    'a new estimate above the stored charge needs consent (no previous fee)',
    [],
    save({ tripFee: 4000 }),
    { error: [409, CONSENT] },
  ],
  [
    'a raise above the previous fee but not above the stored charge needs none',
    [firstSave],
    save({ isNew: false, tripFee: 4500, customerTripChargeCents: 5000 }),
    { events: [saved(save({ isNew: false, tripFee: 4500, customerTripChargeCents: 5000 }))] },
  ],
  [
    'a fee above the stored charge but not above the previous fee needs none',
    [saved(save({ tripFee: 6000, tripChargeIncrementConsent: true }), earlier)],
    save({ isNew: false, tripFee: 5000 }),
    { events: [saved(save({ isNew: false, tripFee: 5000 }))] },
  ],
  [
    'a lower trip fee needs none',
    [firstSave],
    save({ isNew: false, tripFee: 2500 }),
    { events: [saved(save({ isNew: false, tripFee: 2500 }))] },
  ],
  [
    'a copy remembers its source on its first save',
    [],
    save({ copiedFromEstimateId: 499 }),
    { events: [saved(save({ copiedFromEstimateId: 499 }))] },
  ],
];

describe('estimate decider: given, when, then', () => {
  it.each(saveCases)('%s', (_name, given, when, then) => check(estimateDecider, given, when, then));

  it('stores the server figures, computed from the stored inputs (deluxe 3-month $105 + teeth $10)', () => {
    const [event] = estimateDecider.decide(save(), estimateDecider.initialState(), context);
    const { figures } = event!.data;
    expect(figures.feeServices).toBe(11500);
    expect(figures.feeTrip).toBe(3900);
    // fuel: 15400 × 0.0375 = 577.5 → 578; tax: (15400 + 578) × 0.0825 = 1318.185 → 1318
    expect(figures.feeFuel).toBe(578);
    expect(figures.feeSalesTax).toBe(1318);
    expect(figures.feeTotal).toBe(15400 + 578 + 1318);
    expect(priceEstimate(event!.data.priceInput)).toEqual(figures);
  });
});

const customerCreated: DomainEvent = {
  type: 'CustomerCreated',
  data: {
    customerId: 3,
    userId: 7,
    tripChargeCents: 3900,
    isSeniorCitizen: false,
    isMilitary: false,
    isTaxExempt: false,
    defaultGratuityPercent: null,
    defaultGratuityCents: null,
    preferredStylistId: null,
    contactMethodId: null,
    createdAt: earlier,
  },
};
const detailsUpdated: DomainEvent = {
  type: 'CustomerDetailsUpdated',
  data: { customerId: 3, userId: 7, tripChargeCents: 4200, isSeniorCitizen: true, isMilitary: false, isTaxExempt: false, updatedAt: earlier },
};
const change = (tripChargeCents: number): ChangeCustomerTripCharge => ({
  type: 'ChangeCustomerTripCharge',
  data: { customerId: 3, tripChargeCents, estimateId: 500 },
});
const changed = (tripChargeCents: number, previousTripChargeCents: number): DomainEvent => ({
  type: 'CustomerTripChargeChanged',
  data: { customerId: 3, userId: 7, tripChargeCents, previousTripChargeCents, estimateId: 500, changedAt: context.now },
});

const tripChargeCases: [name: string, given: DomainEvent[], when: ChangeCustomerTripCharge, then: Then<DomainEvent>][] = [
  ['the new fee is saved to the profile', [customerCreated], change(4500), { events: [changed(4500, 3900)] }],
  ['the charge as changed by the customer details form counts', [customerCreated, detailsUpdated], change(4500), { events: [changed(4500, 4200)] }],
  ['the same charge again writes nothing', [customerCreated, changed(4500, 3900)], change(4500), { events: [] }],
  ['an unknown customer is refused', [], change(4500), { error: [404, 'Customer not found.'] }],
  ['a negative charge is refused', [customerCreated], change(-1), { error: [400, 'Invalid dollar amount for default trip charge'] }],
];

describe('customer trip charge (the Yes of the consent prompt): given, when, then', () => {
  it.each(tripChargeCases)('%s', (_name, given, when, then) => check(customerTripChargeDecider, given, when, then));
});
