import { DEFAULT_TRIP_CHARGE_CENTS } from '../options';
import type { DomainEvent } from '../shared/decider';
import type { AddressData } from '../users';
import { isDateOnly } from '../shared/calendarDates';

/**
 * What an estimate needs to know about its customer, the customer's user and each pet, folded from
 * their own streams (`Customer-<id>`, `User-<id>`, `Pet-<id>`) on the write side, so a save never
 * prices with a read model that lags.
 *
 * Those streams belong to other features. The pet fold reads the pets feature's events (PetAdded,
 * PetDetailsChanged, PetOwnerChanged, PetDeleted). The customer fold reads, from ANY event on the
 * customer stream, the fields it knows by name when present (`tripChargeCents`, `isSeniorCitizen`,
 * `isMilitary`, `isTaxExempt`), as CustomerCreated, CustomerDetailsUpdated and this feature's
 * CustomerTripChargeChanged all name them: a later event with those names needs no change here.
 */

type Data = Record<string, unknown>;
const asData = (event: DomainEvent): Data => (typeof event.data === 'object' && event.data !== null ? (event.data as Data) : {});
const bool = (data: Data, key: string): boolean | undefined => (typeof data[key] === 'boolean' ? (data[key] as boolean) : undefined);
const int = (data: Data, key: string): number | undefined =>
  typeof data[key] === 'number' && Number.isSafeInteger(data[key]) ? (data[key] as number) : undefined;
const intOrNull = (data: Data, key: string): number | null | undefined => (data[key] === null ? null : int(data, key));
const text = (data: Data, key: string): string | undefined => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
const has = (data: Data, key: string) => Object.prototype.hasOwnProperty.call(data, key);

/** Leaves `target` alone for keys the event does not carry. */
function merge<T extends object>(target: T, patch: Partial<T>): T {
  const next = { ...target };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) (next as Data)[key] = value;
  return next;
}

// ---------------------------------------------------------------- customer

export interface CustomerFacts {
  customerId: number;
  userId: number;
  /** The customer's stored trip charge (part 1 §3 "Customer": tripCharge, default $39), cents. */
  tripChargeCents: number;
  isSeniorCitizen: boolean;
  isMilitary: boolean;
  isTaxExempt: boolean;
}

export type CustomerFactsState = { status: 'none' } | ({ status: 'active' } & CustomerFacts);

export const initialCustomerFacts = (): CustomerFactsState => ({ status: 'none' });

/** The facts a customer has before any event: what CreateCustomer writes (part 1 §3, §9). */
export const newCustomerFacts = (customerId: number, userId: number): CustomerFacts => ({
  customerId,
  userId,
  tripChargeCents: DEFAULT_TRIP_CHARGE_CENTS,
  isSeniorCitizen: false,
  isMilitary: false,
  isTaxExempt: false,
});

function customerPatch(data: Data): Partial<CustomerFacts> {
  return {
    customerId: int(data, 'customerId'),
    userId: int(data, 'userId'),
    tripChargeCents: int(data, 'tripChargeCents'),
    isSeniorCitizen: bool(data, 'isSeniorCitizen'),
    isMilitary: bool(data, 'isMilitary'),
    isTaxExempt: bool(data, 'isTaxExempt'),
  };
}

export function evolveCustomerFacts(state: CustomerFactsState, event: DomainEvent): CustomerFactsState {
  const data = asData(event);
  if (event.type === 'CustomerCreated') {
    const created = int(data, 'customerId');
    const userId = int(data, 'userId');
    if (created === undefined || userId === undefined) return state;
    return { status: 'active', ...merge(newCustomerFacts(created, userId), customerPatch(data)) };
  }
  if (state.status === 'none') return state;
  // The ids of a customer never change; the rest follows the latest event that states it.
  const { customerId: _c, userId: _u, ...patch } = customerPatch(data);
  return merge(state, patch);
}

// ---------------------------------------------------------------- user

export interface UserFacts {
  userId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  address: AddressData | null;
  customerId: number | null;
  userTypeId: number;
  isDeleted: boolean;
}

export type UserFactsState = { status: 'none' } | ({ status: 'active' } & UserFacts);

export const initialUserFacts = (): UserFactsState => ({ status: 'none' });

function addressOf(value: unknown): AddressData | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const data = value as Data;
  const address = text(data, 'address');
  if (address === undefined) return undefined;
  const optional = (key: string) => text(data, key) ?? null;
  return { address, city: optional('city'), state: optional('state'), zipcode: optional('zipcode'), mapsco: optional('mapsco') };
}

