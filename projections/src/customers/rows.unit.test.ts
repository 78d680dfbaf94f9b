import { describe, expect, it } from 'vitest';
import { fullAddress, nameSearch } from './rows';

describe('customer list helper columns', () => {
  it.each([
    [{ address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: null }, '1 Elm St, Dallas, TX 75001'],
    [{ address: '1 Elm St', city: null, state: null, zipcode: '75001', mapsco: null }, '1 Elm St, 75001'],
    [{ address: '1 Elm St', city: 'Dallas', state: null, zipcode: null, mapsco: '123-A' }, '1 Elm St, Dallas'],
    [null, null],
  ])('fullAddress(%j) = %j', (address, line) => {
    expect(fullAddress(address)).toBe(line);
  });

  it('nameSearch joins the names in lower case, skipping a missing middle name', () => {
    expect(nameSearch('Jane', null, "O'Brien")).toBe("jane o'brien");
    expect(nameSearch('Jane', 'Q', 'Doe')).toBe('jane q doe');
  });
});
