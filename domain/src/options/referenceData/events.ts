import { DEFAULT_FUEL_CHARGE, DEFAULT_GENERATOR_FEE_CENTS, DEFAULT_SALES_TAX, DEFAULT_TRIP_CHARGE_CENTS } from '../constants';
import type { OptionsEvent } from '../events';
import { APPOINTMENT_STATUSES } from '../statuses';
import { SEED_BREEDS } from './breeds';
import {
  ANIMAL_TYPES,
  CONTACT_METHODS,
  MAPSCO_CITIES,
  RECURRING_TYPES,
  TODO_CATEGORIES,
  TRANSACTION_REASONS,
} from './lists';
import { SEED_PRODUCTS } from './products';

/** Every event of a fresh install's reference data, in the order they are appended. */
export function referenceDataEvents(): OptionsEvent[] {
  return [
    {
      type: 'PricingSettingsDefined',
      data: {
        fuelCharge: DEFAULT_FUEL_CHARGE,
        salesTax: DEFAULT_SALES_TAX,
        generatorFeeCents: DEFAULT_GENERATOR_FEE_CENTS,
        tripChargeCents: DEFAULT_TRIP_CHARGE_CENTS,
      },
    },
    ...ANIMAL_TYPES.map((a): OptionsEvent => ({ type: 'AnimalTypeDefined', data: { ...a } })),
    ...SEED_BREEDS.map((b): OptionsEvent => ({ type: 'BreedDefined', data: { ...b } })),
    ...SEED_PRODUCTS.map((p): OptionsEvent => ({ type: 'ProductDefined', data: { ...p } })),
    ...MAPSCO_CITIES.map((c): OptionsEvent => ({ type: 'MapscoCityDefined', data: { ...c } })),
    ...TODO_CATEGORIES.map((c): OptionsEvent => ({ type: 'TodoCategoryDefined', data: { ...c } })),
    ...TRANSACTION_REASONS.map((r): OptionsEvent => ({ type: 'TransactionReasonDefined', data: { ...r } })),
    ...APPOINTMENT_STATUSES.map((s): OptionsEvent => ({ type: 'AppointmentStatusDefined', data: { ...s } })),
    ...RECURRING_TYPES.map((r): OptionsEvent => ({ type: 'RecurringTypeDefined', data: { ...r } })),
    ...CONTACT_METHODS.map((m): OptionsEvent => ({ type: 'ContactMethodDefined', data: { ...m } })),
  ];
}

/**
 * Id sequences (names for the command context's `nextId(sequence)`, i.e. Postgres `id_<name>`) of the
 * seeded lists, with the highest seeded id. The seed moves each sequence past it so that records
 * created later in Management never collide with seeded ones.
 */
export function referenceDataSequences(): { sequence: string; maxSeededId: number }[] {
  const max = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((r) => r.id));
  return [
    { sequence: 'animal_type', maxSeededId: max(ANIMAL_TYPES) },
    { sequence: 'breed', maxSeededId: max(SEED_BREEDS) },
    { sequence: 'product', maxSeededId: max(SEED_PRODUCTS) },
    { sequence: 'mapsco_city', maxSeededId: max(MAPSCO_CITIES) },
    { sequence: 'todo_category', maxSeededId: max(TODO_CATEGORIES) },
    { sequence: 'transaction_reason', maxSeededId: max(TRANSACTION_REASONS) },
    { sequence: 'appointment_status', maxSeededId: max(APPOINTMENT_STATUSES) },
    { sequence: 'recurring_type', maxSeededId: max(RECURRING_TYPES) },
    { sequence: 'contact_method', maxSeededId: max(CONTACT_METHODS) },
  ];
}
