import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addNewCardSchema,
  createAddressSchema,
  createEmailSchema,
  createPhoneNumberSchema,
  updateAddressSchema,
} from './bodies';

function firstMessage(schema: z.ZodType, body: unknown): string | undefined {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const address = { userId: 7, address: '1 Elm St' };
const card = {
  userId: 7,
  nameOnCard: 'Jane Doe',
  cardNumber: '4111111111111111',
  expiration: '12/30',
  securityCode: '123',
  billingZipcode: '75001',
};

describe('address bodies (part 1 §5)', () => {
  it('fills the defaults: state Texas, nothing else', () => {
    expect(createAddressSchema.parse(address)).toEqual({
      userId: 7,
      address: '1 Elm St',
      city: null,
      state: 'Texas',
      zipcode: null,
      mapsco: null,
      mapscoCityId: null,
      notes: null,
      isPrimary: undefined,
      needsGenerator: undefined,
    });
  });

  it('normalizes a Mapsco longer than 6 characters (part 1 §9)', () => {
    expect(createAddressSchema.parse({ ...address, mapsco: 'DA123A-A' }).mapsco).toBe('123A-A');
  });

  it.each([
    [{ address: '1 Elm St' }, 'A user is required to create an address'],
    [{ ...address, userId: 'abc' }, 'A user is required to create an address'],
    [{ ...address, userId: 0 }, 'A user is required to create an address'],
    [{ ...address, address: '  ' }, 'Address is required.'],
    [{ ...address, address: 'x'.repeat(101) }, 'Must be at most 100 characters.'],
    [{ ...address, zipcode: '7500' }, 'Please enter a valid zipcode.'],
    [{ ...address, zipcode: '75001-12' }, 'Please enter a valid zipcode.'],
    [{ ...address, mapsco: '12-A' }, 'Please enter a valid Mapsco (Ex: 123-A or 123A-A)'],
    [{ ...address, mapsco: '123-AB' }, 'Please enter a valid Mapsco (Ex: 123-A or 123A-A)'],
    [{ ...address, notes: 'n'.repeat(251) }, 'Must be at most 250 characters.'],
    [{ ...address, city: 'c'.repeat(51) }, 'Must be at most 50 characters.'],
    [{ ...address, isPrimary: 'maybe' }, 'Must be true or false.'],
    [{ ...address, mapscoCityId: -1 }, 'Please select a valid Mapsco city.'],
    [{ ...address, zipcode: '75001', mapsco: '123-A', notes: 'Gate code 42' }, undefined],
  ])('%j -> %s', (body, message) => {
    expect(firstMessage(createAddressSchema, body)).toBe(message);
  });

  it('update: absent keeps, empty clears, the street line cannot be cleared', () => {
    expect(updateAddressSchema.parse({ addressId: '3', city: '', zipcode: '75001-1234' })).toMatchObject({
      addressId: 3,
      city: null,
      zipcode: '75001-1234',
    });
    expect(firstMessage(updateAddressSchema, { addressId: 3, address: '' })).toBe('Address is required.');
    expect(firstMessage(updateAddressSchema, { city: 'Dallas' })).toBe('A numeric ID is required.');
  });
});

describe('phone and email bodies', () => {
  it.each([
    [{ phoneNumber: '2145551234' }, 'A user is required to create new phone number'],
    [{ userId: 7 }, 'A phone number is required.'],
    [{ userId: 7, phoneNumber: '555-12' }, 'Please enter a valid phone number.'],
    [{ userId: 7, phoneNumber: '2145551234', extension: '12345' }, 'Must be at most 4 characters.'],
    [{ userId: 7, phoneNumber: '+1 (214) 555-1234', extension: '1234', label: 'Cell' }, undefined],
  ])('phone %j -> %s', (body, message) => {
    expect(firstMessage(createPhoneNumberSchema, body)).toBe(message);
  });

  it.each([
    [{ emailAddress: 'a@example.com' }, 'A user is required to create new email'],
    [{ userId: 7 }, 'An email address is required.'],
    [{ userId: 7, emailAddress: 'a@' }, 'Please enter a valid email address.'],
    [{ userId: 7, emailAddress: 'a@example.com', label: 'Work' }, undefined],
  ])('email %j -> %s', (body, message) => {
    expect(firstMessage(createEmailSchema, body)).toBe(message);
  });
});

describe('POST user/addNewCard body (part 1 §5, word for word)', () => {
  it('accepts a valid card and keeps only digits of the number', () => {
    expect(addNewCardSchema.parse({ ...card, cardNumber: '4111 1111 1111 1111' }).cardNumber).toBe('4111111111111111');
  });

  it.each([
    [{ ...card, userId: undefined }, 'A user is required to create a credit card'],
    [{ ...card, nameOnCard: '' }, 'A name for the credit card is required.'],
    [{ ...card, cardNumber: '' }, 'A card number for the credit card is required.'],
    [{ ...card, cardNumber: undefined }, 'A card number for the credit card is required.'],
    [{ ...card, cardNumber: '4111111111111112' }, 'Credit card number is invalid'], // Luhn
    [{ ...card, cardNumber: '30569309025904' }, 'Credit card number is invalid'], // no known brand
    [{ ...card, cardNumber: '41111111111111111' }, 'Credit card number is invalid'], // 17 digits
    [{ ...card, cardNumber: 4111111111111111 }, 'Credit card number is invalid'], // sent, just not as text: invalid, not missing
    [{ ...card, expiration: '' }, 'A expiration for the credit card is required.'],
    [{ ...card, expiration: '13/30' }, 'Please enter the expiration as MM/YY, for example 08/27.'],
    [{ ...card, expiration: '12/2030' }, 'Please enter the expiration as MM/YY, for example 08/27.'],
    [{ ...card, securityCode: '' }, 'A security code for the credit card is required.'],
    [{ ...card, securityCode: '12345' }, 'The security code is the 3 or 4 digits on the card.'],
    [{ ...card, securityCode: '12a' }, 'The security code is the 3 or 4 digits on the card.'],
    [{ ...card, billingZipcode: '' }, 'A valid billing zipcode for the credit card is required.'],
    [{ ...card, billingZipcode: '7500' }, 'Please enter a valid billing zipcode (5 digits, or 5+4).'],
    [{ ...card, billingZipcode: '75001-12345' }, 'Please enter a valid billing zipcode (5 digits, or 5+4).'],
    [{ ...card, cardNumber: '378282246310005', securityCode: '1234' }, undefined],
  ])('%j -> %s', (body, message) => {
    expect(firstMessage(addNewCardSchema, body)).toBe(message);
  });

  it('never puts the number or the code into an error', () => {
    const result = addNewCardSchema.safeParse({ ...card, cardNumber: '4111111111111112', securityCode: '98765' });
    expect(JSON.stringify(result.error?.issues)).not.toMatch(/4111111111111112|98765/);
  });
});
