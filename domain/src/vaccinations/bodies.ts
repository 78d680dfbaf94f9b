import { z } from 'zod';
import { idParam, storableId, storableText } from '../shared/storable';
import { wireDateToIso } from '../shared/wireFields';
import { VACCINATION_MESSAGES as M } from './messages';

/** A date as 'MM-DD-YYYY' (the API's) or 'YYYY-MM-DD' (a date input's), kept as 'YYYY-MM-DD'. */
const dateOf = (message: string) =>
  storableText({ error: message }).transform(wireDateToIso(message));

const petId = idParam(M.petRequired);

/** POST vaccinations/record: a new record (no recordId) or the whole record again. */
export const recordVaccinationSchema = z
  .object({
    petId,
    recordId: storableId().nullish().transform((v) => v ?? null),
    vaccineId: z.number({ error: M.vaccineRequired }).int({ error: M.vaccineRequired }).pipe(storableId()),
    givenOn: dateOf(M.givenOnRequired),
    expiresOn: dateOf(M.expiresOnRequired),
  })
  .refine((v) => v.expiresOn >= v.givenOn, { message: M.expiryBeforeGiven, path: ['expiresOn'] });
export type RecordVaccinationBody = z.input<typeof recordVaccinationSchema>;

export const removeVaccinationSchema = z.object({ petId, recordId: idParam(M.recordNotFound) });
/** POST vaccinations/uploadCertificate's form fields (multipart, with the picture as `file`). */
export const uploadCertificateFieldsSchema = z.object({ petId, recordId: idParam(M.recordNotFound) });
/** GET vaccinations/getCertificate: a record's certificate picture. */
export const certificateQuerySchema = z.object({ petId, recordId: idParam(M.recordNotFound) });
export type RemoveVaccinationBody = z.input<typeof removeVaccinationSchema>;

/** GET vaccinations/findByPet. */
export const petVaccinationsQuerySchema = z.object({ petId });

/** Management: a vaccine on the list (new without vaccineId). */
export const saveVaccineSchema = z.object({
  vaccineId: storableId().nullish().transform((v) => v ?? null),
  name: storableText({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(60),
});
export type SaveVaccineBody = z.input<typeof saveVaccineSchema>;
export const removeVaccineSchema = z.object({ vaccineId: idParam(M.vaccineNotFound) });
export type RemoveVaccineBody = z.input<typeof removeVaccineSchema>;

/** Management: the vaccines required, and whether bookings missing them are refused (off by default). */
export const updateVaccinationRulesSchema = z.object({
  requiredVaccineIds: z.array(storableId()).max(50),
  refuseBookings: z.boolean(),
});
export type UpdateVaccinationRulesBody = z.input<typeof updateVaccinationRulesSchema>;
