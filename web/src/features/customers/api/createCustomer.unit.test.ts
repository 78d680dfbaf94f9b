import { USER_TYPE_IDS } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { createUserSchema, emptyCreateCustomerForm, toCreateUserInput } from './createCustomer';

const form = { ...emptyCreateCustomerForm, firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' };

describe('the new-customer form -> POST /api/v4/user/create body', () => {
  it('starts with the state Texas (part 2 §9)', () => {
    expect(emptyCreateCustomerForm.AddressInfo.state).toBe('Texas');
  });

  it('sends no address when only the pre-filled state is there', () => {
    const body = createUserSchema.parse(toCreateUserInput(form));
    expect(body).toMatchObject({ UserTypeID: USER_TYPE_IDS.Customer, isAccount: false });
    expect(body.AddressInfo).toBeUndefined();
    expect(body.middleName).toBeUndefined();
  });

  it('sends the address once any of it is filled in', () => {
    const body = createUserSchema.parse(
      toCreateUserInput({
        ...form,
        AddressInfo: { address: '12 Analytical Way', city: 'Dallas', state: 'Texas', zipcode: '75201', mapsco: '123-A' },
      }),
    );
    expect(body.AddressInfo).toEqual({
      address: '12 Analytical Way',
      city: 'Dallas',
      state: 'Texas',
      zipcode: '75201',
      mapsco: '123-A',
    });
  });

  it("asks for the street line of a started address, in the domain's words", () => {
    const result = createUserSchema.safeParse(
      toCreateUserInput({ ...form, AddressInfo: { ...form.AddressInfo, zipcode: '75201' } }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['AddressInfo.address', 'Address is required.'],
    ]);
  });
});
