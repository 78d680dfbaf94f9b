import { describe, expect, it } from 'vitest';
import { fold, type DomainEvent } from '../shared/decider';
import { businessDateOf } from './businessDate';
import { customerFactsFold, petFactsFold, toDateOnly, userFactsFold } from './facts';

const at = '2025-02-01T00:00:00.000Z';
const petAdded: DomainEvent = {
  type: 'PetAdded',
  data: { petId: 11, customerId: 3, userId: 7, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: at },
};

describe('pet facts (folded from Pet-<id>)', () => {
  it('a new pet has no discount, is alive and has no known last groom', () => {
    expect(fold(petFactsFold, [petAdded])).toEqual({
      status: 'active',
      petId: 11,
      customerId: 3,
      userId: 7,
      petName: 'Biscuit',
      breedId: 4,
      animalTypeId: 1,
      isDeceased: false,
      isServicePet: false,
      lastGroomDate: null,
      isOverridingGroomingFee: false,
      overrideGroomingFeePrice: null,
      isDeleted: false,
    });
  });

  it("reads the pets feature's changes, owner changes and deletion", () => {
    const state = fold(petFactsFold, [
      petAdded,
      {
        type: 'PetDetailsChanged',
        data: {
          petId: 11,
          customerId: 3,
          userId: 7,
          changes: { isDeceased: true, isServicePet: true, lastGroomDate: '2024-12-15', breedId: 9, weight: 20 },
          changedAt: at,
        },
      },
      { type: 'PetOwnerChanged', data: { petId: 11, fromCustomerId: 3, fromUserId: 7, toCustomerId: 4, toUserId: 8, changedAt: at } },
      { type: 'PetPictureAdded', data: { petId: 11, fileName: 'a.png' } },
    ]);
    expect(state).toMatchObject({ customerId: 4, userId: 8, breedId: 9, isDeceased: true, isServicePet: true, lastGroomDate: '2024-12-15', isDeleted: false });
    expect(fold(petFactsFold, [petAdded, { type: 'PetDeleted', data: { petId: 11 } }])).toMatchObject({ isDeleted: true });
  });

  it('an event before PetAdded (or none) leaves no pet', () => {
    expect(fold(petFactsFold, [])).toEqual({ status: 'none' });
    expect(fold(petFactsFold, [{ type: 'PetDeleted', data: { petId: 11 } }])).toEqual({ status: 'none' });
  });

  it.each([
    ['2024-12-15', '2024-12-15'],
    ['12-15-2024', '2024-12-15'],
    ['2024-12-15T10:00:00.000Z', '2024-12-15'],
    ['02-30-2024', null],
    ['', null],
    [null, null],
  ])('toDateOnly(%j) = %j', (input, output) => {
    expect(toDateOnly(input)).toBe(output);
  });
});

describe('customer facts (folded from Customer-<id>)', () => {
  const created: DomainEvent = {
    type: 'CustomerCreated',
    data: { customerId: 3, userId: 7, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false, createdAt: at },
  };
  it('follows every event that names a trip charge or a discount flag, never the ids', () => {
    const state = fold(customerFactsFold, [
      created,
      { type: 'CustomerDetailsUpdated', data: { customerId: 3, userId: 7, tripChargeCents: 4200, isMilitary: true, isTaxExempt: true } },
      { type: 'CustomerAcceptedPolicies', data: { customerId: 99, userId: 99, acceptedAt: at } },
      { type: 'CustomerTripChargeChanged', data: { customerId: 3, userId: 7, tripChargeCents: 4500, previousTripChargeCents: 4200 } },
    ]);
    expect(state).toEqual({
      status: 'active',
      customerId: 3,
      userId: 7,
      tripChargeCents: 4500,
      isSeniorCitizen: false,
      isMilitary: true,
      isTaxExempt: true,
    });
  });
});

describe('user facts (folded from User-<id>)', () => {
  it('keeps the contact details an estimate prints, and deletion', () => {
    const created: DomainEvent = {
      type: 'UserCreated',
      data: {
        userId: 7,
        firstName: 'Jane',
        middleName: null,
        lastName: 'Doe',
        emailAddress: 'jane@example.com',
        userTypeId: 5,
        customerId: 3,
        phoneNumber: '(214) 555-1234',
        address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
        createdAt: at,
      },
    };
    expect(fold(userFactsFold, [created])).toMatchObject({ customerId: 3, emailAddress: 'jane@example.com', isDeleted: false });
    expect(fold(userFactsFold, [created, { type: 'UserDeleted', data: { userId: 7 } }])).toMatchObject({ isDeleted: true });
  });
});

describe('business date', () => {
  it.each([
    ['2025-03-01T05:59:00.000Z', '2025-02-28'], // still the evening of Feb 28 in Dallas (CST, UTC-6)
    ['2025-03-01T06:00:00.000Z', '2025-03-01'],
    ['2025-07-04T04:30:00.000Z', '2025-07-03'], // CDT, UTC-5
  ])('%s is %s in America/Chicago', (instant, day) => {
    expect(businessDateOf(instant)).toBe(day);
  });
});
