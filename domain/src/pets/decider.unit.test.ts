import { describe, expect, it } from 'vitest';
import type { PetAdded } from '../customers';
import { fold, type CommandContext } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { DEFAULT_PET_DETAILS, type PetDetails } from './details';
import type { PetEvent } from './events';
import { petDecider, type PetCommand } from './decider';
import { canBeEstimated } from './petState';

const now = '2025-03-01T15:00:00.000Z';
const context: CommandContext = { now, actorUserId: 1 };
const today = '2025-03-01';

const added: PetAdded = {
  type: 'PetAdded',
  data: { petId: 11, customerId: 3, userId: 7, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: now },
};
const details: PetDetails = { ...DEFAULT_PET_DETAILS, petName: 'Biscuit', breedId: 4, animalTypeId: 1 };
const save = (patch: Partial<PetDetails>, extra: Partial<Extract<PetCommand, { type: 'SavePet' }>['data']> = {}): PetCommand => ({
  type: 'SavePet',
  data: { petId: 11, isNew: false, customerId: 3, userId: 7, details: { ...details, ...patch }, today, onlyHabitsOf: null, ...extra },
});
const changed = (changes: Partial<PetDetails>): PetEvent => ({
  type: 'PetDetailsChanged',
  data: { petId: 11, customerId: 3, userId: 7, changes, changedAt: now },
});
const deceased = changed({ isDeceased: true });
const deleted: PetEvent = { type: 'PetDeleted', data: { petId: 11, customerId: 3, userId: 7, deletedAt: now } };
const picture: PetEvent = {
  type: 'PetPictureAdded',
  data: { petId: 11, customerId: 3, userId: 7, fileName: 'ab12.png', hash: 'ab12', contentType: 'image/png', size: 10, addedAt: now },
};
const sympathy: PetEvent = {
  type: 'SympathyEmailRequested',
  data: { petId: 11, customerId: 3, userId: 7, emailAddress: 'jo@example.com', ownerFirstName: 'Jo', petName: 'Biscuit', requestedAt: now },
};

