import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { assertEstimateDraft, estimateDraftOf, saveEstimateBodySchema, type DraftPetFacts } from './bodies';

const address = { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' };
const pet = { petId: 11, estimatePackage: 'b&b', addonIds: [3] };
const body = (estimate: Record<string, unknown> = {}, user: Record<string, unknown> = { ID: 7 }) =>
  saveEstimateBodySchema.parse({ estimate: { address, tripFee: 3900, pets: [pet], ...estimate }, user });

function refusal(parsed: ReturnType<typeof body>, facts: (DraftPetFacts | null)[] = [{ breedId: 4, isDeceased: false }]) {
  try {
    assertEstimateDraft(estimateDraftOf(parsed, facts));
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { status: (error as DomainError).statusCode, message: (error as DomainError).message, fields: (error as DomainError).fieldErrors };
  }
  return null;
}

describe('POST estimate/save body', () => {
  it('fills the defaults and ignores nothing it needs', () => {
    const parsed = body();
    expect(parsed.tripChargeIncrementConsent).toBe(false);
    expect(parsed.saveTripChargeToProfile).toBe(false);
    expect(parsed.estimate.pets[0]).toMatchObject({ petId: 11, includeInEstimate: true, addonIds: [3] });
    expect(refusal(parsed)).toBeNull();
  });

  it('normalizes a city-prefixed Mapsco (part 1 §9)', () => {
    expect(body({ address: { ...address, mapsco: 'DA123A-A' } }).estimate.address?.mapsco).toBe('123A-A');
  });

  it.each([
    [{ address: { ...address, zipcode: '7500' } }, { ID: 7 }, 'An estimate requires a valid ZIP Code for the selected address'],
    [{ address: { ...address, mapsco: '12-A' } }, { ID: 7 }, 'An estimate requires a valid Mapsco for the selected address'],
    [{ address: null }, { ID: 7 }, 'An estimate requires a valid ZIP Code for the selected address'],
    [{ address: { ...address, mapsco: '' } }, { firstName: 'A', lastName: 'B', emailAddress: 'a@b.co' }, 'An estimate requires a valid ZIP Code and Mapsco for the selected address.'],
    [{}, { firstName: 'A', lastName: 'B', isAccount: true }, 'An email address is required when creating a new account.'],
    [{ tripFee: 39.5 }, { ID: 7 }, 'Invalid dollar amount for trip fee'],
    [{ pets: [{ petId: null, petName: 'New' }] }, { ID: 7 }, 'A pet estimate requires a breed and a package for all pets.'],
  ])('%j with user %j -> 400 %s', (estimate, user, message) => {
    const parsed = body(estimate, user);
    const facts = parsed.estimate.pets.map((p) => (p.petId ? { breedId: 4, isDeceased: false } : null));
    expect(refusal(parsed, facts)).toMatchObject({ status: 400, message });
  });

  it('an estimate whose only pet is deceased has nothing to price: refused', () => {
    expect(refusal(body({ pets: [{ petId: 11 }] }), [{ breedId: 4, isDeceased: true }])).toMatchObject({ status: 400, fields: { pets: expect.any(String) } });
  });

  it('a deceased pet needs no package (it is never priced)', () => {
    const alive = { petId: 12, estimatePackage: 'b&b' };
    expect(refusal(body({ pets: [{ petId: 11 }, alive] }), [{ breedId: 4, isDeceased: true }, { breedId: 4, isDeceased: false }])).toBeNull();
    expect(refusal(body({ pets: [{ petId: 11 }] }), [{ breedId: 4, isDeceased: false }])).toMatchObject({
      message: 'A pet estimate requires a breed and a package for all pets.',
      fields: { 'pets.0.estimatePackage': 'A pet estimate requires a breed and a package for all pets.' },
    });
  });

  it.each([
    [{ estimate: { tripFee: 'x', pets: [] }, user: {} }, 'Invalid dollar amount for trip fee'],
    [{ estimate: { tripFee: 1, pets: [{ addonIds: ['a'] }] }, user: {} }, 'Please choose add-ons from the list.'],
    [{ estimate: { tripFee: 1, pets: Array.from({ length: 21 }, () => ({})) }, user: {} }, 'An estimate can hold at most 20 pets.'],
    [{ estimate: { ID: -1, tripFee: 1, pets: [] }, user: {} }, 'A numeric estimate ID is required.'],
  ])('shape %j -> %s', (input, message) => {
    const result = saveEstimateBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
