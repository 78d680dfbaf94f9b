import {
  MAX_UPLOAD_BYTES,
  VACCINES_STREAM,
  petVaccinationsDecider,
  petVaccinationsStream,
  recordVaccinationSchema,
  removeVaccinationSchema,
  removeVaccineSchema,
  saveVaccineSchema,
  updateVaccinationRulesSchema,
  vaccineListDecider,
  toSpecDate,
  vaccinationRecordedAnswerSchema,
  vaccinationRemovedAnswerSchema,
  vaccinationRulesAnswerSchema,
  vaccineRemovedAnswerSchema,
  vaccineSavedAnswerSchema,
} from '@pawroute/domain';
import multipart from '@fastify/multipart';
import { allOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { PET_WRITE, assertPetReachable } from './access';
import { certificateRoute } from './certificate';
import { loadVaccineList } from './load';

/** The Management screen's writes: ViewManagement and EditSettings, as the other reference lists. */
const MANAGEMENT = allOf('ViewManagement', 'EditSettings');

/**
 * Vaccinations (docs/RULES.md VAC-VALID). Paths are ours: the spec has no vaccinations. A pet's
 * records on `PetVaccinations-<petId>`; the managed list and the rules on `Vaccines`.
 */
export async function vaccinationsCommands(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin (the certificate's upload), with the pictures' limits: one file, 5 MB.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  certificateRoute(app);

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/record',
    name: 'RecordVaccination',
    answer: vaccinationRecordedAnswerSchema,
    schema: recordVaccinationSchema,
    permission: PET_WRITE,
    async handle(input, ctx) {
      await assertPetReachable(ctx, input.petId);
      const list = await loadVaccineList(ctx);
      const { events } = await ctx.execute(petVaccinationsStream(input.petId), petVaccinationsDecider, {
        type: 'RecordVaccination',
        data: { ...input, vaccines: list.vaccines },
      });
      const recorded = events[0]?.data as { recordId: number } | undefined;
      return { petId: input.petId, recordId: recorded?.recordId ?? input.recordId, givenOn: toSpecDate(input.givenOn), expiresOn: toSpecDate(input.expiresOn) };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/remove',
    name: 'RemoveVaccination',
    answer: vaccinationRemovedAnswerSchema,
    schema: removeVaccinationSchema,
    permission: PET_WRITE,
    async handle({ petId, recordId }, ctx) {
      await assertPetReachable(ctx, petId);
      await ctx.execute(petVaccinationsStream(petId), petVaccinationsDecider, { type: 'RemoveVaccination', data: { petId, recordId } });
      return { petId, recordId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/saveVaccine',
    name: 'SaveVaccine',
    answer: vaccineSavedAnswerSchema,
    schema: saveVaccineSchema,
    permission: MANAGEMENT,
    async handle({ vaccineId, name }, ctx) {
      const { events } = await ctx.execute(VACCINES_STREAM, vaccineListDecider, { type: 'DefineVaccine', data: { vaccineId, name } });
      const defined = events[0]?.data as { vaccineId: number } | undefined;
      return { ID: defined?.vaccineId ?? vaccineId, name };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/removeVaccine',
    name: 'RemoveVaccine',
    answer: vaccineRemovedAnswerSchema,
    schema: removeVaccineSchema,
    permission: MANAGEMENT,
    async handle({ vaccineId }, ctx) {
      await ctx.execute(VACCINES_STREAM, vaccineListDecider, { type: 'RemoveVaccine', data: { vaccineId } });
      return { ID: vaccineId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/updateRules',
    name: 'UpdateVaccinationRules',
    answer: vaccinationRulesAnswerSchema,
    schema: updateVaccinationRulesSchema,
    permission: MANAGEMENT,
    async handle(input, ctx) {
      await ctx.execute(VACCINES_STREAM, vaccineListDecider, { type: 'SetVaccinationRules', data: input });
      return input;
    },
  });
}
