import { webPriceEstimateSchema, type WebPriceEstimate } from './webPriceEstimate';
import { z } from 'zod';
import { INT4_MAX, isStorableText, STORABLE_MESSAGES } from '../shared/storable';
import { ADDRESS_MAX, FIELD_MESSAGES, TEXT_MAX, VALIDATION_MESSAGES, isEmail, isPhone, isZipcode } from '../shared/validators';

/**
 * POST /api/v4/entrance/signup (part 2 §5.2, §7.1, §8.1), shared by the /sign-up form and the server.
 * The checks run in the spec's order and the first one broken is the answer's message; the form
 * shows the same message from the same function before anything is sent.
 */
export const SIGN_UP_MESSAGES = {
  // Part 2 §5.2, in its order (its sentences are the messages where it names none).
  step1: 'First name, last name, email and password are required.',
  step2: 'Address, city, state and zipcode are required.',
  step3: 'Home phone is required and must be a valid phone.',
  step4: 'Work and alternate phones, if given, must be valid.',
  step5: 'A Name and Breed are required for each pet.',
  step6: 'Policies must be accepted.',
  // Part 2 §8.1.
  emailInUse: 'Email already in use by another account.',
  password: VALIDATION_MESSAGES.passwordSignUp,
  failed: 'Failed to create account.',
  failedBreeds: 'Failed to get breeds for selection',
  // Field rules of §5.2 (ours where it names no message).
  email: FIELD_MESSAGES.email,
  zipcode: VALIDATION_MESSAGES.zipcode,
  addressTooLong: FIELD_MESSAGES.tooLong(ADDRESS_MAX),
  tooLong: FIELD_MESSAGES.tooLong(TEXT_MAX),
  petNumbers: 'Pet weight and age must be positive whole numbers.',
  breedNotFound: 'A selected breed does not exist.',
  tooManyPets: 'Please add at most 10 pets here; the office can add more.',
  passwordTooLong: 'Password must be at most 500 characters long.',
  // The pages after it.
  thankYou: 'Thank you for setting up a profile! Someone from our office will contact you shortly.',
} as const;

/** Part 2 §9: the state field's default. */
export const SIGN_UP_DEFAULT_STATE = 'Texas';
export const SIGN_UP_MAX_PETS = 10;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 500;

const looseText = z.union([z.string(), z.number()]).nullish().transform((v) => (v === undefined || v === null ? '' : String(v)));
const looseNumber = z.union([z.string(), z.number()]).nullish();

// The spec's Sign-up names the pet `petName`; ours was `name`. Either is taken (the spec's first).
const signUpPetInput = z
  .object({
    name: looseText,
    petName: looseText,
    animalTypeId: looseNumber,
    breedId: looseNumber,
    weight: looseNumber,
    age: looseNumber,
  })
  .transform(({ petName, name, ...pet }) => ({ ...pet, name: petName.trim() !== '' ? petName : name }));

