import {
  DomainError,
  VACCINATION_MESSAGES as M,
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
} from '@pawroute/domain';
import { allOf, commandRoute, isStaff, permissionOr, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadPetState, loadVaccineList } from './load';

/** Staff with EditPets, or a customer for their own pets (the handler checks the pet is theirs). */
const PET_WRITE = permissionOr<unknown>('EditPets', 'a customer, for their own pets', (actor) => !isStaff(actor));
/** The Management screen's writes: ViewManagement and EditSettings, as the other reference lists. */
const MANAGEMENT = allOf('ViewManagement', 'EditSettings');

/** The pet exists and is not deleted, and is the actor's own when the actor is a customer; else 404. */
async function assertPetReachable(ctx: CommandHandlerContext & { actor: Actor }, petId: number): Promise<void> {
  const pet = await loadPetState(ctx, petId);
  const own = ctx.actor.permissions.EditPets || (pet.status !== 'none' && pet.customerId === ctx.actor.customerId);
  if (pet.status !== 'active' || !own) throw new DomainError(404, M.petNotFound, { petId: M.petNotFound });
}

/**
 * Vaccinations (docs/RULES.md VAC-VALID). Paths are ours: the spec has no vaccinations. A pet's
 * records on `PetVaccinations-<petId>`; the managed list and the rules on `Vaccines`.
 */
export async function vaccinationsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/vaccinations/record',
    name: 'RecordVaccination',
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
    schema: updateVaccinationRulesSchema,
    permission: MANAGEMENT,
    async handle(input, ctx) {
      await ctx.execute(VACCINES_STREAM, vaccineListDecider, { type: 'SetVaccinationRules', data: input });
      return input;
    },
  });
}
