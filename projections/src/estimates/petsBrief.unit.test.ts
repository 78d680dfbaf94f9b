import { describe, expect, it } from 'vitest';
import { estimateRowOf } from './rows';

type SavedData = Parameters<typeof estimateRowOf>[0];
const saved = (pets: object[]) => ({ estimateId: 1, customerId: 2, userId: 3, savedAt: '2026-12-01T10:00:00.000Z', addressString: '', figures: { feeServices: 0, feeTotal: 0 }, pets }) as unknown as SavedData;
const pet = (petId: number, petName: string, flags: object = {}) => ({ petId, petName, ...flags });

describe('estimates.pets_brief: the pets an appointment row shows, kept with the estimate', () => {
  it.each([
    ['an included, living pet', [pet(11, 'Biscuit', { includeInEstimate: true, isDeceased: false })], [{ ID: 11, name: 'Biscuit' }]],
    ['a pet left out of the estimate', [pet(12, 'Pepper', { includeInEstimate: false, isDeceased: false })], []],
    ['a deceased pet', [pet(13, 'Ghost', { includeInEstimate: true, isDeceased: true })], []],
    ['flags absent (an old event): included and alive', [pet(14, 'Old')], [{ ID: 14, name: 'Old' }]],
    ['the estimate\'s order kept', [pet(2, 'B', { includeInEstimate: true }), pet(1, 'A', { includeInEstimate: true })], [{ ID: 2, name: 'B' }, { ID: 1, name: 'A' }]],
  ])('given %s, the row holds them as [{ID, name}]', (_, pets, expected) => {
    expect(estimateRowOf(saved(pets), '2026-12-01T10:00:00.000Z', 1).pets_brief).toEqual(expected);
  });
});
