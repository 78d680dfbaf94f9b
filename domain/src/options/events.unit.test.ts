import { describe, expect, it } from 'vitest';
import { parseOptionsEvent } from './events';
import { statusLabel, STATUS_IDS, statusById } from './statuses';

const breed = {
  id: 1, animalTypeId: 1, breed: 'Shih Tzu', minutesToGroom: 90,
  bathBrushPrice: 7500, bathBrushPrice3Months: 8500, bathBrushPrice6Months: 9500,
  deluxePrice: 9500, deluxePrice3Months: 10500, deluxePrice6Months: 11500,
};

describe('reference-data event schemas', () => {
  it('accepts a whole breed in cents', () => {
    expect(parseOptionsEvent('BreedDefined', breed).data).toEqual(breed);
  });

  it.each([
    ['a price in dollars with cents', { ...breed, deluxePrice: 95.5 }],
    ['a negative price', { ...breed, bathBrushPrice: -100 }],
    ['a missing price', { ...breed, deluxePrice6Months: undefined }],
    ['an empty name', { ...breed, breed: '  ' }],
    ['a price as a string', { ...breed, bathBrushPrice: '75' }],
  ])('refuses %s', (_, data) => {
    expect(() => parseOptionsEvent('BreedDefined', data)).toThrow();
  });

  it('refuses a rate above 1 and an unknown event type', () => {
    expect(() =>
      parseOptionsEvent('PricingSettingsDefined', { fuelCharge: 3.75, salesTax: 0.0825, generatorFeeCents: 1000, tripChargeCents: 3900 }),
    ).toThrow();
    expect(() => parseOptionsEvent('CustomerCreated', {})).toThrow(/not a reference-data event/);
  });

  it('lets a product have no add-on price but not a negative one', () => {
    const product = { id: 1, item: 'Flea Dip', category: 'dip', price: 1500, addonPrice: null, description: '', customerNote: '' };
    expect(parseOptionsEvent('ProductDefined', product).data).toEqual(product);
    expect(() => parseOptionsEvent('ProductDefined', { ...product, addonPrice: -1 })).toThrow();
  });
});

describe('statuses', () => {
  it('maps names and ids both ways and labels in start case', () => {
    expect(STATUS_IDS.inProgress).toBe(4);
    expect(statusById(10)).toBe('standingRequest');
    expect(statusById(99)).toBeUndefined();
    expect(statusLabel('inProgress')).toBe('In Progress');
    expect(statusLabel('standingRequest')).toBe('Standing Request');
    expect(statusLabel('waiting')).toBe('Waiting');
  });
});
