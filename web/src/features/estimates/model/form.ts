import {
  DEFAULT_GENERATOR_FEE_CENTS,
  DEFAULT_PACKAGE,
  DEFAULT_TRIP_CHARGE_CENTS,
  PACKAGES,
  normalizeMapsco,
  type EstimateCustomerView,
  type EstimatePackage,
  type EstimatePetFactsView,
  type EstimateUserView,
  type EstimateView,
  type SaveEstimateBodyInput,
} from '@pawroute/domain';
import { centsToInput } from '../../../lib/money';
import { moneyTextToCents } from './money';

/**
 * The estimate form: everything the three steps edit, as the inputs hold it (typed dollars are
 * text). One react-hook-form instance holds it for the whole wizard, so moving between steps
 * keeps what was typed.
 */
export interface EstimatePetForm {
  /** A stable React key (pets have no id until saved). */
  key: string;
  petId: number | null;
  petName: string;
  animalTypeId: number | null;
  breedId: number | null;
  estimatePackage: EstimatePackage;
  includeInEstimate: boolean;
  addonIds: number[];
  otherFee: string;
  otherDescription: string;
  // The pet's own facts (existing pets; the pets feature edits them, not the estimate).
  isDeceased: boolean;
  isServicePet: boolean;
  lastGroomDate: string | null;
  isOverridingGroomingFee: boolean;
  overrideGroomingFeePrice: number | null;
}

export interface EstimateAddressForm {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  mapsco: string;
}

export interface NewUserForm {
  firstName: string;
  middleName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  isAccount: boolean;
}

export interface EstimateForm {
  customerMode: 'new' | 'existing';
  userId: number | null;
  newUser: NewUserForm;
  /** An existing customer's stored address, or another one typed in. */
  /** The customer's primary address, another saved one (`saved:<address ID>`), or one typed in. */
  addressChoice: 'primary' | 'other' | `saved:${number}`;
  address: EstimateAddressForm;
  needsGenerator: boolean;
  tripFee: string;
  generatorFee: string;
  pets: EstimatePetForm[];
}

let keySeed = 0;
export const newPetKey = () => `pet-${Date.now().toString(36)}-${++keySeed}`;

// Part 2 §9: the state defaults to Texas.
export const emptyAddress = (): EstimateAddressForm => ({ address: '', city: '', state: 'Texas', zipcode: '', mapsco: '' });

export function emptyEstimateForm(generatorFeeCents = DEFAULT_GENERATOR_FEE_CENTS): EstimateForm {
  return {
    customerMode: 'new',
    userId: null,
    newUser: { firstName: '', middleName: '', lastName: '', emailAddress: '', phoneNumber: '', isAccount: true },
    addressChoice: 'other',
    address: emptyAddress(),
    needsGenerator: false,
    tripFee: centsToInput(DEFAULT_TRIP_CHARGE_CENTS),
    generatorFee: centsToInput(generatorFeeCents),
    pets: [],
  };
}

export function newPetForm(): EstimatePetForm {
  return {
    key: newPetKey(),
    petId: null,
    petName: '',
    animalTypeId: null,
    breedId: null,
    estimatePackage: DEFAULT_PACKAGE,
    includeInEstimate: true,
    addonIds: [],
    otherFee: '',
    otherDescription: '',
    isDeceased: false,
    isServicePet: false,
    lastGroomDate: null,
    isOverridingGroomingFee: false,
    overrideGroomingFeePrice: null,
  };
}

const factsOf = (pet: EstimatePetFactsView) => ({
  petId: pet.ID,
  petName: pet.petName,
  animalTypeId: pet.animalTypeId,
  breedId: pet.breedId,
  isDeceased: pet.isDeceased,
  isServicePet: pet.isServicePet,
  lastGroomDate: pet.lastGroomDate,
  isOverridingGroomingFee: pet.isOverridingGroomingFee,
  overrideGroomingFeePrice: pet.overrideGroomingFeePrice,
});

const asPackage = (value: string): EstimatePackage =>
  (PACKAGES as readonly string[]).includes(value) ? (value as EstimatePackage) : DEFAULT_PACKAGE;

const addressForm = (a: EstimateUserView['Address'] | EstimateView['Address']): EstimateAddressForm =>
  a
    ? { address: a.address ?? '', city: a.city ?? '', state: a.state ?? '', zipcode: a.zipcode ?? '', mapsco: a.mapsco ?? '' }
    : emptyAddress();

const sameAddress = (a: EstimateAddressForm, b: EstimateAddressForm) =>
  a.address.trim() === b.address.trim() && a.zipcode.trim() === b.zipcode.trim() && a.city.trim() === b.city.trim();

