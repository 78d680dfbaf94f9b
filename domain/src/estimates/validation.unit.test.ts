import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES as M } from './messages';
import { priceEstimateInputSchema } from './inputSchema';
import { estimateDraftSchema, estimateFeeInputSchema, type EstimateDraftInput } from './validation';

const VALID: EstimateDraftInput = {
  isNewUser: false,
  address: { zipcode: '75201', mapsco: '123A-B' },
  tripFee: 3900,
  needsGenerator: false,
  generatorFee: 1000,
  pets: [{ petId: 1, breedId: 4, estimatePackage: 'b&b', includeInEstimate: true, otherFee: 0 }],
};

const draft = (overrides: Partial<EstimateDraftInput>): EstimateDraftInput => ({ ...VALID, ...overrides });

function issues(input: unknown) {
  const result = estimateDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') }));
}

describe('estimateDraftSchema: the spec\'s messages, word for word', () => {
  it('given a complete draft, then it passes', () => {
    expect(issues(VALID)).toEqual([]);
  });

  it.each([
    {
      given: 'an existing user and an address without a ZIP Code',
      input: draft({ address: { zipcode: '', mapsco: '123-A' } }),
      then: [{ message: 'An estimate requires a valid ZIP Code for the selected address', path: 'address.zipcode' }],
    },
    {
      given: 'an existing user and a bad ZIP Code',
      input: draft({ address: { zipcode: '7520', mapsco: '123-A' } }),
      then: [{ message: 'An estimate requires a valid ZIP Code for the selected address', path: 'address.zipcode' }],
    },
    {
      given: 'an existing user and a bad Mapsco',
      input: draft({ address: { zipcode: '75201-1234', mapsco: '12-A' } }),
      then: [{ message: 'An estimate requires a valid Mapsco for the selected address', path: 'address.mapsco' }],
    },
    {
      given: 'an existing user and no address selected',
      input: draft({ address: null }),
      then: [
        { message: 'An estimate requires a valid ZIP Code for the selected address', path: 'address.zipcode' },
        { message: 'An estimate requires a valid Mapsco for the selected address', path: 'address.mapsco' },
      ],
    },
    {
      given: 'a new user and a bad Mapsco',
      input: draft({ isNewUser: true, emailAddress: 'new@example.com', address: { zipcode: '75201', mapsco: '' } }),
      then: [{ message: 'An estimate requires a valid ZIP Code and Mapsco for the selected address.', path: 'address.mapsco' }],
    },
    {
      given: 'SA-KIND: the area drawn by ZIP Code or drive time, and no Mapsco',
      input: draft({ askMapsco: false, address: { zipcode: '75201', mapsco: '' } }),
      then: [],
    },
    {
      given: 'SA-KIND: no Mapsco asked, a new user without a ZIP Code: the ZIP Code alone is named',
      input: draft({ askMapsco: false, isNewUser: true, emailAddress: 'new@example.com', address: { zipcode: '', mapsco: '' } }),
      then: [{ message: 'An estimate requires a valid ZIP Code for the selected address', path: 'address.zipcode' }],
    },
    {
      given: 'a new user and a bad ZIP Code',
      input: draft({ isNewUser: true, emailAddress: 'new@example.com', address: { zipcode: 'abcde', mapsco: '123-A' } }),
      then: [{ message: 'An estimate requires a valid ZIP Code and Mapsco for the selected address.', path: 'address.zipcode' }],
    },
    {
      given: 'a new account without an email address',
      input: draft({ isNewUser: true, isAccount: true, emailAddress: '  ' }),
      then: [{ message: 'An email address is required when creating a new account.', path: 'emailAddress' }],
    },
    {
      given: 'an included pet without a breed',
      input: draft({ pets: [{ breedId: null, estimatePackage: 'b&b' }] }),
      then: [{ message: 'A pet estimate requires a breed and a package for all pets.', path: 'pets.0.breedId' }],
    },
    {
      given: 'an included pet with an unknown package',
      input: draft({ pets: [{ breedId: 4, estimatePackage: 'gold' }] }),
      then: [{ message: 'A pet estimate requires a breed and a package for all pets.', path: 'pets.0.estimatePackage' }],
    },
    {
      given: 'an included pet without a package',
      input: draft({ pets: [VALID.pets[0], { breedId: 4 }] }),
      then: [{ message: 'A pet estimate requires a breed and a package for all pets.', path: 'pets.1.estimatePackage' }],
    },
    {
      given: 'no pets at all',
      input: draft({ pets: [] }),
      then: [{ message: M.noPetIncluded, path: 'pets' }],
    },
    {
      given: 'pets, none of them included (one left off, one deceased)',
      input: draft({ pets: [{ ...VALID.pets[0], includeInEstimate: false }, { ...VALID.pets[0], petId: 2, isDeceased: true }] }),
      then: [{ message: M.noPetIncluded, path: 'pets' }],
    },
    {
      given: 'a fractional other fee',
      input: draft({ pets: [{ ...VALID.pets[0], otherFee: 12.5 }] }),
      then: [{ message: 'Invalid dollar amount for other fee', path: 'pets.0.otherFee' }],
    },
    {
      given: 'a negative trip fee',
      input: draft({ tripFee: -100 }),
      then: [{ message: 'Invalid dollar amount for trip fee', path: 'tripFee' }],
    },
    {
      given: 'a trip fee sent as text',
      input: draft({ tripFee: '39.00' as unknown as number }),
      then: [{ message: 'Invalid dollar amount for trip fee', path: 'tripFee' }],
    },
    {
      given: 'a fractional generator fee',
      input: draft({ generatorFee: 10.25 }),
      then: [{ message: 'Invalid dollar amount for generator fee', path: 'generatorFee' }],
    },
  ])('given $given', ({ input, then }) => {
    expect(issues(input)).toEqual(then);
  });

  it.each([
    { given: 'an existing user without an email address', input: draft({ emailAddress: null }) },
    { given: 'a new user without a login account and without an email address', input: draft({ isNewUser: true, isAccount: false, emailAddress: '' }) },
    { given: 'a not-included pet without a breed or package', input: draft({ pets: [VALID.pets[0], { includeInEstimate: false }] }) },
    { given: 'a deceased pet without a breed or package', input: draft({ pets: [VALID.pets[0], { isDeceased: true }] }) },
    { given: 'no generator fee', input: draft({ generatorFee: null }) },
  ])('given $given, then it passes', ({ input }) => {
    expect(issues(input)).toEqual([]);
  });

  it('given several problems, then they come in screen order (the first is the toast)', () => {
    const input = draft({
      address: { zipcode: '', mapsco: '123-A' },
      tripFee: -1,
      pets: [{ breedId: null, estimatePackage: 'b&b', otherFee: -5 }],
    });
    expect(issues(input).map((issue) => issue.message)).toEqual([
      M.zipcodeRequired, M.invalidTripFee, M.breedAndPackageRequired, M.invalidOtherFee,
    ]);
  });
});