export function evolveUserFacts(state: UserFactsState, event: DomainEvent): UserFactsState {
  const data = asData(event);
  if (event.type === 'UserCreated') {
    const userId = int(data, 'userId');
    if (userId === undefined) return state;
    return {
      status: 'active',
      userId,
      firstName: text(data, 'firstName') ?? '',
      middleName: text(data, 'middleName') ?? null,
      lastName: text(data, 'lastName') ?? '',
      emailAddress: text(data, 'emailAddress') ?? '',
      phoneNumber: text(data, 'phoneNumber') ?? null,
      address: addressOf(data.address) ?? null,
      customerId: intOrNull(data, 'customerId') ?? null,
      userTypeId: int(data, 'userTypeId') ?? 0,
      isDeleted: false,
    };
  }
  if (state.status === 'none') return state;
  // Deletion and restore (part 2) are expected as UserDeleted / UserRestored.
  if (event.type === 'UserDeleted') return { ...state, isDeleted: true };
  if (event.type === 'UserRestored') return { ...state, isDeleted: false };
  return state;
}

// ---------------------------------------------------------------- pet

export interface PetFacts {
  petId: number;
  customerId: number;
  userId: number;
  petName: string;
  breedId: number | null;
  animalTypeId: number | null;
  isDeceased: boolean;
  isServicePet: boolean;
  /** 'YYYY-MM-DD' (business-local), or null when unknown. */
  lastGroomDate: string | null;
  isOverridingGroomingFee: boolean;
  /** Cents. */
  overrideGroomingFeePrice: number | null;
  isDeleted: boolean;
}

export type PetFactsState = { status: 'none' } | ({ status: 'active' } & PetFacts);

export const initialPetFacts = (): PetFactsState => ({ status: 'none' });

/** 'YYYY-MM-DD' as is; the spec's 'MM-DD-YYYY' turned round; anything else is unknown (null). */
export function toDateOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim().slice(0, 10);
  if (isDateOnly(trimmed)) return trimmed;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
  if (match && isDateOnly(`${match[3]}-${match[1]}-${match[2]}`)) return `${match[3]}-${match[1]}-${match[2]}`;
  return null;
}

function petPatch(data: Data): Partial<PetFacts> {
  return {
    customerId: int(data, 'customerId'),
    userId: int(data, 'userId'),
    petName: text(data, 'petName'),
    breedId: intOrNull(data, 'breedId'),
    animalTypeId: intOrNull(data, 'animalTypeId'),
    isDeceased: bool(data, 'isDeceased'),
    isServicePet: bool(data, 'isServicePet'),
    lastGroomDate: has(data, 'lastGroomDate') ? toDateOnly(text(data, 'lastGroomDate')) : undefined,
    isOverridingGroomingFee: bool(data, 'isOverridingGroomingFee'),
    overrideGroomingFeePrice: intOrNull(data, 'overrideGroomingFeePrice'),
  };
}

export function evolvePetFacts(state: PetFactsState, event: DomainEvent): PetFactsState {
  const data = asData(event);
  if (event.type === 'PetAdded') {
    const petId = int(data, 'petId');
    const customerId = int(data, 'customerId');
    const userId = int(data, 'userId');
    if (petId === undefined || customerId === undefined || userId === undefined) return state;
    const base: PetFacts = {
      petId,
      customerId,
      userId,
      petName: '',
      breedId: null,
      animalTypeId: null,
      isDeceased: false,
      isServicePet: false,
      lastGroomDate: null,
      isOverridingGroomingFee: false,
      overrideGroomingFeePrice: null,
      isDeleted: false,
    };
    return { status: 'active', ...merge(base, petPatch(data)) };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    // The pets feature (domain/src/pets/events.ts): the changed fields travel in `changes`.
    case 'PetDetailsChanged': {
      const changes = typeof data.changes === 'object' && data.changes !== null ? (data.changes as Data) : {};
      const { petId: _p, customerId: _c, userId: _u, ...patch } = petPatch(changes);
      return merge(state, patch);
    }
    case 'PetOwnerChanged':
      return merge(state, { customerId: int(data, 'toCustomerId'), userId: int(data, 'toUserId') });
    case 'PetDeleted':
      return { ...state, isDeleted: true };
    default:
      return state;
  }
}

export const customerFactsFold = { initialState: initialCustomerFacts, evolve: evolveCustomerFacts };
export const userFactsFold = { initialState: initialUserFacts, evolve: evolveUserFacts };
export const petFactsFold = { initialState: initialPetFacts, evolve: evolvePetFacts };
