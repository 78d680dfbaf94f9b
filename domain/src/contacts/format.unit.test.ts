import { describe, expect, it } from 'vitest';
import { displayAddressLine, formatAddressLine, stateName } from './format';

describe('addresses show one form of the state', () => {
  it.each([
    ['TX', 'Texas'],
    ['tx', 'Texas'],
    [' Texas ', 'Texas'],
    ['NM', 'New Mexico'],
    ['Ontario', 'Ontario'],
    ['', ''],
    [null, ''],
  ])('stateName(%j) = %j', (given, expected) => expect(stateName(given)).toBe(expected));

  it('formats a line with the full state name and leaves out empty parts', () => {
    expect(formatAddressLine({ address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205' })).toBe('4512 Mockingbird Ln, Dallas, Texas 75205');
    expect(formatAddressLine({ address: '1 Elm St', city: 'Dallas', state: 'Texas', zipcode: '' })).toBe('1 Elm St, Dallas, Texas');
    expect(formatAddressLine({ address: '1 Elm St', city: null, state: null, zipcode: '75001' })).toBe('1 Elm St, 75001');
    expect(formatAddressLine(null)).toBe('');
  });

  it.each([
    ['1 Elm St, Dallas, TX 75001', '1 Elm St, Dallas, Texas 75001'],
    ['1 Elm St, Dallas, TX 75001-1234', '1 Elm St, Dallas, Texas 75001-1234'],
    ['1 Elm St, Dallas, TX', '1 Elm St, Dallas, Texas'],
    ['1 Elm St, Dallas, Texas 75001', '1 Elm St, Dallas, Texas 75001'],
    ['1 Elm St, Dallas, ZZ 75001', '1 Elm St, Dallas, ZZ 75001'],
    ['1 Elm St', '1 Elm St'],
  ])('displayAddressLine(%j) = %j', (given, expected) => expect(displayAddressLine(given)).toBe(expected));
});
