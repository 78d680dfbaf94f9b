import { describe, expect, it } from 'vitest';
import { ageFromBirthday, toBody, toFormValues, validatePetForm } from './petForm';

const values = { ...toFormValues(null, 1), petName: 'Biscuit', breedId: '4' };

describe('the pet form', () => {
  it('starts a new pet as sex unknown, with the default animal type', () => {
    expect(toFormValues(null, 1)).toMatchObject({ sex: 'unknown', animalTypeId: '1', breedId: '' });
  });
  it('sends the override fee in cents only with the toggle on', () => {
    expect(toBody({ ...values, overrideGroomingFee: '45.50' }, null, 3).overrideGroomingFeePrice).toBeNull();
    expect(toBody({ ...values, isOverridingGroomingFee: true, overrideGroomingFee: '45.50' }, null, 3).overrideGroomingFeePrice).toBe(4550);
  });
  it("shows the server's messages before sending", () => {
    expect(validatePetForm({ ...values, petName: '', weight: '-1' }, null, 3, '2025-03-01')).toEqual({
      petName: 'A pet name is required to add a new pet.',
      weight: 'Weight must be a whole number of 0 or more.',
    });
    expect(validatePetForm({ ...values, birthday: '03-02-2025' }, null, 3, '2025-03-01')).toEqual({
      birthday: 'The birthday cannot be in the future.',
    });
    expect(validatePetForm({ ...values, birthday: '01-01-10000' }, null, 3, '2025-03-01')).toEqual({ birthday: 'Year must be less than 9999' });
    expect(validatePetForm({ ...values, isOverridingGroomingFee: true, overrideGroomingFee: '4.555' }, null, 3, '2025-03-01')).toMatchObject({
      overrideGroomingFee: 'Please enter a valid dollar amount.',
    });
  });
  it("checks the grooming frequency with the domain's schema (1-52 weeks) and sends it as typed", () => {
    const message = 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).';
    expect(validatePetForm({ ...values, groomingFrequencyWeeks: '0' }, null, 3, '2025-03-01')).toEqual({ groomingFrequencyWeeks: message });
    expect(validatePetForm({ ...values, groomingFrequencyWeeks: '60' }, null, 3, '2025-03-01')).toEqual({ groomingFrequencyWeeks: message });
    expect(validatePetForm({ ...values, groomingFrequencyWeeks: '6' }, null, 3, '2025-03-01')).toEqual({});
    expect(toBody({ ...values, groomingFrequencyWeeks: '6' }, null, 3).groomingFrequencyWeeks).toBe('6');
  });
  it('recalculates age from the birthday', () => {
    expect(ageFromBirthday('03-01-2020', '2025-03-01')).toBe('5');
    expect(ageFromBirthday('03-0', '2025-03-01')).toBeNull();
  });
});