/**
 * The form for an existing customer: every pet of theirs (deceased ones shown, never included),
 * with the package, add-ons and other fee of `from` where it names the pet. `from` is the estimate
 * being edited (`editing`: its pets keep their include toggle, others start off) or the customer's
 * last estimate as a starting point for a new one (every living pet starts included).
 */
export function customerEstimateForm(
  user: EstimateUserView,
  customer: EstimateCustomerView,
  from: EstimateView | null,
  generatorFeeCents: number,
  editing: boolean,
): EstimateForm {
  const base = emptyEstimateForm(generatorFeeCents);
  const stored = addressForm(user.Address);
  const estimateAddress = from?.Address ? addressForm(from.Address) : null;
  const useStored = user.Address !== null && (!estimateAddress || sameAddress(estimateAddress, stored));
  const byPet = new Map((from?.PetEstimates ?? []).map((p) => [p.petId, p]));
  return {
    ...base,
    customerMode: 'existing',
    userId: user.ID,
    addressChoice: useStored ? 'primary' : 'other',
    address: useStored ? stored : (estimateAddress ?? emptyAddress()),
    needsGenerator: from?.needsGenerator ?? false,
    // A new estimate starts at the customer's stored trip charge (part 1 §3), not the last estimate's.
    tripFee: centsToInput(editing && from ? from.tripFee : (customer.tripChargeCents ?? DEFAULT_TRIP_CHARGE_CENTS)),
    generatorFee: centsToInput(from?.generatorFee ?? generatorFeeCents),
    // An estimate being edited keeps its own pet order; the customer's other pets follow.
    pets: orderedPets(customer.Pets, editing ? (from?.PetEstimates ?? []).map((p) => p.petId) : []).map((pet) => {
      const saved = byPet.get(pet.ID);
      return {
        ...newPetForm(),
        ...factsOf(pet),
        key: `pet-${pet.ID}`,
        estimatePackage: saved ? asPackage(saved.estimatePackage) : DEFAULT_PACKAGE,
        // Part 1 §4: a deceased pet cannot be included; a pet left off the estimate stays off.
        includeInEstimate: !pet.isDeceased && (editing ? (saved?.includeInEstimate ?? false) : true),
        addonIds: saved ? saved.addons.map((a) => a.serviceId) : [],
        otherFee: saved && saved.otherFee > 0 ? centsToInput(saved.otherFee) : '',
        otherDescription: saved?.otherDescription ?? '',
      };
    }),
  };
}

function orderedPets(pets: EstimatePetFactsView[], order: number[]): EstimatePetFactsView[] {
  const rank = (id: number) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  return [...pets].sort((a, b) => rank(a.ID) - rank(b.ID));
}

export interface SaveContext {
  estimateId: number | null;
  copiedFromEstimateId: number | null;
  figures: { feeServices: number; feeTrip: number; feeFuel: number; feeGenerator: number; feeSalesTax: number; feeTotal: number; discount: number };
  tripChargeIncrementConsent: boolean;
  saveTripChargeToProfile: boolean;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST estimate/save body (cents), with the preview's figures (the server prices again anyway). */
export function toSaveBody(form: EstimateForm, ctx: SaveContext): SaveEstimateBodyInput {
  const a = form.address;
  return {
    estimate: {
      ID: ctx.estimateId,
      copiedFromEstimateId: ctx.copiedFromEstimateId,
      address: {
        address: blankToNull(a.address),
        city: blankToNull(a.city),
        state: blankToNull(a.state),
        zipcode: blankToNull(a.zipcode),
        mapsco: a.mapsco.trim() ? normalizeMapsco(a.mapsco) : null,
      },
      needsGenerator: form.needsGenerator,
      tripFee: moneyTextToCents(form.tripFee),
      generatorFee: moneyTextToCents(form.generatorFee),
      pets: form.pets.map((pet) => ({
        petId: pet.petId,
        petName: pet.petId === null ? pet.petName.trim() : null,
        breedId: pet.petId === null ? pet.breedId : null,
        estimatePackage: pet.estimatePackage,
        includeInEstimate: pet.includeInEstimate && !pet.isDeceased,
        addonIds: pet.addonIds,
        otherFee: moneyTextToCents(pet.otherFee),
        otherDescription: pet.otherDescription.trim() || null,
      })),
      ...ctx.figures,
    },
    user:
      form.customerMode === 'existing'
        ? { ID: form.userId }
        : {
            firstName: form.newUser.firstName,
            middleName: form.newUser.middleName || null,
            lastName: form.newUser.lastName,
            emailAddress: form.newUser.emailAddress,
            phoneNumber: form.newUser.phoneNumber || null,
            isAccount: form.newUser.isAccount,
          },
    tripChargeIncrementConsent: ctx.tripChargeIncrementConsent,
    saveTripChargeToProfile: ctx.saveTripChargeToProfile,
  };
}
