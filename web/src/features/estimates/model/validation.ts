import {
  ESTIMATE_API_MESSAGES,
  PET_MESSAGES,
  USER_MESSAGES,
  createUserSchema,
  estimateDraftSchema,
  normalizeMapsco,
  type EstimateDraftInput,
} from '@pawroute/domain';
import type { EstimateForm } from './form';
import { moneyTextToCents } from './money';
import type { StepKey } from './steps';

/**
 * The form checked with the server's own rules: the §5 estimate draft (spec messages, word for
 * word) and, for a new customer, user/create's schema. Each problem names the form field it belongs
 * to and the step that field is on, so a step's Next shows that step's problems only.
 */
export interface Problem {
  /** A react-hook-form field path. */
  field: string;
  message: string;
  step: StepKey;
}

export const CHOOSE_CUSTOMER = 'Please choose a customer.';

const draftFieldToForm = (path: string): { field: string; step: StepKey } => {
  if (path === 'emailAddress') return { field: 'newUser.emailAddress', step: 'info' };
  if (path.startsWith('address')) return { field: path, step: 'info' };
  // The whole list (no pet included) is the field array's root error.
  if (path === 'pets') return { field: 'pets.root', step: 'pets' };
  if (path.startsWith('pets')) return { field: path, step: 'pets' };
  return { field: path, step: 'confirmation' };
};

/** `askMapsco`: the service area is drawn by Mapsco (docs/RULES.md SA-KIND; the default while it loads). */
export function draftOf(form: EstimateForm, askMapsco = true): EstimateDraftInput {
  return {
    askMapsco,
    isNewUser: form.customerMode === 'new',
    isAccount: form.newUser.isAccount,
    emailAddress: form.newUser.emailAddress,
    address: { zipcode: form.address.zipcode, mapsco: form.address.mapsco.trim() ? normalizeMapsco(form.address.mapsco) : '' },
    tripFee: moneyTextToCents(form.tripFee),
    needsGenerator: form.needsGenerator,
    generatorFee: moneyTextToCents(form.generatorFee),
    pets: form.pets.map((pet) => ({
      petId: pet.petId,
      breedId: pet.breedId,
      estimatePackage: pet.estimatePackage,
      includeInEstimate: pet.includeInEstimate,
      isDeceased: pet.isDeceased,
      otherFee: moneyTextToCents(pet.otherFee),
    })),
  };
}

export function problemsOf(form: EstimateForm, options: { canCreateCustomer: boolean; askMapsco?: boolean }): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string, step: StepKey) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message, step });
  };

  if (form.customerMode === 'existing' && form.userId === null) add('userId', CHOOSE_CUSTOMER, 'info');
  if (form.customerMode === 'new' && !options.canCreateCustomer) add('userId', ESTIMATE_API_MESSAGES.noCustomer, 'info');

  const draft = estimateDraftSchema.safeParse(draftOf(form, options.askMapsco ?? true));
  if (!draft.success) {
    for (const issue of draft.error.issues) {
      const { field, step } = draftFieldToForm(issue.path.join('.'));
      add(field, issue.message, step);
    }
  }

  if (form.customerMode === 'new') {
    const user = createUserSchema.safeParse({
      firstName: form.newUser.firstName,
      middleName: form.newUser.middleName,
      lastName: form.newUser.lastName,
      emailAddress: form.newUser.emailAddress,
      phoneNumber: form.newUser.phoneNumber,
      AddressInfo: form.address,
      isAccount: form.newUser.isAccount,
    });
    if (!user.success) {
      for (const issue of user.error.issues) {
        const path = issue.path.join('.');
        add(path.startsWith('AddressInfo') ? path.replace('AddressInfo', 'address') : `newUser.${path}`, issue.message, 'info');
      }
    }
  }
  if (!form.address.address.trim()) add('address.address', USER_MESSAGES.addressRequired, 'info');

  form.pets.forEach((pet, index) => {
    if (pet.petId !== null && pet.petId > 0) return;
    if (!pet.petName.trim()) add(`pets.${index}.petName`, PET_MESSAGES.newPetNameRequired, 'pets');
    if (pet.breedId === null) add(`pets.${index}.breedId`, PET_MESSAGES.newPetBreedRequired, 'pets');
  });
  return problems.sort((a, b) => rank(a.field) - rank(b.field));
}

// The order the fields appear on screen, so the first problem is the first one the user meets.
const INFO_ORDER = [
  'userId', 'newUser.firstName', 'newUser.middleName', 'newUser.lastName', 'newUser.emailAddress', 'newUser.phoneNumber',
  'address.address', 'address.city', 'address.state', 'address.zipcode', 'address.mapsco',
];
const PET_ORDER = ['petName', 'animalTypeId', 'breedId', 'estimatePackage', 'addonIds', 'otherFee', 'otherDescription'];

function rank(field: string): number {
  const info = INFO_ORDER.indexOf(field);
  if (info >= 0) return info;
  const pet = /^pets\.(\d+)\.(\w+)/.exec(field);
  if (pet) return 100 + Number(pet[1]) * 10 + Math.max(0, PET_ORDER.indexOf(pet[2]!));
  return field === 'tripFee' ? 10_000 : 10_001;
}

/** The problems of one step, in the order the step shows its fields. */
export const problemsOfStep = (problems: Problem[], step: StepKey): Problem[] => problems.filter((p) => p.step === step);

/**
 * The form's resolver: the same problems as nested field errors, so react-hook-form checks a field
 * after blur (part 1 §5) and again as it changes, with the server's rules and messages.
 */
export function resolverErrors(problems: Problem[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const problem of problems) {
    const parts = problem.field.split('.');
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = { type: 'rule', message: problem.message };
      } else {
        node[part] = (node[part] as Record<string, unknown> | undefined) ?? (/^\d+$/.test(parts[i + 1]!) ? [] : {});
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return errors;
}
