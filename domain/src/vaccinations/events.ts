import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableLocalDate, storableText } from '../shared/storable';

/**
 * Vaccinations (docs/RULES.md VAC-VALID). Two kinds of stream:
 * - `Vaccines`: the managed vaccine list and the business's vaccination rules (which vaccines are
 *   required, and whether bookings missing them are refused). The list starts as DEFAULT_VACCINES.
 * - `PetVaccinations-<petId>`: one pet's records. A record is stated whole (latest wins); removing
 *   one is its own event. Dates are business-local 'YYYY-MM-DD'.
 */
const isoDate = storableLocalDate();
const vaccineName = storableText().trim().min(1).max(60);

export const vaccineDefinedSchema = z.object({ vaccineId: storableId(), name: vaccineName });
export const vaccineRemovedSchema = z.object({ vaccineId: storableId() });
export const vaccinationRulesSetSchema = z.object({
  requiredVaccineIds: z.array(storableId()).max(50),
  refuseBookings: z.boolean(),
});

export const vaccinationRecordedSchema = z.object({
  petId: storableId(),
  recordId: storableId(),
  vaccineId: storableId(),
  givenOn: isoDate,
  expiresOn: isoDate,
  /**
   * The certificate's picture, `<sha256>.<ext>` (the blob store's name for its bytes), or null. Stated
   * with the record: an edit keeps it, an upload restates the record with the new one.
   */
  certificate: storableText().max(200).nullable(),
  recordedAt: z.string(),
});
export const vaccinationRemovedSchema = z.object({ petId: storableId(), recordId: storableId() });

export const VACCINATION_EVENT_SCHEMAS = {
  VaccineDefined: vaccineDefinedSchema,
  VaccineRemoved: vaccineRemovedSchema,
  VaccinationRulesSet: vaccinationRulesSetSchema,
  VaccinationRecorded: vaccinationRecordedSchema,
  VaccinationRemoved: vaccinationRemovedSchema,
} as const;
export type VaccinationEventType = keyof typeof VACCINATION_EVENT_SCHEMAS;
export const VACCINATION_EVENT_TYPES = Object.keys(VACCINATION_EVENT_SCHEMAS) as VaccinationEventType[];

export type VaccineDefinedData = z.infer<typeof vaccineDefinedSchema>;
export type VaccinationRulesSetData = z.infer<typeof vaccinationRulesSetSchema>;
export type VaccinationRecordedData = z.infer<typeof vaccinationRecordedSchema>;

export type VaccineListEvent =
  | DomainEvent<'VaccineDefined', VaccineDefinedData>
  | DomainEvent<'VaccineRemoved', z.infer<typeof vaccineRemovedSchema>>
  | DomainEvent<'VaccinationRulesSet', VaccinationRulesSetData>;
export type PetVaccinationEvent =
  | DomainEvent<'VaccinationRecorded', VaccinationRecordedData>
  | DomainEvent<'VaccinationRemoved', z.infer<typeof vaccinationRemovedSchema>>;

export const VACCINES_STREAM = 'Vaccines';
export const petVaccinationsStream = (petId: number) => `PetVaccinations-${petId}`;

/** The list a fresh install starts with (ids stable; Management edits it on the `Vaccines` stream). */
export const DEFAULT_VACCINES: readonly VaccineDefinedData[] = [
  { vaccineId: 1, name: 'Rabies' },
  { vaccineId: 2, name: 'DHPP' },
  { vaccineId: 3, name: 'Bordetella' },
  { vaccineId: 4, name: 'Canine Influenza' },
  { vaccineId: 5, name: 'Leptospirosis' },
  { vaccineId: 6, name: 'FVRCP' },
];
