import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RemoveVaccineBody,
  VaccinationRecordWritten,
  PetVaccinationsAnswer,
  RecordVaccinationBody,
  RemoveVaccinationBody,
  SaveVaccineBody,
  UpdateVaccinationRulesBody,
  UploadCertificateAnswer,
  VaccineListAnswer,
} from '@pawroute/domain';
import { api } from '../../lib/apiClient';
import { resizeForUpload } from '../../lib/resizeImage';

const V = '/api/v4/vaccinations';

/** ['vaccines'] for the list and the rules, ['petVaccinations', petId] for a pet's: the push's scopes. */
export const vaccinationKeys = {
  list: ['vaccines'] as const,
  pet: (petId: number) => ['petVaccinations', petId] as const,
};

export const useVaccineList = () =>
  useQuery({ queryKey: vaccinationKeys.list, queryFn: ({ signal }) => api.get<VaccineListAnswer>(`${V}/getList`, undefined, signal) });

/** A pet's records, as the card and the door read them (and the stylist's day reads ahead, for no signal). */
export const petVaccinationsQuery = (petId: number) => ({
  queryKey: vaccinationKeys.pet(petId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<PetVaccinationsAnswer>(`${V}/findByPet`, { petId }, signal),
});

export const usePetVaccinations = (petId: number) => useQuery(petVaccinationsQuery(petId));

export function useRecordVaccination(petId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordVaccinationBody) => api.post<VaccinationRecordWritten>(`${V}/record`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: vaccinationKeys.pet(petId) }),
  });
}

export function useRemoveVaccination(petId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveVaccinationBody) => api.post<VaccinationRecordWritten>(`${V}/remove`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: vaccinationKeys.pet(petId) }),
  });
}

export function useVaccineListWrite<Body extends SaveVaccineBody | UpdateVaccinationRulesBody | RemoveVaccineBody>(path: 'saveVaccine' | 'removeVaccine' | 'updateRules') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<unknown>(`${V}/${path}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: vaccinationKeys.list }),
  });
}

/** The certificate's picture (GET vaccinations/getCertificate); its name in `v` so a new one shows at once. */
export const certificateUrl = (petId: number, recordId: number, certificate: string): string =>
  `${V}/getCertificate?petId=${petId}&recordId=${recordId}&v=${encodeURIComponent(certificate.slice(0, 16))}`;

/**
 * POST vaccinations/uploadCertificate (multipart petId, recordId, file): resized on the device first
 * (lib/resizeImage.ts, as the van photos), under our own plain name (the device's is never sent).
 */
export function useUploadCertificate(petId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ recordId, file }: { recordId: number; file: File }) => {
      const form = new FormData();
      form.set('petId', String(petId));
      form.set('recordId', String(recordId));
      form.set('file', await resizeForUpload(file), 'certificate.jpg');
      return api.post<UploadCertificateAnswer>(`${V}/uploadCertificate`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: vaccinationKeys.pet(petId) }),
  });
}
