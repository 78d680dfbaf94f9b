import { createHash } from 'node:crypto';
import {
  DomainError,
  VACCINATION_MESSAGES as M,
  petVaccinationsDecider,
  petVaccinationsStream,
  uploadCertificateFieldsSchema,
  type UploadCertificateAnswer,
} from '@pawroute/domain';
import { blobStoreFor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { asStoredImage, uploadRoute } from '../pictures';
import { PET_WRITE, assertPetReachable } from './access';
import { loadPetVaccinations } from './load';

/**
 * POST vaccinations/uploadCertificate (multipart petId, recordId, file): a picture of the record's
 * certificate, with the pictures' checks (uploadRoute: CSRF, size, a harmless name; asStoredImage: the
 * content is an image, no decompression bomb) and their storage (the blob store under the sha256, named
 * `<sha256>.<ext>`). Staff with EditPets, or the pet's own customer. Restates the record with it (one append).
 * Needs @fastify/multipart registered by the calling plugin.
 */
export function certificateRoute(app: FastifyInstance): void {
  const blobs = blobStoreFor(app.services);
  uploadRoute(app, {
    url: '/api/v4/vaccinations/uploadCertificate',
    name: 'UploadVaccinationCertificate',
    schema: uploadCertificateFieldsSchema,
    permission: PET_WRITE,
    async handle({ petId, recordId }, file, ctx): Promise<UploadCertificateAnswer> {
      await assertPetReachable(ctx, petId);
      // Refused before the bytes are kept: an unknown or removed record.
      if (!(await loadPetVaccinations(ctx, petId)).records.has(recordId)) throw new DomainError(404, M.recordNotFound, { recordId: M.recordNotFound });
      const image = await asStoredImage(file.bytes);
      const certificate = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.ext}`;
      await blobs.put(image.bytes);
      await ctx.execute(petVaccinationsStream(petId), petVaccinationsDecider, { type: 'AttachCertificate', data: { petId, recordId, certificate } });
      return { petId, recordId, certificate };
    },
  });
}
