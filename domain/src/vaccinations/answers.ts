import { z } from 'zod';
/** GET vaccinations/getList: the managed list and the rules. */
export interface VaccineListAnswer {
  vaccines: { ID: number; name: string }[];
  rules: { requiredVaccineIds: number[]; refuseBookings: boolean };
}

/** One record on a pet, dates 'MM-DD-YYYY'; `expired`: VAC-VALID judged on today's business-local date. */
export interface PetVaccinationView {
  recordId: number;
  petId: number;
  vaccineId: number;
  vaccine: string;
  givenOn: string;
  expiresOn: string;
  expired: boolean;
  /** The certificate's picture name (`<sha256>.<ext>`), or null: GET vaccinations/getCertificate serves it. */
  certificate: string | null;
}
/** POST vaccinations/uploadCertificate. */
export interface UploadCertificateAnswer {
  petId: number;
  recordId: number;
  certificate: string;
}

/** GET vaccinations/findByPet. */
export interface PetVaccinationsAnswer {
  vaccinations: PetVaccinationView[];
}

/** POST vaccinations/record and vaccinations/remove: the record written. */
export interface VaccinationRecordWritten {
  recordId: number;
}

/** The vaccinations' writes. */
export const vaccinationRecordedAnswerSchema = z.object({
  petId: z.number(),
  recordId: z.number().nullable(),
  givenOn: z.string(),
  expiresOn: z.string(),
});
export type VaccinationRecordedAnswer = z.infer<typeof vaccinationRecordedAnswerSchema>;
export const vaccinationRemovedAnswerSchema = z.object({ petId: z.number(), recordId: z.number() });
export type VaccinationRemovedAnswer = z.infer<typeof vaccinationRemovedAnswerSchema>;
export const vaccineSavedAnswerSchema = z.object({ ID: z.number().nullable(), name: z.string() });
export type VaccineSavedAnswer = z.infer<typeof vaccineSavedAnswerSchema>;
export const vaccineRemovedAnswerSchema = z.object({ ID: z.number() });
export type VaccineRemovedAnswer = z.infer<typeof vaccineRemovedAnswerSchema>;
export const vaccinationRulesAnswerSchema = z.object({ requiredVaccineIds: z.array(z.number()), refuseBookings: z.boolean() });
export type VaccinationRulesAnswer = z.infer<typeof vaccinationRulesAnswerSchema>;
