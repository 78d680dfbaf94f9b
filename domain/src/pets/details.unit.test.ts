import { describe, expect, it } from 'vitest';
import { ageOn, localDateOf, readPetDate, toUsDate } from './dates';
import { petUpdateSchema, withAnimalType } from './details';

const valid = { ID: 5, petName: 'Biscuit', animalTypeId: 1, breedId: 4 };
const firstError = (body: Record<string, unknown>) => {
  const result = petUpdateSchema.safeParse(body);
  return result.success ? undefined : [result.error.issues[0]!.path.join('.'), result.error.issues[0]!.message];
};

describe('POST pets/update body (part 1 §5)', () => {
  it('fills the defaults of a whole state with nulls removed', () => {
    expect(petUpdateSchema.parse(valid)).toMatchObject({
      ID: 5,
      sex: 'unknown',
      weight: null,
      birthday: null,
      isDeceased: false,
      isOverridingGroomingFee: false,
      overrideGroomingFeePrice: null,
    });
  });
  it.each([
    [{ ...valid, petName: ' ' }, ['petName', 'A name is required']],
    [{ ...valid, ID: undefined, customerId: 3, petName: '' }, ['petName', 'A pet name is required to add a new pet.']],
    [{ ...valid, breedId: null }, ['breedId', 'A breed is required.']],
    [{ ...valid, ID: undefined, customerId: 3, breedId: undefined }, ['breedId', 'A breed is required to add a new pet.']],
    [{ ...valid, weight: -1 }, ['weight', 'Weight must be a whole number of 0 or more.']],
    [{ ...valid, weight: 2.5 }, ['weight', 'Weight must be a whole number of 0 or more.']],
    [{ ...valid, age: '-3' }, ['age', 'Age must be a whole number of 0 or more.']],
    [{ ...valid, birthday: '01-01-10000' }, ['birthday', 'Year must be less than 9999']],
    [{ ...valid, birthday: '02-30-2020' }, ['birthday', 'Please enter a valid date (MM-DD-YYYY).']],
    [{ ...valid, sex: 'Other' }, ['sex', 'Sex must be unknown, Male or Female.']],
    [{ ...valid, groomingFrequencyWeeks: 0 }, ['groomingFrequencyWeeks', 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).']],
    [{ ...valid, groomingFrequencyWeeks: '53' }, ['groomingFrequencyWeeks', 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).']],
    [{ ...valid, groomingFrequencyWeeks: 2.5 }, ['groomingFrequencyWeeks', 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).']],
    [{ ...valid, groomingFrequencyWeeks: 'six' }, ['groomingFrequencyWeeks', 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).']],
    [{ ...valid, isOverridingGroomingFee: true }, ['overrideGroomingFeePrice', 'A grooming fee is required when overriding the grooming fee.']],
  ])('%j -> %j', (body, expected) => {
    expect(firstError(body)).toEqual(expected);
  });
  it('keeps the override fee only with the toggle on', () => {
    expect(petUpdateSchema.parse({ ...valid, overrideGroomingFeePrice: 4500 }).overrideGroomingFeePrice).toBeNull();
    expect(petUpdateSchema.parse({ ...valid, isOverridingGroomingFee: true, overrideGroomingFeePrice: 4500 }).overrideGroomingFeePrice).toBe(4500);
  });
  it('a grooming frequency is 1 to 52 whole weeks, as a number or digits; empty is none', () => {
    expect(petUpdateSchema.parse({ ...valid, groomingFrequencyWeeks: 1 }).groomingFrequencyWeeks).toBe(1);
    expect(petUpdateSchema.parse({ ...valid, groomingFrequencyWeeks: '52' }).groomingFrequencyWeeks).toBe(52);
    expect(petUpdateSchema.parse({ ...valid, groomingFrequencyWeeks: '' }).groomingFrequencyWeeks).toBeNull();
    expect(petUpdateSchema.parse(valid).groomingFrequencyWeeks).toBeNull();
  });
  it('reads MM-DD-YYYY into the stored YYYY-MM-DD', () => {
    expect(petUpdateSchema.parse({ ...valid, birthday: '03-09-2019' }).birthday).toBe('2019-03-09');
  });
  it('changing the animal type clears the breed', () => {
    expect(withAnimalType({ animalTypeId: 1, breedId: 4 }, 2)).toEqual({ animalTypeId: 2, breedId: null });
    expect(withAnimalType({ animalTypeId: 1, breedId: 4 }, 1)).toEqual({ animalTypeId: 1, breedId: 4 });
  });
});

describe('pet dates', () => {
  it('age is whole years to today', () => {
    expect(ageOn('2019-03-09', '2025-03-08')).toBe(5);
    expect(ageOn('2019-03-09', '2025-03-09')).toBe(6);
    expect(ageOn('2025-03-09', '2025-03-09')).toBe(0);
  });
  it('reads and writes the US form', () => {
    expect(readPetDate('3-9-2019')).toEqual({ ok: true, iso: '2019-03-09' });
    expect(readPetDate('12-31-99999')).toEqual({ ok: false, reason: 'yearTooLarge' });
    expect(toUsDate('2019-03-09')).toBe('03-09-2019');
  });
  it('today is the business-local day', () => {
    expect(localDateOf('2025-03-02T03:00:00.000Z', 'America/Chicago')).toBe('2025-03-01');
    expect(localDateOf('2025-03-02T07:00:00.000Z', 'America/Chicago')).toBe('2025-03-02');
  });
});
