import { z } from 'zod';
import {
  BreedDefinedSchema,
  ContactMethodDefinedSchema,
  ProductDefinedSchema,
  TodoCategoryDefinedSchema,
  type OptionsEvent,
} from '../options';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableCents, storableId } from '../shared/storable';
import { DEFAULT_TIP_BASE, TIP_BASES, type TipBase } from '../completion';
import { DISTANCE_UNITS, type DistanceUnit } from '../route';
import { MANAGEMENT_MESSAGES as M } from './messages';

/**
 * Management settings (part 2 §2.6, §5.7, §7.6): breeds, products and services, todo categories and
 * the default contact method. Creates and edits state the whole record with the reference-data
 * `...Defined` events (latest wins), now on a stream per record (`Breed-<id>`, `ProductOrService-<id>`,
 * `TodoCategory-<id>`, `Settings`), so the options read model, and estimate pricing with it, follow.
 */

export const ProductDeletedSchema = z.object({ id: storableId() });
export const TodoCategoryDeletedSchema = z.object({ id: storableId() });
export const DefaultCancelFeeSetSchema = z.object({ cents: storableCents() });
export const TipBaseSetSchema = z.object({ base: z.enum(TIP_BASES) });
/** On the `Settings` stream: percent tips now apply to `base` (TIP-BASE). */
export type TipBaseSet = DomainEvent<'TipBaseSet', z.infer<typeof TipBaseSetSchema>>;
export const DistanceUnitSetSchema = z.object({ unit: z.enum(DISTANCE_UNITS) });
/** On the `Settings` stream: distances are now shown in `unit`. */
export type DistanceUnitSet = DomainEvent<'DistanceUnitSet', z.infer<typeof DistanceUnitSetSchema>>;
export type ProductDeleted = DomainEvent<'ProductDeleted', z.infer<typeof ProductDeletedSchema>>;
export type TodoCategoryDeleted = DomainEvent<'TodoCategoryDeleted', z.infer<typeof TodoCategoryDeletedSchema>>;
/** On the `Settings` stream: the default cancel fee now stands at `cents`. */
export type DefaultCancelFeeSet = DomainEvent<'DefaultCancelFeeSet', z.infer<typeof DefaultCancelFeeSetSchema>>;

export const SETTINGS_EVENT_SCHEMAS = {
  ProductDeleted: ProductDeletedSchema,
  TodoCategoryDeleted: TodoCategoryDeletedSchema,
  DefaultCancelFeeSet: DefaultCancelFeeSetSchema,
  TipBaseSet: TipBaseSetSchema,
  DistanceUnitSet: DistanceUnitSetSchema,
} as const;
export type SettingsDeletionEvent = ProductDeleted | TodoCategoryDeleted;
export const SETTINGS_EVENT_TYPES = Object.keys(SETTINGS_EVENT_SCHEMAS) as (keyof typeof SETTINGS_EVENT_SCHEMAS)[];

export const breedStream = (id: number) => `Breed-${id}`;
export const productOrServiceStream = (id: number) => `ProductOrService-${id}`;
export const todoCategoryStream = (id: number) => `TodoCategory-${id}`;
export const SETTINGS_STREAM = 'Settings';

/**
 * One record of reference data. `seeded` says the record exists in the seeded reference data
 * (`ReferenceData-1`), which the handler learns from the read model; a record's own stream then
 * starts empty.
 */
export type SettingsRecordCommand =
  | { type: 'DefineBreed'; data: z.infer<typeof BreedDefinedSchema>; create: boolean; seeded: boolean }
  | { type: 'DefineProduct'; data: z.infer<typeof ProductDefinedSchema>; create: boolean; seeded: boolean }
  | { type: 'DeleteProduct'; data: { id: number }; seeded: boolean }
  | { type: 'DefineTodoCategory'; data: z.infer<typeof TodoCategoryDefinedSchema>; create: boolean; seeded: boolean }
  | { type: 'DeleteTodoCategory'; data: { id: number }; seeded: boolean }
  /** `seededMethods`: the seeded contact methods; the `Settings` stream's own changes are folded over them. */
  | { type: 'ChooseDefaultContactMethod'; data: { seededMethods: readonly ContactMethod[]; defaultId: number } }
  | { type: 'SetDefaultCancelFee'; data: { cents: number } }
  | { type: 'SetTipBase'; data: { base: TipBase } }
  /** `current`: the unit shown now (the setting, or the business's default when none is set). */
  | { type: 'SetDistanceUnit'; data: { unit: DistanceUnit; current: DistanceUnit } };

type ContactMethod = z.infer<typeof ContactMethodDefinedSchema>;

