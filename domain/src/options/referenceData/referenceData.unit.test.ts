import { describe, expect, it } from 'vitest';
import { DEFAULT_FUEL_CHARGE, DEFAULT_GENERATOR_FEE_CENTS, DEFAULT_SALES_TAX, isExtraCategory } from '../constants';
import { OPTIONS_EVENT_SCHEMAS, parseOptionsEvent } from '../events';
import { APPOINTMENT_STATUSES } from '../statuses';
import { SEED_BREEDS } from './breeds';
import { referenceDataEvents, referenceDataSequences } from './events';
import {
  ANIMAL_TYPE_IDS,
  CONTACT_METHODS,
  MAPSCO_CITIES,
  RECURRING_TYPES,
  TODO_CATEGORIES,
  TRANSACTION_REASONS,
} from './lists';
import { SEED_PRODUCTS } from './products';

const PRICE_KEYS = [
  'bathBrushPrice',
  'bathBrushPrice3Months',
  'bathBrushPrice6Months',
  'deluxePrice',
  'deluxePrice3Months',
  'deluxePrice6Months',
] as const;

const uniqueIds = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id)).size === rows.length;

describe('seeded breeds', () => {
  it('has at least 40 dog breeds and 10 cat breeds', () => {
    expect(SEED_BREEDS.filter((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog).length).toBeGreaterThanOrEqual(40);
    expect(SEED_BREEDS.filter((b) => b.animalTypeId === ANIMAL_TYPE_IDS.cat).length).toBeGreaterThanOrEqual(10);
  });

  it('has unique ids and unique names per animal type', () => {
    expect(uniqueIds(SEED_BREEDS)).toBe(true);
    const keys = SEED_BREEDS.map((b) => `${b.animalTypeId}:${b.breed.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SEED_BREEDS.map((b) => [b.breed, b] as const))('%s: six non-negative integer prices in cents', (_, b) => {
    for (const key of PRICE_KEYS) {
      expect(Number.isInteger(b[key]), key).toBe(true);
      expect(b[key], key).toBeGreaterThan(0);
      // whole dollars: the seed is written in dollars and converted once
      expect(b[key] % 100, key).toBe(0);
    }
  });

  it.each(SEED_BREEDS.map((b) => [b.breed, b] as const))('%s: tiers rise with time since grooming and b&b <= deluxe', (_, b) => {
    expect(b.bathBrushPrice).toBeLessThanOrEqual(b.bathBrushPrice3Months);
    expect(b.bathBrushPrice3Months).toBeLessThanOrEqual(b.bathBrushPrice6Months);
    expect(b.deluxePrice).toBeLessThanOrEqual(b.deluxePrice3Months);
    expect(b.deluxePrice3Months).toBeLessThanOrEqual(b.deluxePrice6Months);
    expect(b.bathBrushPrice).toBeLessThanOrEqual(b.deluxePrice);
    expect(b.bathBrushPrice3Months).toBeLessThanOrEqual(b.deluxePrice3Months);
    expect(b.bathBrushPrice6Months).toBeLessThanOrEqual(b.deluxePrice6Months);
    expect(Number.isInteger(b.minutesToGroom)).toBe(true);
    expect(b.minutesToGroom).toBeGreaterThanOrEqual(30);
    expect(b.minutesToGroom).toBeLessThanOrEqual(240);
  });

  it('prices a Shih Tzu as the brief example: $75/$85/$95 b&b, $95/$105/$115 deluxe', () => {
    const shihTzu = SEED_BREEDS.find((b) => b.breed === 'Shih Tzu');
    expect(shihTzu && PRICE_KEYS.map((k) => shihTzu[k])).toEqual([7500, 8500, 9500, 9500, 10500, 11500]);
  });

  it('prices double-coated giants above toy breeds', () => {
    const price = (name: string) => SEED_BREEDS.find((b) => b.breed === name)!.deluxePrice6Months;
    expect(price('Great Pyrenees')).toBeGreaterThan(price('Chihuahua'));
    expect(price('Golden Retriever')).toBeGreaterThan(price('Shih Tzu'));
  });
});

describe('seeded products and services', () => {
  it('has unique ids and non-negative integer prices; addonPrice never above price', () => {
    expect(uniqueIds(SEED_PRODUCTS)).toBe(true);
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.price), p.item).toBe(true);
      expect(p.price, p.item).toBeGreaterThanOrEqual(0);
      if (p.addonPrice !== null) {
        expect(Number.isInteger(p.addonPrice), p.item).toBe(true);
        expect(p.addonPrice, p.item).toBeGreaterThanOrEqual(0);
        expect(p.addonPrice, p.item).toBeLessThanOrEqual(p.price);
      }
    }
  });

  it('holds the spec example add-ons and the non-extra categories', () => {
    const byItem = (text: string) => SEED_PRODUCTS.filter((p) => p.item.toLowerCase().includes(text));
    const shedLess = byItem('shed-less').map((p) => p.price);
    expect(Math.min(...shedLess)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...shedLess)).toBeLessThanOrEqual(2000);
    expect(shedLess.length).toBeGreaterThanOrEqual(2);
    expect(byItem('teeth brushing')[0]?.price).toBe(1000);
    expect(byItem('specialty shampoo').every((p) => p.price === 500)).toBe(true);
    for (const item of ['nail grind', 'de-matting', 'flea dip', 'ear cleaning', 'blueberry facial', 'paw balm']) {
      expect(byItem(item).length, item).toBeGreaterThan(0);
    }
    const categories = new Set(SEED_PRODUCTS.map((p) => p.category));
    for (const category of ['none', 'dip', 'coupon']) {
      expect(categories.has(category), category).toBe(true);
      expect(isExtraCategory(category)).toBe(false);
    }
    expect(isExtraCategory('shed-less')).toBe(true);
    // every real extra takes part in the add-on special
    expect(SEED_PRODUCTS.filter((p) => isExtraCategory(p.category)).every((p) => p.addonPrice !== null)).toBe(true);
  });
});

describe('seeded lists', () => {
  it('holds the spec lists with unique ids', () => {
    expect(TODO_CATEGORIES.map((c) => c.category)).toEqual([
      'Call Back', 'Schedule', 'Estimate Request', 'Web Lead', 'Billing', 'Follow Up',
    ]);
    expect(TRANSACTION_REASONS.map((r) => r.reason)).toEqual([
      'Appointment', 'Cancellation Fee', 'Returned Payment', 'Reprocess Fee', 'Account Credit', 'Refund',
      'Gift Card Purchase', 'Other',
    ]);
    expect(APPOINTMENT_STATUSES.map((s) => s.status)).toEqual([
      'waiting', 'scheduled', 'conflicting', 'inProgress', 'confirmed', 'cancelled', 'completed',
      'rescheduled', 'serviceIssue', 'standingRequest',
    ]);
    expect(RECURRING_TYPES.map((r) => r.type)).toEqual(['weekly', 'monthly', 'yearly']);
    expect(CONTACT_METHODS.filter((m) => m.isDefault).map((m) => m.method)).toEqual(['Text']);
    for (const list of [TODO_CATEGORIES, TRANSACTION_REASONS, APPOINTMENT_STATUSES, RECURRING_TYPES, CONTACT_METHODS, MAPSCO_CITIES]) {
      expect(uniqueIds(list)).toBe(true);
    }
  });

  it('gives the spec colours to the statuses part 1 §4 colours', () => {
    const colour = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.status, s.color]));
    expect(colour).toMatchObject({
      waiting: 'yellow', scheduled: 'blue', conflicting: 'red', inProgress: 'purple', confirmed: 'green',
      cancelled: 'grey', completed: 'green',
    });
  });

  it('has Dallas-Fort Worth Mapsco cities, each with its own letter', () => {
    expect(MAPSCO_CITIES.length).toBeGreaterThanOrEqual(10);
    for (const city of ['Dallas', 'Plano', 'Richardson', 'Garland', 'Irving', 'Frisco', 'McKinney', 'Carrollton', 'Mesquite', 'Allen']) {
      expect(MAPSCO_CITIES.some((c) => c.city === city), city).toBe(true);
    }
    expect(new Set(MAPSCO_CITIES.map((c) => c.letter)).size).toBe(MAPSCO_CITIES.length);
  });
});

describe('reference data events', () => {
  const events = referenceDataEvents();

  it('every event passes its schema', () => {
    for (const event of events) expect(() => parseOptionsEvent(event.type, event.data), event.type).not.toThrow();
  });

  it('covers every reference-data event type, with the default settings once', () => {
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(Object.keys(OPTIONS_EVENT_SCHEMAS)));
    const settings = events.filter((e) => e.type === 'PricingSettingsDefined');
    expect(settings).toEqual([
      {
        type: 'PricingSettingsDefined',
        data: { fuelCharge: DEFAULT_FUEL_CHARGE, salesTax: DEFAULT_SALES_TAX, generatorFeeCents: DEFAULT_GENERATOR_FEE_CENTS, tripChargeCents: 3900 },
      },
    ]);
    expect([DEFAULT_FUEL_CHARGE, DEFAULT_SALES_TAX, DEFAULT_GENERATOR_FEE_CENTS]).toEqual([0.0375, 0.0825, 1000]);
  });

  it('sequences start past every seeded id', () => {
    const seq = Object.fromEntries(referenceDataSequences().map((s) => [s.sequence, s.maxSeededId]));
    expect(seq.breed).toBe(Math.max(...SEED_BREEDS.map((b) => b.id)));
    expect(seq.product).toBe(SEED_PRODUCTS.length);
  });
});
