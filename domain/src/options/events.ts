import { z } from 'zod';
import { int4, storableCents, storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/**
 * Reference-data events. Each `...Defined` event states the whole record under its id (create or
 * replace), so replaying them in order always ends in the latest definition. Money is integer cents.
 */
const id = storableId();
const cents = storableCents();
const name = storableText().trim().min(1).max(100);
const rate = z.number().min(0).max(1);

export const AnimalTypeDefinedSchema = z.object({ id, type: name });

export const BreedDefinedSchema = z.object({
  id,
  animalTypeId: id,
  breed: name,
  minutesToGroom: int4().nonnegative(),
  bathBrushPrice: cents,
  bathBrushPrice3Months: cents,
  bathBrushPrice6Months: cents,
  deluxePrice: cents,
  deluxePrice3Months: cents,
  deluxePrice6Months: cents,
});

export const ProductDefinedSchema = z.object({
  id,
  item: name,
  category: storableText().trim().min(1).max(50),
  price: cents,
  addonPrice: cents.nullable(),
  description: storableText().max(250),
  customerNote: storableText().max(250),
});

export const MapscoCityDefinedSchema = z.object({ id, city: name, letter: storableText().regex(/^[A-Z]$/) });
export const TodoCategoryDefinedSchema = z.object({ id, category: name });
export const TransactionReasonDefinedSchema = z.object({ id, reason: name });
export const AppointmentStatusDefinedSchema = z.object({ id, status: name, color: name });
export const RecurringTypeDefinedSchema = z.object({ id, type: name, label: name });
export const ContactMethodDefinedSchema = z.object({ id, method: name, isDefault: z.boolean() });

/** The business-wide rates and fees (one record). */
export const PricingSettingsDefinedSchema = z.object({
  fuelCharge: rate,
  salesTax: rate,
  generatorFeeCents: cents,
  tripChargeCents: cents,
});

export const OPTIONS_EVENT_SCHEMAS = {
  AnimalTypeDefined: AnimalTypeDefinedSchema,
  BreedDefined: BreedDefinedSchema,
  ProductDefined: ProductDefinedSchema,
  MapscoCityDefined: MapscoCityDefinedSchema,
  TodoCategoryDefined: TodoCategoryDefinedSchema,
  TransactionReasonDefined: TransactionReasonDefinedSchema,
  AppointmentStatusDefined: AppointmentStatusDefinedSchema,
  RecurringTypeDefined: RecurringTypeDefinedSchema,
  ContactMethodDefined: ContactMethodDefinedSchema,
  PricingSettingsDefined: PricingSettingsDefinedSchema,
} as const;

type Schemas = typeof OPTIONS_EVENT_SCHEMAS;
export type OptionsEventType = keyof Schemas;
export const OPTIONS_EVENT_TYPES = Object.keys(OPTIONS_EVENT_SCHEMAS) as OptionsEventType[];

export type OptionsEvent = {
  [K in OptionsEventType]: DomainEvent<K, z.infer<Schemas[K]>>;
}[OptionsEventType];

export type BreedDefined = z.infer<typeof BreedDefinedSchema>;
export type ProductDefined = z.infer<typeof ProductDefinedSchema>;
export type PricingSettingsDefined = z.infer<typeof PricingSettingsDefinedSchema>;

export const isOptionsEventType = (type: string): type is OptionsEventType => type in OPTIONS_EVENT_SCHEMAS;

/** Validates a stored event's data; throws (loudly) on data that does not match its schema. */
export function parseOptionsEvent(type: string, data: unknown): OptionsEvent {
  if (!isOptionsEventType(type)) throw new Error(`not a reference-data event: ${type}`);
  return { type, data: OPTIONS_EVENT_SCHEMAS[type].parse(data) } as OptionsEvent;
}

/** The single stream that holds the seeded reference data. */
export const REFERENCE_DATA_STREAM = 'ReferenceData-1';