export const signUpInputSchema = z.object({
  firstName: looseText,
  lastName: looseText,
  emailAddress: looseText,
  Password: z.string().nullish().transform((v) => v ?? ''),
  acceptedPolicies: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish().transform((v) => v === true || v === 'true'),
  address: looseText,
  city: looseText,
  state: looseText,
  zipcode: looseText,
  homePhone: looseText,
  workPhone: looseText,
  alternatePhone: looseText,
  pets: z.array(signUpPetInput, { error: SIGN_UP_MESSAGES.step5 }).nullish().transform((v) => v ?? []),
  webPriceEstimate: webPriceEstimateSchema.nullish().transform((v) => v ?? null),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;
type Loose = z.output<typeof signUpInputSchema>;

export interface SignUpPet {
  name: string;
  animalTypeId: number | null;
  breedId: number;
  weight: number | null;
  age: number | null;
}

/** What the server works with: trimmed, checked, numbers as numbers. */
export interface SignUpBody {
  firstName: string;
  lastName: string;
  emailAddress: string;
  Password: string;
  acceptedPolicies: true;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  /** Only from /book when the service area is drawn by Mapsco (docs/RULES.md SA-KIND). */
  mapsco?: string | null;
  homePhone: string;
  workPhone: string | null;
  alternatePhone: string | null;
  pets: SignUpPet[];
  /** The estimate the visitor made on the website, if any: the office gets a price-estimate todo. */
  webPriceEstimate: WebPriceEstimate | null;
}

export interface SignUpProblem {
  message: string;
  fieldErrors: Record<string, string>;
}

/** A positive whole number, or null when not given; undefined when given and not one. */
function positiveWhole(value: string | number | null | undefined, max: number): number | null | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
}

const idOf = (value: string | number | null | undefined): number | null => {
  const n = positiveWhole(value, INT4_MAX);
  return typeof n === 'number' ? n : null;
};

/**
 * The first rule of §5.2 the input breaks (in the spec's order), with every field of that step that
 * breaks it; null when it passes. Field rules (email shape, zipcode, lengths) belong to their step.
 */
export function signUpProblem(raw: Loose): SignUpProblem | null {
  const t = (v: string) => v.trim();
  const step = (message: string, fields: Record<string, string | false>): SignUpProblem | null => {
    const fieldErrors = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== false));
    return Object.keys(fieldErrors).length > 0 ? { message: Object.values(fieldErrors)[0] ?? message, fieldErrors } : null;
  };
  const required = (v: string, message: string) => (t(v) === '' ? message : false);
  const storable = (v: string, message: string) => (!isStorableText(v) ? STORABLE_MESSAGES.controlCharacters : message);

  // 1. First name, last name, email and password are required (then their own rules).
  const s1 = SIGN_UP_MESSAGES.step1;
  const one =
    step(s1, {
      firstName: required(raw.firstName, s1),
      lastName: required(raw.lastName, s1),
      emailAddress: required(raw.emailAddress, s1),
      Password: raw.Password === '' ? s1 : false,
    }) ??
    step(s1, {
      firstName: t(raw.firstName).length > TEXT_MAX || !isStorableText(raw.firstName) ? storable(raw.firstName, SIGN_UP_MESSAGES.tooLong) : false,
      lastName: t(raw.lastName).length > TEXT_MAX || !isStorableText(raw.lastName) ? storable(raw.lastName, SIGN_UP_MESSAGES.tooLong) : false,
      emailAddress: t(raw.emailAddress).length > EMAIL_MAX || !isEmail(raw.emailAddress) ? SIGN_UP_MESSAGES.email : false,
      Password: raw.Password.length < 10 ? SIGN_UP_MESSAGES.password : raw.Password.length > PASSWORD_MAX ? SIGN_UP_MESSAGES.passwordTooLong : false,
    });
  if (one) return one;

  // 2. Address, city, state and zipcode are required (state defaults to Texas).
  const s2 = SIGN_UP_MESSAGES.step2;
  const state = t(raw.state) || SIGN_UP_DEFAULT_STATE;
  const two =
    step(s2, { address: required(raw.address, s2), city: required(raw.city, s2), zipcode: required(raw.zipcode, s2) }) ??
    step(s2, {
      address: t(raw.address).length > ADDRESS_MAX || !isStorableText(raw.address) ? storable(raw.address, SIGN_UP_MESSAGES.addressTooLong) : false,
      city: t(raw.city).length > TEXT_MAX || !isStorableText(raw.city) ? storable(raw.city, SIGN_UP_MESSAGES.tooLong) : false,
      state: state.length > TEXT_MAX || !isStorableText(state) ? storable(state, SIGN_UP_MESSAGES.tooLong) : false,
      zipcode: !isZipcode(raw.zipcode) ? SIGN_UP_MESSAGES.zipcode : false,
    });
  if (two) return two;

  // 3. Home phone is required and must be a valid phone. 4. Work and alternate phones, if given, must be valid.
  const three = step(SIGN_UP_MESSAGES.step3, { homePhone: t(raw.homePhone) === '' || !isPhone(raw.homePhone) ? SIGN_UP_MESSAGES.step3 : false });
  if (three) return three;
  const optionalPhone = (v: string) => (t(v) !== '' && !isPhone(v) ? SIGN_UP_MESSAGES.step4 : false);
  const four = step(SIGN_UP_MESSAGES.step4, { workPhone: optionalPhone(raw.workPhone), alternatePhone: optionalPhone(raw.alternatePhone) });
  if (four) return four;

  // 5. Each pet needs a name and a breed; weight and age are positive integers.
  if (raw.pets.length > SIGN_UP_MAX_PETS) return { message: SIGN_UP_MESSAGES.tooManyPets, fieldErrors: { pets: SIGN_UP_MESSAGES.tooManyPets } };
  const petErrors: Record<string, string> = {};
  raw.pets.forEach((pet, i) => {
    if (t(pet.name) === '' || !isStorableText(pet.name) || t(pet.name).length > TEXT_MAX || idOf(pet.breedId) === null) {
      petErrors[`pets.${i}`] = SIGN_UP_MESSAGES.step5;
    }
  });
  if (Object.keys(petErrors).length > 0) return { message: SIGN_UP_MESSAGES.step5, fieldErrors: petErrors };
  raw.pets.forEach((pet, i) => {
    if (positiveWhole(pet.weight, 1000) === undefined || positiveWhole(pet.age, 100) === undefined) petErrors[`pets.${i}`] = SIGN_UP_MESSAGES.petNumbers;
  });
  if (Object.keys(petErrors).length > 0) return { message: SIGN_UP_MESSAGES.petNumbers, fieldErrors: petErrors };

  // 6. Policies must be accepted.
  if (!raw.acceptedPolicies) return { message: SIGN_UP_MESSAGES.step6, fieldErrors: { acceptedPolicies: SIGN_UP_MESSAGES.step6 } };
  return null;
}

/** The checked body; call only when signUpProblem answered null. */
export function signUpBody(raw: Loose): SignUpBody {
  const opt = (v: string) => v.trim() || null;
  return {
    firstName: raw.firstName.trim(),
    lastName: raw.lastName.trim(),
    emailAddress: raw.emailAddress.trim(),
    Password: raw.Password,
    acceptedPolicies: true,
    address: raw.address.trim(),
    city: raw.city.trim(),
    state: raw.state.trim() || SIGN_UP_DEFAULT_STATE,
    zipcode: raw.zipcode.trim(),
    homePhone: raw.homePhone.trim(),
    workPhone: opt(raw.workPhone),
    alternatePhone: opt(raw.alternatePhone),
    pets: raw.pets.map((pet) => ({
      name: pet.name.trim(),
      animalTypeId: idOf(pet.animalTypeId),
      breedId: idOf(pet.breedId) as number,
      weight: positiveWhole(pet.weight, 1000) ?? null,
      age: positiveWhole(pet.age, 100) ?? null,
    })),
    webPriceEstimate: raw.webPriceEstimate,
  };
}

/** The route's schema: parse loosely, then the ordered checks (the first issue is the §5.2 step broken). */
export const signUpSchema = signUpInputSchema.transform((raw, ctx): SignUpBody => {
  const problem = signUpProblem(raw);
  if (problem) {
    // The step's message first (commandRoute answers the first issue), then its fields.
    const [first, ...rest] = Object.entries(problem.fieldErrors);
    ctx.addIssue({ code: 'custom', path: first ? first[0].split('.') : [], message: problem.message });
    for (const [path, message] of rest) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    return z.NEVER;
  }
  return signUpBody(raw);
});

