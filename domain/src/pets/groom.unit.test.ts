import { describe, expect, it } from 'vitest';
import type { PetAdded } from '../customers';
import { petFactsFold, pricePet } from '../estimates';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import { givenWhenThen } from '../shared/givenWhenThen';
import type { PetEvent } from './events';
import { appendPriceHistory, groomedPetsOf, parsePriceHistory, PRICE_HISTORY_KEPT } from './groom';
import { petDecider, type PetCommand } from './decider';

/**
 * "Completion moves the pets forward": a completion records each groomed pet's lastGroomDate,
 * lastFee and priceHistory (RecordPetGroom), and the next estimate prices the pet by part 1 §9's tier
 * (under 3 months base, 3 to under 6 the 3-month price, 6 or more the 6-month price).
 */
const now = '2026-03-10T16:00:00.000Z';
const ctx: CommandContext = { now, actorUserId: 6 };
const added: PetAdded = { type: 'PetAdded', data: { petId: 11, customerId: 3, userId: 7, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: now } };
const groom = (appointmentId: number, date: string, fee = 6500): PetCommand => ({
  type: 'RecordPetGroom',
  data: { petId: 11, appointmentId, date, estimatePackage: 'b&b', fee },
});
const changed = (changes: Record<string, unknown>): PetEvent => ({ type: 'PetDetailsChanged', data: { petId: 11, customerId: 3, userId: 7, changes, changedAt: now } });
const history = (...entries: [number, string, number][]) => JSON.stringify(entries.map(([appointmentId, date, fee]) => ({ date, package: 'b&b', fee, appointmentId })));

describe('RecordPetGroom (completion moves the pets forward)', () => {
  it.each<[string, PetEvent[], PetCommand, ReturnType<typeof givenWhenThen>]>([
    ['the first groom sets lastGroomDate, lastFee and starts priceHistory', [added], groom(50, '2026-03-10'),
      { events: [changed({ lastGroomDate: '2026-03-10', lastFee: 6500, priceHistory: history([50, '2026-03-10', 6500]) })] }],
    ['a later groom moves them forward and appends', [added, changed({ lastGroomDate: '2026-03-10', lastFee: 6500, priceHistory: history([50, '2026-03-10', 6500]) })], groom(51, '2026-05-10', 7000),
      { events: [changed({ lastGroomDate: '2026-05-10', lastFee: 7000, priceHistory: history([50, '2026-03-10', 6500], [51, '2026-05-10', 7000]) })] }],
    ['an older appointment completed late only adds to the history', [added, changed({ lastGroomDate: '2026-05-10', lastFee: 7000 })], groom(49, '2026-01-10', 6000),
      { events: [changed({ priceHistory: history([49, '2026-01-10', 6000]) })] }],
    ['the same appointment again (a retried completion) writes nothing', [added, changed({ lastGroomDate: '2026-03-10', lastFee: 6500, priceHistory: history([50, '2026-03-10', 6500]) })], groom(50, '2026-03-10'),
      { events: [] }],
    ['a deleted pet is not found', [added, { type: 'PetDeleted', data: { petId: 11, customerId: 3, userId: 7, deletedAt: now } }], groom(50, '2026-03-10'),
      { error: [404, 'Pet not found.'] }],
  ])('%s', (_name, given, when, then) => {
    expect(givenWhenThen(petDecider, given, when, ctx)).toEqual(then);
  });

  it('priceHistory keeps the newest entries and starts over from text typed by hand', () => {
    let text: string | null = 'was $60 in 2019';
    for (let i = 1; i <= PRICE_HISTORY_KEPT + 3; i++) text = appendPriceHistory(text, { date: `2026-01-${String(i).padStart(2, '0')}`, package: 'deluxe', fee: 100 * i, appointmentId: i });
    const kept = parsePriceHistory(text);
    expect(kept.map((e) => e.appointmentId)).toEqual(Array.from({ length: PRICE_HISTORY_KEPT }, (_, i) => i + 4));
    expect(text!.length).toBeLessThanOrEqual(1000);
  });

  it('the groomed pets are those the estimate charged for, with their line as the fee', () => {
    const saved = {
      pets: [{ petId: 1, estimatePackage: 'deluxe' as const }, { petId: 2, estimatePackage: 'b&b' as const }, { petId: 3, estimatePackage: 'b&b' as const }],
      figures: { pets: [{ petId: 1, subtotal: 9000 }, { petId: 2, subtotal: 0, skippedReason: 'notIncluded' }, { petId: 3, subtotal: 5500 }] },
    };
    expect(groomedPetsOf(saved)).toEqual([{ petId: 1, estimatePackage: 'deluxe', fee: 9000 }, { petId: 3, estimatePackage: 'b&b', fee: 5500 }]);
  });
});

describe('the next estimate after a completion prices by the tier of part 1 §9', () => {
  const breed = { bathBrushPrice: 6000, bathBrushPrice3Months: 7000, bathBrushPrice6Months: 8000, deluxePrice: 9000 };
  // The pet as estimate/save folds it (estimates/facts.ts), after the completion's RecordPetGroom of 03-10-2026.
  const events: DomainEvent[] = [added];
  events.push(...petDecider.decide(groom(50, '2026-03-10'), fold(petDecider, events as never[]), ctx));
  const facts = fold(petFactsFold, events as never[]);
  const priceOn = (asOf: string) => {
    if (facts.status !== 'active') throw new Error('no pet');
    return pricePet({ pet: { id: facts.petId, lastGroomDate: facts.lastGroomDate }, breed, estimatePackage: 'b&b' }, asOf);
  };

  it.each([
    ['2 months after: under 3 months, the base price', '2026-05-10', 'base', 6000],
    ['4 months after: 3 to under 6, the 3-month price', '2026-07-10', '3months', 7000],
    ['7 months after: 6 or more, the 6-month price', '2026-10-10', '6months', 8000],
  ])('%s', (_name, asOf, tier, price) => {
    expect(priceOn(asOf)).toMatchObject({ tier, basePrice: price });
  });

  it('before any completion the pet is priced as overdue (6 months), so the completion is what moves it', () => {
    const before = fold(petFactsFold, [added] as never[]);
    expect(before.status === 'active' && before.lastGroomDate).toBe(null);
  });
});