type Then = { events: PetEvent[] } | { error: [status: number, message: string] };
const cases: [string, PetEvent[], PetCommand, Then][] = [
  ['a new pet is PetAdded alone when nothing else is filled in', [], save({}, { isNew: true }), { events: [added] }],
  // The groomer's van: the assigned stylist updates 'Grooming and Cut' for the appointment's customer's pets.
  ["the stylist's grooming text is PetDetailsChanged (grooming only)", [added], { type: 'UpdatePetGrooming', data: { petId: 11, grooming: 'Teddy bear face', ofCustomer: 3 } }, { events: [changed({ grooming: 'Teddy bear face' })] }],
  ['the same grooming text changes nothing', [added, changed({ grooming: 'Teddy bear face' })], { type: 'UpdatePetGrooming', data: { petId: 11, grooming: 'Teddy bear face', ofCustomer: null } }, { events: [] }],
  ["a pet of another customer than the appointment's is not found", [added], { type: 'UpdatePetGrooming', data: { petId: 11, grooming: 'Short', ofCustomer: 4 } }, { error: [404, 'Pet not found.'] }],
  ["a deleted pet's grooming is not found", [added, deleted], { type: 'UpdatePetGrooming', data: { petId: 11, grooming: 'Short', ofCustomer: null } }, { error: [404, 'Pet not found.'] }],
  [
    'a new pet with more details is PetAdded then PetDetailsChanged',
    [],
    save({ weight: 20, sex: 'Female' }, { isNew: true }),
    { events: [added, changed({ sex: 'Female', weight: 20 })] },
  ],
  ['a new pet needs a name', [], save({ petName: '' }, { isNew: true }), { error: [400, 'A pet name is required to add a new pet.'] }],
  ['an edited pet needs a name', [added], save({ petName: '' }), { error: [400, 'A name is required'] }],
  ['a birthday in the future is refused', [added], save({ birthday: '2025-03-02' }), { error: [400, 'The birthday cannot be in the future.'] }],
  ['a last groom in the future is refused', [added], save({ lastGroomDate: '2026-01-01' }), { error: [400, 'The last groom date cannot be in the future.'] }],
  ['today is not the future', [added], save({ birthday: today }), { events: [changed({ birthday: today })] }],
  // The grooming frequency (weeks between grooms, 1-52) rides on PetDetailsChanged like any other detail.
  ['a grooming frequency is a change of details', [added], save({ groomingFrequencyWeeks: 6 }), { events: [changed({ groomingFrequencyWeeks: 6 })] }],
  ['clearing the grooming frequency is a change of details', [added, changed({ groomingFrequencyWeeks: 6 })], save({}), { events: [changed({ groomingFrequencyWeeks: null })] }],
  ['the same grooming frequency writes nothing', [added, changed({ groomingFrequencyWeeks: 6 })], save({ groomingFrequencyWeeks: 6 }), { events: [] }],
  ['a grooming frequency of 0 weeks is refused', [added], save({ groomingFrequencyWeeks: 0 }), { error: [400, 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).'] }],
  ['a grooming frequency of 53 weeks is refused', [added], save({ groomingFrequencyWeeks: 53 }), { error: [400, 'The grooming frequency must be a whole number of weeks from 1 to 52 (or left empty).'] }],
  ['saving the same state writes nothing', [added], save({}), { events: [] }],
  ['marking deceased is a change of details', [added], save({ isDeceased: true }), { events: [deceased] }],
  ['a deleted pet cannot be saved', [added, deleted], save({ weight: 3 }), { error: [404, 'Pet not found.'] }],
  ['a missing pet cannot be saved', [], save({ weight: 3 }), { error: [404, 'Pet not found.'] }],
  ['a customer changes the habits of their own pet', [added], save({ habits: 'Nervous' }, { onlyHabitsOf: 3 }), { events: [changed({ habits: 'Nervous' })] }],
  ['a customer may not rename their pet', [added], save({ petName: 'Rex' }, { onlyHabitsOf: 3 }), { error: [403, 'You may only change the habits of your pets.'] }],
  ['a customer cannot reach another customer\'s pet', [added], save({ habits: 'x' }, { onlyHabitsOf: 4 }), { error: [404, 'Pet not found.'] }],
  ['a customer cannot add a pet', [], save({}, { isNew: true, onlyHabitsOf: 3 }), { error: [403, 'You may only change the habits of your pets.'] }],
  ['the same pet id twice is refused', [added], save({}, { isNew: true }), { error: [409, 'This pet already exists.'] }],
  [
    'pet notes change only the habits',
    [added],
    { type: 'UpdatePetNotes', data: { petId: 11, habits: 'Bites', onlyHabitsOf: 3 } },
    { events: [changed({ habits: 'Bites' })] },
  ],
  ['deleting a pet', [added], { type: 'DeletePet', data: { petId: 11 } }, { events: [deleted] }],
  ['deleting twice is a 404', [added, deleted], { type: 'DeletePet', data: { petId: 11 } }, { error: [404, 'Pet not found.'] }],
  [
    'changing the owner records both owners',
    [added],
    { type: 'ChangePetOwner', data: { petId: 11, toCustomerId: 9, toUserId: 19 } },
    { events: [{ type: 'PetOwnerChanged', data: { petId: 11, fromCustomerId: 3, fromUserId: 7, toCustomerId: 9, toUserId: 19, changedAt: now } }] },
  ],
  ['moving a pet to its owner changes nothing', [added], { type: 'ChangePetOwner', data: { petId: 11, toCustomerId: 3, toUserId: 7 } }, { events: [] }],
  [
    'a sympathy email for a deceased pet',
    [added, deceased],
    { type: 'RequestSympathyEmail', data: { petId: 11, emailAddress: 'jo@example.com', ownerFirstName: 'Jo' } },
    { events: [sympathy] },
  ],
  [
    'the sympathy email is requested once per pet',
    [added, deceased, sympathy],
    { type: 'RequestSympathyEmail', data: { petId: 11, emailAddress: 'jo@example.com', ownerFirstName: 'Jo' } },
    { events: [] },
  ],
  [
    'no sympathy email for a living pet',
    [added],
    { type: 'RequestSympathyEmail', data: { petId: 11, emailAddress: 'jo@example.com', ownerFirstName: 'Jo' } },
    { error: [400, 'A sympathy email is sent only for a pet marked deceased.'] },
  ],
  [
    'a picture is added by name and hash',
    [added],
    { type: 'AddPetPicture', data: { petId: 11, fileName: 'ab12.png', hash: 'ab12', contentType: 'image/png', size: 10 } },
    { events: [picture] },
  ],
  [
    'the same picture twice is one picture',
    [added, picture],
    { type: 'AddPetPicture', data: { petId: 11, fileName: 'ab12.png', hash: 'ab12', contentType: 'image/png', size: 10 } },
    { events: [] },
  ],
  [
    'removing a missing picture fails in the spec\'s words',
    [added],
    { type: 'RemovePetPicture', data: { petId: 11, fileName: 'nope.png' } },
    { error: [404, 'Failed to delete picture.'] },
  ],
];

describe('pet decider: given, when, then', () => {
  it.each(cases)('%s', (_name, given, when, then) => {
    const state = fold(petDecider, given);
    const run = () => petDecider.decide(when, state, context);
    if ('events' in then) {
      expect(run()).toEqual(then.events);
      return;
    }
    let error: unknown;
    try {
      run();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).statusCode, (error as DomainError).message]).toEqual(then.error);
  });
});

describe('pet state', () => {
  it('folds details, owner, pictures and deletion', () => {
    const removed: PetEvent = { type: 'PetPictureRemoved', data: { petId: 11, customerId: 3, userId: 7, fileName: 'ab12.png', removedAt: now } };
    const moved: PetEvent = {
      type: 'PetOwnerChanged',
      data: { petId: 11, fromCustomerId: 3, fromUserId: 7, toCustomerId: 9, toUserId: 19, changedAt: now },
    };
    const state = fold(petDecider, [added, changed({ weight: 12 }), picture, removed, moved]);
    expect(state).toMatchObject({ status: 'active', customerId: 9, userId: 19, pictures: [], details: { weight: 12, petName: 'Biscuit' } });
    expect(fold(petDecider, [added, deleted]).status).toBe('deleted');
  });
  it('a deceased pet cannot be estimated (part 1 §4)', () => {
    expect(canBeEstimated({ isDeceased: true })).toBe(false);
    expect(canBeEstimated({ isDeceased: false })).toBe(true);
  });
});
