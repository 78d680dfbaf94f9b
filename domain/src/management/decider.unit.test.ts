import { describe, expect, it } from 'vitest';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { breedInputSchema, createTodoCategorySchema, productInputSchema, updateDefaultCancelFeeSchema } from './bodies';
import {
  decideSettingsRecord,
  evolveSettingsRecord,
  initialSettingsRecordState,
  type SettingsRecordCommand,
  type SettingsRecordState,
} from './decider';
import { MANAGEMENT_MESSAGES as M } from './messages';

const ctx: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 1 };
const breed = {
  id: 300, animalTypeId: 1, breed: 'Lagotto', minutesToGroom: 90, bathBrushPrice: 9000, bathBrushPrice3Months: 9500,
  bathBrushPrice6Months: 10000, deluxePrice: 11000, deluxePrice3Months: 11500, deluxePrice6Months: 12000,
};
const product = { id: 40, item: 'Bow', category: 'Add-on', price: 500, addonPrice: null, description: '', customerNote: '' };
const METHODS = [
  { id: 1, method: 'Phone', isDefault: true },
  { id: 2, method: 'Text', isDefault: false },
  { id: 3, method: 'Email', isDefault: false },
];
const fold = (events: DomainEvent[]): SettingsRecordState => events.reduce(evolveSettingsRecord, initialSettingsRecordState());
const defined: DomainEvent[] = [{ type: 'ProductDefined', data: product }];
const deleted: DomainEvent[] = [...defined, { type: 'ProductDeleted', data: { id: 40 } }];

function outcome(history: DomainEvent[], command: SettingsRecordCommand): string | number {
  try {
    return decideSettingsRecord(command, fold(history), ctx).map((e) => e.type).join(',');
  } catch (error) {
    if (error instanceof DomainError) return error.statusCode;
    throw error;
  }
}

describe('settings record decider', () => {
  const cases: [string, DomainEvent[], SettingsRecordCommand, string | number][] = [
    ['create a breed', [], { type: 'DefineBreed', data: breed, create: true, seeded: false }, 'BreedDefined'],
    ['create over an existing record', [{ type: 'BreedDefined', data: breed }], { type: 'DefineBreed', data: breed, create: true, seeded: false }, 409],
    ['edit an unknown breed', [], { type: 'DefineBreed', data: breed, create: false, seeded: false }, 404],
    ['edit a seeded breed (empty stream)', [], { type: 'DefineBreed', data: breed, create: false, seeded: true }, 'BreedDefined'],
    ['edit a created breed', [{ type: 'BreedDefined', data: breed }], { type: 'DefineBreed', data: breed, create: false, seeded: false }, 'BreedDefined'],
    ['delete a product', defined, { type: 'DeleteProduct', data: { id: 40 }, seeded: false }, 'ProductDeleted'],
    ['delete a seeded product', [], { type: 'DeleteProduct', data: { id: 3 }, seeded: true }, 'ProductDeleted'],
    ['delete twice', deleted, { type: 'DeleteProduct', data: { id: 40 }, seeded: false }, 404],
    ['edit a deleted seeded product', [{ type: 'ProductDeleted', data: { id: 3 } }], { type: 'DefineProduct', data: { ...product, id: 3 }, create: false, seeded: true }, 404],
    ['delete an unknown todo category', [], { type: 'DeleteTodoCategory', data: { id: 9 }, seeded: false }, 404],
    ['create a todo category', [], { type: 'DefineTodoCategory', data: { id: 9, category: 'Call' }, create: true, seeded: false }, 'TodoCategoryDefined'],
    [
      'a new default contact method redefines the two that change',
      [],
      { type: 'ChooseDefaultContactMethod', data: { defaultId: 2, seededMethods: METHODS } },
      'ContactMethodDefined,ContactMethodDefined',
    ],
    ['the same default again writes nothing', [], { type: 'ChooseDefaultContactMethod', data: { defaultId: 1, seededMethods: METHODS } }, ''],
    [
      'the stream\'s own changes count: back from Text to Phone',
      [{ type: 'ContactMethodDefined', data: { ...METHODS[0], isDefault: false } }, { type: 'ContactMethodDefined', data: { ...METHODS[1], isDefault: true } }],
      { type: 'ChooseDefaultContactMethod', data: { defaultId: 1, seededMethods: METHODS } },
      'ContactMethodDefined,ContactMethodDefined',
    ],
    [
      'after that, choosing Text again is a no-op',
      [{ type: 'ContactMethodDefined', data: { ...METHODS[0], isDefault: false } }, { type: 'ContactMethodDefined', data: { ...METHODS[1], isDefault: true } }],
      { type: 'ChooseDefaultContactMethod', data: { defaultId: 2, seededMethods: METHODS } },
      '',
    ],
    ['an unknown contact method', [], { type: 'ChooseDefaultContactMethod', data: { defaultId: 7, seededMethods: METHODS } }, 404],
    ['a default cancel fee is set', [], { type: 'SetDefaultCancelFee', data: { cents: 2500 } }, 'DefaultCancelFeeSet'],
    ['no fee set yet and 0 chosen: nothing to record', [], { type: 'SetDefaultCancelFee', data: { cents: 0 } }, ''],
    ['the same fee again: nothing to record', [{ type: 'DefaultCancelFeeSet', data: { cents: 2500 } }], { type: 'SetDefaultCancelFee', data: { cents: 2500 } }, ''],
    ['a changed fee', [{ type: 'DefaultCancelFeeSet', data: { cents: 2500 } }], { type: 'SetDefaultCancelFee', data: { cents: 0 } }, 'DefaultCancelFeeSet'],
    ['the fee beside the contact methods on the Settings stream', [{ type: 'ContactMethodDefined', data: { ...METHODS[1], isDefault: true } }], { type: 'SetDefaultCancelFee', data: { cents: 1000 } }, 'DefaultCancelFeeSet'],
  ];
  it.each(cases)('%s', (_name, history, command, expected) => {
    expect(outcome(history, command)).toBe(expected);
  });

  it('evolve is total: other events leave the state alone', () => {
    expect(evolveSettingsRecord({ status: 'deleted' }, { type: 'SomethingElse', data: {} })).toEqual({ status: 'deleted' });
  });
});