describe('estimateFeeInputSchema: a typed dollar amount to cents', () => {
  const schema = estimateFeeInputSchema(M.invalidOtherFee);
  it.each([
    { text: '12.50', then: 1250 },
    { text: '12.5', then: 1250 },
    { text: '0.07', then: 7 },
    { text: '39', then: 3900 },
    { text: ' 10.10 ', then: 1010 },
    { text: '', then: 0 },
  ])('"$text" -> $then', ({ text, then }) => {
    expect(schema.parse(text)).toBe(then);
  });

  it.each(['-5', '12.345', 'abc', '1,000', '$5'])('"%s" fails with the fee\'s message', (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Invalid dollar amount for other fee');
  });
});

describe('priceEstimateInputSchema', () => {
  const input = {
    asOf: '2024-06-15',
    customer: { isSeniorCitizen: true },
    pets: [{ pet: { id: 1, lastGroomDate: null }, breed: { bathBrushPrice: 6000, deluxePrice: 8500 }, estimatePackage: 'b&b' }],
  };

  it('accepts what priceEstimate takes, negative prices included', () => {
    expect(priceEstimateInputSchema.safeParse(input).success).toBe(true);
    const negative = { ...input, pets: [{ ...input.pets[0], otherFee: -300 }] };
    expect(priceEstimateInputSchema.safeParse(negative).success).toBe(true);
  });

  it.each([
    { given: 'a MM-DD-YYYY estimate date', change: { asOf: '06-15-2024' } },
    { given: 'an unknown package', change: { pets: [{ ...input.pets[0], estimatePackage: 'gold' }] } },
    { given: 'fractional cents', change: { tripFee: 39.5 } },
    { given: 'a negative trip fee', change: { tripFee: -1 } },
    { given: 'a rate above 1', change: { salesTaxRate: 8.25 } },
  ])('refuses $given', ({ change }) => {
    expect(priceEstimateInputSchema.safeParse({ ...input, ...change }).success).toBe(false);
  });
});
