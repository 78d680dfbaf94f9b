import { describe, expect, it } from 'vitest';
import { fold, type CommandContext, type DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { customerDecider, type CreateCustomer, type CustomerEvent } from './decider';
import type { PetAdded } from './events';
import { petDecider, type AddPet } from '../pets';

const context: CommandContext = { now: '2025-03-01T15:00:00.000Z', actorUserId: 1 };

const defaults = {
  tripChargeCents: 3900,
  isSeniorCitizen: false,
  isMilitary: false,
  isTaxExempt: false,
  defaultGratuityPercent: null,
  defaultGratuityCents: null,
  preferredStylistId: null,
  contactMethodId: null,
};
const created: CustomerEvent = {
  type: 'CustomerCreated',
  data: { customerId: 3, userId: 7, ...defaults, createdAt: '2025-02-01T00:00:00.000Z' },
};

type Then<E> = { events: E[] } | { error: [status: number, message: string] };

function check<C, E extends DomainEvent, S>(
  decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S, ctx: CommandContext) => E[] },
  given: E[],
  when: C,
  then: Then<E>,
) {
  const state = fold(decider, given);
  const run = () => decider.decide(when, state, context);
  if ('events' in then) {
    expect(run()).toEqual(then.events);
    return;
  }
  expect(run).toThrow(then.error[1]);
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).statusCode).toBe(then.error[0]);
  }
}

const createCases: [string, CustomerEvent[], CreateCustomer, Then<CustomerEvent>][] = [
  [
    'a new customer starts with the $39 trip charge and no discounts',
    [],
    { type: 'CreateCustomer', data: { customerId: 3, userId: 7 } },
    { events: [{ type: 'CustomerCreated', data: { customerId: 3, userId: 7, ...defaults, createdAt: context.now } }] },
  ],
  [
    'the same customer id twice is refused',
    [created],
    { type: 'CreateCustomer', data: { customerId: 3, userId: 7 } },
    { error: [409, 'This customer already exists.'] },
  ],
];

const pet: AddPet['data'] = { petId: 11, customerId: 3, userId: 7, petName: ' Biscuit ', breedId: 4, animalTypeId: 1 };
const petAdded: PetAdded = {
  type: 'PetAdded',
  data: { petId: 11, customerId: 3, userId: 7, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: context.now },
};
const petCases: [string, PetAdded[], AddPet, Then<PetAdded>][] = [
  ['a pet is added with its name trimmed', [], { type: 'AddPet', data: pet }, { events: [petAdded] }],
  [
    'a pet needs a name',
    [],
    { type: 'AddPet', data: { ...pet, petName: '  ' } },
    { error: [400, 'A pet name is required to add a new pet.'] },
  ],
  [
    'a pet needs a breed',
    [],
    { type: 'AddPet', data: { ...pet, breedId: null } },
    { error: [400, 'A breed is required to add a new pet.'] },
  ],
  ['the same pet id twice is refused', [petAdded], { type: 'AddPet', data: pet }, { error: [409, 'This pet already exists.'] }],
];

describe('customer decider: given, when, then', () => {
  it.each(createCases)('%s', (_name, given, when, then) => check(customerDecider, given, when, then));
});

describe('pet decider (minimal): given, when, then', () => {
  it.each(petCases)('%s', (_name, given, when, then) => check(petDecider, given, when, then));
});