export type SettingsRecordEvent = OptionsEvent | SettingsDeletionEvent | DefaultCancelFeeSet | TipBaseSet | DistanceUnitSet;
export type SettingsRecordState = {
  status: 'none' | 'defined' | 'deleted';
  /** On the `Settings` stream: the contact methods it redefined, by id. */
  contactMethods?: Readonly<Record<number, ContactMethod>>;
  /** On the `Settings` stream: the default cancel fee in cents (none set: 0). */
  defaultCancelFee?: number;
  /** On the `Settings` stream: TIP-BASE's setting (none set: DEFAULT_TIP_BASE, the whole total). */
  tipBase?: TipBase;
  /** On the `Settings` stream: the distance unit set (none: the business's default, defaultDistanceUnitFor). */
  distanceUnit?: DistanceUnit;
};
export const initialSettingsRecordState = (): SettingsRecordState => ({ status: 'none' });

/** Total: events of other kinds leave the state unchanged. */
export function evolveSettingsRecord(state: SettingsRecordState, event: DomainEvent): SettingsRecordState {
  switch (event.type) {
    case 'BreedDefined':
    case 'ProductDefined':
    case 'TodoCategoryDefined':
      return { status: 'defined' };
    case 'ProductDeleted':
    case 'TodoCategoryDeleted':
      return { status: 'deleted' };
    case 'ContactMethodDefined': {
      const method = event.data as ContactMethod;
      return { ...state, contactMethods: { ...state.contactMethods, [method.id]: method } };
    }
    case 'DefaultCancelFeeSet':
      return { ...state, defaultCancelFee: (event.data as { cents: number }).cents };
    case 'TipBaseSet':
      return { ...state, tipBase: (event.data as { base: TipBase }).base };
    case 'DistanceUnitSet':
      return { ...state, distanceUnit: (event.data as { unit: DistanceUnit }).unit };
    default:
      return state;
  }
}

function exists(state: SettingsRecordState, seeded: boolean): boolean {
  return state.status === 'defined' || (state.status === 'none' && seeded);
}

export function decideSettingsRecord(command: SettingsRecordCommand, state: SettingsRecordState, _ctx: CommandContext): SettingsRecordEvent[] {
  switch (command.type) {
    case 'DefineBreed':
    case 'DefineProduct':
    case 'DefineTodoCategory': {
      if (command.create) {
        if (state.status !== 'none' || command.seeded) throw new DomainError(409, M.exists);
      } else if (!exists(state, command.seeded)) {
        throw new DomainError(404, command.type === 'DefineBreed' ? M.breedNotFound : M.productNotFound);
      }
      if (command.type === 'DefineBreed') return [{ type: 'BreedDefined', data: BreedDefinedSchema.parse(command.data) }];
      if (command.type === 'DefineProduct') return [{ type: 'ProductDefined', data: ProductDefinedSchema.parse(command.data) }];
      return [{ type: 'TodoCategoryDefined', data: TodoCategoryDefinedSchema.parse(command.data) }];
    }
    case 'DeleteProduct':
      if (!exists(state, command.seeded)) throw new DomainError(404, M.productDeleteNotFound);
      return [{ type: 'ProductDeleted', data: { id: command.data.id } }];
    case 'DeleteTodoCategory':
      if (!exists(state, command.seeded)) throw new DomainError(404, M.todoCategoryNotFound);
      return [{ type: 'TodoCategoryDeleted', data: { id: command.data.id } }];
    case 'ChooseDefaultContactMethod': {
      const { seededMethods, defaultId } = command.data;
      const methods = new Map<number, ContactMethod>(seededMethods.map((m) => [m.id, m]));
      for (const m of Object.values(state.contactMethods ?? {})) methods.set(m.id, m);
      if (!methods.has(defaultId)) throw new DomainError(404, M.contactMethodNotFound);
      const changed = [...methods.values()].filter((m) => m.isDefault !== (m.id === defaultId));
      return changed.map((m) => ({ type: 'ContactMethodDefined', data: { ...m, isDefault: m.id === defaultId } }));
    }
    case 'SetDefaultCancelFee':
      // The same amount again is no change: nothing to record.
      if ((state.defaultCancelFee ?? 0) === command.data.cents) return [];
      return [{ type: 'DefaultCancelFeeSet', data: DefaultCancelFeeSetSchema.parse(command.data) }];
    case 'SetTipBase':
      // TIP-BASE: the same base again is no change.
      if ((state.tipBase ?? DEFAULT_TIP_BASE) === command.data.base) return [];
      return [{ type: 'TipBaseSet', data: TipBaseSetSchema.parse(command.data) }];
    case 'SetDistanceUnit':
      // The unit already shown (set, or the default) again is no change.
      if ((state.distanceUnit ?? command.data.current) === command.data.unit) return [];
      return [{ type: 'DistanceUnitSet', data: { unit: command.data.unit } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown settings command ${JSON.stringify(unknown)}`);
    }
  }
}

export const settingsRecordDecider: Decider<SettingsRecordCommand, SettingsRecordEvent, SettingsRecordState> = {
  initialState: initialSettingsRecordState,
  evolve: evolveSettingsRecord,
  decide: decideSettingsRecord,
};
