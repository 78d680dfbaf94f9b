import { describe, expect, it } from 'vitest';
import { createUserSchema } from './bodies';

const valid = { firstName: 'Jane', lastName: 'Doe', emailAddress: 'jane@example.com' };

function firstMessage(body: unknown): string | undefined {
  const result = createUserSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('createUserSchema (POST /api/v4/user/create)', () => {
  it('accepts the three required fields and fills the defaults', () => {
    expect(createUserSchema.parse(valid)).toEqual({ ...valid, isAccount: false });
  });

  it('trims text, drops blank optional fields and reads a numeric user type id from text', () => {
    const parsed = createUserSchema.parse({
      ...valid,
      firstName: '  Jane ',
      middleName: '',
      phoneNumber: null,
      UserTypeID: '5',
      AddressInfo: { address: '', city: '', state: '', zipcode: '', mapsco: '' },
      isAccount: null,
    });
    expect(parsed).toEqual({ ...valid, UserTypeID: 5, isAccount: false });
  });

  it('keeps a full address and normalizes a prefixed Mapsco', () => {
    const parsed = createUserSchema.parse({
      ...valid,
      phoneNumber: '(214) 555-1234',
      AddressInfo: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: 'DA123A-A' },
    });
    expect(parsed.AddressInfo).toEqual({ address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123A-A' });
    expect(parsed.phoneNumber).toBe('(214) 555-1234');
  });

  it.each([
    [{ lastName: 'Doe', emailAddress: 'jane@example.com' }, 'First name is required.'],
    [{ ...valid, firstName: '   ' }, 'First name is required.'],
    [{ ...valid, lastName: '' }, 'Last name is required.'],
    [{ firstName: 'Jane', lastName: 'Doe' }, 'Email address is required.'],
    [{ ...valid, emailAddress: 'jane@' }, 'Please enter a valid email address.'],
    [{ ...valid, firstName: 'x'.repeat(51) }, 'Must be at most 50 characters.'],
    [{ ...valid, phoneNumber: '555-12' }, 'Please enter a valid phone number.'],
    [{ ...valid, UserTypeID: 'abc' }, 'Please select a valid user type.'],
    [{ ...valid, UserTypeID: 0 }, 'Please select a valid user type.'],
    [{ ...valid, UserTypeID: 2 ** 31 }, 'Please select a valid user type.'],
    [{ ...valid, AddressInfo: { address: '1 Elm St', zipcode: '7500' } }, 'Please enter a valid zipcode.'],
    [{ ...valid, AddressInfo: { address: '1 Elm St', mapsco: '12-A' } }, 'Please enter a valid Mapsco (Ex: 123-A or 123A-A)'],
    [{ ...valid, AddressInfo: { city: 'Dallas' } }, 'Address is required.'],
    [{ ...valid, AddressInfo: { address: 'x'.repeat(101) } }, 'Must be at most 100 characters.'],
    [{ ...valid, isAccount: 'yes' }, 'isAccount must be true or false.'],
    ['not an object', 'Invalid input: expected object, received string'],
  ])('%j -> %s', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });
});
