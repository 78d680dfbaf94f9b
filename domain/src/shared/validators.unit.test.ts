import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  digitsOnly,
  isCreditCard,
  isDate,
  isEmail,
  isInteger,
  isMapsco,
  isMoney,
  isPassword,
  isPhone,
  isPositive,
  isZipcode,
  moneyToCents,
  normalizeMapsco,
  passesLuhn,
} from './validators';

type Case = [input: string, valid: boolean];

const table: Record<string, [(value: string) => boolean, Case[]]> = {
  email: [
    isEmail,
    [
      ['jane@example.com', true],
      ['Jane.Doe+dogs@mail.example.co', true],
      [' jane@example.com ', true],
      ['jane@example', false],
      ['jane@@example.com', false],
      ['jane example@x.com', false],
      ['@example.com', false],
      ['', false],
    ],
  ],
  phone: [
    isPhone,
    [
      ['2145551234', true],
      ['(214) 555-1234', true],
      ['214-555-1234', true],
      ['214.555.1234', true],
      ['1 214 555 1234', true],
      ['+1 (214) 555-1234', true],
      ['12145551234', true],
      ['555-1234', false],
      ['214-555-123', false],
      ['123 214 555 12345', false],
      ['phone', false],
    ],
  ],
  integer: [
    isInteger,
    [
      ['0', true],
      ['42', true],
      ['-7', true],
      ['4.2', false],
      ['4a', false],
      ['', false],
    ],
  ],
  zipcode: [
    isZipcode,
    [
      ['75001', true],
      ['75001-1234', true],
      ['7500', false],
      ['750011', false],
      ['75001-123', false],
      ['ABCDE', false],
    ],
  ],
  mapsco: [
    isMapsco,
    [
      ['123-A', true],
      ['123A-A', true],
      ['123-4', true],
      ['12-A', false],
      ['123AB-A', false],
      ['123-AB', false],
      ['123A', false],
    ],
  ],
  money: [
    isMoney,
    [
      ['39', true],
      ['39.5', true],
      ['39.50', true],
      ['.75', true],
      ['0', true],
      ['39.505', false],
      ['-5', false],
      ['$5', false],
      ['5.', false],
      ['', false],
    ],
  ],
  positive: [
    isPositive,
    [
      ['0', true],
      ['12', true],
      ['1.5', true],
      ['-1', false],
      ['abc', false],
      ['', false],
    ],
  ],
  password: [
    isPassword,
    [
      ['0123456789', true],
      ['a much longer passphrase', true],
      ['012345678', false],
      ['', false],
    ],
  ],
  date: [
    isDate,
    [
      ['01-31-2024', true],
      ['02-29-2024', true],
      ['02-29-2023', false],
      ['13-01-2024', false],
      ['04-31-2024', false],
      ['2024-01-31', false],
      ['1-5-2024', false],
    ],
  ],
  creditCard: [
    isCreditCard,
    [
      ['4111111111111111', true], // Visa
      ['4242 4242 4242 4242', true],
      ['5555555555554444', true], // MasterCard
      ['5105-1051-0510-5100', true],
      ['378282246310005', true], // Amex, 15 digits
      ['6011111111111117', true], // Discover 6011
      ['6500000000000002', true], // Discover 65
      ['4111111111111112', false], // Luhn fails
      ['30569309025904', false], // Diners: passes Luhn, unknown brand
      ['5611111111111118', false], // 56 is not MasterCard
      ['411111111111', false], // too short
      ['41111111111111111', false], // too long
      ['4111a11111111111', false],
    ],
  ],
};

describe('field validators (part 1 §5)', () => {
  for (const [name, [validate, cases]] of Object.entries(table)) {
    describe(name, () => {
      it.each(cases)('%j -> %s', (input, valid) => {
        expect(validate(input)).toBe(valid);
      });
    });
  }
});

describe('card helpers', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['378282246310005', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['30569309025904', null],
  ])('cardBrand(%s) = %s', (input, brand) => {
    expect(cardBrand(input)).toBe(brand);
  });

  it('Luhn accepts the classic example and rejects a changed digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398714')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('money and digits', () => {
  it.each([
    ['39', 3900],
    ['39.5', 3950],
    ['39.05', 3905],
    ['.75', 75],
    ['0', 0],
    ['1234.99', 123499],
  ])('moneyToCents(%s) = %i', (input, cents) => {
    expect(moneyToCents(input)).toBe(cents);
  });

  it('digitsOnly drops formatting', () => {
    expect(digitsOnly('+1 (214) 555-1234')).toBe('12145551234');
  });
});

describe('normalizeMapsco (part 1 §9)', () => {
  it.each([
    ['123-A', '123-A'],
    ['123A-A', '123A-A'],
    ['DA123A-A', '123A-A'],
    [' 123-A ', '123-A'],
  ])('%j -> %j', (input, output) => {
    expect(normalizeMapsco(input)).toBe(output);
  });
});
