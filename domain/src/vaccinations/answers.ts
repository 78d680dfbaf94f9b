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