describe('management form schemas', () => {
  it("the default cancel fee is whole non-negative cents: 'Please enter a valid amount'", () => {
    expect(updateDefaultCancelFeeSchema.parse({ defaultCancelFee: 2500 })).toEqual({ defaultCancelFee: 2500 });
    expect(updateDefaultCancelFeeSchema.safeParse({ defaultCancelFee: 12.5 }).error?.issues[0]?.message).toBe(M.money);
    expect(updateDefaultCancelFeeSchema.safeParse({ defaultCancelFee: -100 }).error?.issues[0]?.message).toBe(M.money);
    expect(updateDefaultCancelFeeSchema.safeParse({}).error?.issues[0]?.message).toBe(M.money);
  });

  it("a breed needs name, animal type and minutes: 'Please fill in the required fields'", () => {
    const { id: _id, ...input } = breed;
    expect(breedInputSchema.parse(input)).toEqual(input);
    for (const field of ['breed', 'animalTypeId', 'minutesToGroom'] as const) {
      const result = breedInputSchema.safeParse({ ...input, [field]: undefined });
      expect(result.error?.issues[0]?.message).toBe(M.requiredFields);
    }
    expect(breedInputSchema.safeParse({ ...input, deluxePrice: 1.5 }).success).toBe(false);
    expect(breedInputSchema.safeParse({ ...input, deluxePrice: -100 }).success).toBe(false);
  });

  it('a product needs item and price; addonPrice is optional', () => {
    expect(productInputSchema.parse({ item: 'Bow', category: 'Fancy', price: 500 })).toEqual({
      item: 'Bow', category: 'Fancy', price: 500, addonPrice: null, description: '', customerNote: '',
    });
    expect(productInputSchema.safeParse({ category: 'x', price: 5 }).error?.issues[0]?.message).toBe(M.itemRequired);
    expect(productInputSchema.safeParse({ item: 'Bow', category: 'x' }).error?.issues[0]?.message).toBe(M.priceRequired);
    expect(createTodoCategorySchema.safeParse({ category: '' }).error?.issues[0]?.message).toBe(M.categoryRequired);
  });
});
