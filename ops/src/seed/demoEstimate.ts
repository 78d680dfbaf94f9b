import {
  DEFAULT_FUEL_CHARGE,
  DEFAULT_SALES_TAX,
  DEFAULT_TRIP_CHARGE_CENTS,
  SEED_BREEDS,
  priceInputFor,
  type AddressData,
  type EstimatePackage,
  type PriceCatalog,
  type SaveEstimate,
} from '@pawroute/domain';

/**
 * A new estimate for some of a customer's pets, priced like estimate/save prices it (priceInputFor over
 * the seeded breed prices and default rates; no add-ons, no other fees). Shared by the demo seed and the
 * schedule benchmark's history, which both book appointments from estimates.
 */
export interface DemoEstimatePet {
  petId: number;
  petName: string;
  breedId: number;
}

export interface DemoEstimateInput {
  estimateId: number;
  customerId: number;
  userId: number;
  address: AddressData | null;
  emailAddress: string;
  phoneNumber: string | null;
  pets: readonly DemoEstimatePet[];
  estimatePackage?: EstimatePackage;
  /** Business-local date the estimate is priced as of. */
  asOf: string;
}

const BREEDS = new Map(SEED_BREEDS.map((b) => [b.id, b]));

const SEED_CATALOG: PriceCatalog = {
  breed: (breedId) => BREEDS.get(breedId),
  addon: () => undefined,
  salesTax: DEFAULT_SALES_TAX,
  fuelCharge: DEFAULT_FUEL_CHARGE,
};

const addressLine = (a: AddressData | null): string =>
  a ? [a.address, a.city, [a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

export function demoEstimateCommand(input: DemoEstimateInput): SaveEstimate {
  const estimatePackage = input.estimatePackage ?? 'b&b';
  const breedOf = (pet: DemoEstimatePet) => {
    const breed = BREEDS.get(pet.breedId);
    if (!breed) throw new Error(`demo estimate: unknown breed ${pet.breedId}`);
    return breed;
  };
  const priceInput = priceInputFor(
    {
      asOf: input.asOf,
      customer: { isSeniorCitizen: false, isMilitary: false, isTaxExempt: false },
      pets: input.pets.map((pet) => ({
        pet: { id: pet.petId },
        breedId: pet.breedId,
        estimatePackage,
        includeInEstimate: true,
        addonIds: [],
        otherFee: 0,
      })),
      tripFee: DEFAULT_TRIP_CHARGE_CENTS,
      needsGenerator: false,
      generatorFee: 0,
    },
    SEED_CATALOG,
  );
  return {
    type: 'SaveEstimate',
    data: {
      estimateId: input.estimateId,
      isNew: true,
      copiedFromEstimateId: null,
      customerId: input.customerId,
      userId: input.userId,
      address: input.address
        ? { address: input.address.address, city: input.address.city, state: input.address.state, zipcode: input.address.zipcode, mapsco: input.address.mapsco }
        : null,
      addressString: addressLine(input.address),
      emailString: input.emailAddress,
      phoneNumberString: input.phoneNumber ?? '',
      needsGenerator: false,
      tripFee: DEFAULT_TRIP_CHARGE_CENTS,
      generatorFee: 0,
      pets: input.pets.map((pet) => {
        const breed = breedOf(pet);
        return {
          petId: pet.petId,
          petName: pet.petName,
          breedId: breed.id,
          breed: breed.breed,
          animalTypeId: breed.animalTypeId,
          estimatePackage,
          includeInEstimate: true,
          isDeceased: false,
          isServicePet: false,
          otherFee: 0,
          otherDescription: '',
          addons: [],
        };
      }),
      priceInput,
      customerTripChargeCents: DEFAULT_TRIP_CHARGE_CENTS,
      tripChargeIncrementConsent: false,
    },
  };
}

/** The appointment length of an estimate's pets (the seeded breeds' minutes; pets have no own minutes yet). */
export const seededBreedsForLength = SEED_BREEDS.map((b) => ({ ID: b.id, minutesToGroom: b.minutesToGroom }));
