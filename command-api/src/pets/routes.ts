import {
  deletePetBodySchema,
  sympathyEmailBodySchema,
  updatePetNotesBodySchema,
  petDecider,
  type DeletePetAnswer,
  type SympathyEmailAnswer,
  type UpdatePetNotesAnswer,
  petGroomingBodySchema,
  petStream,
  petUpdateSchema,
  updateOwnerSchema,
  deletePetAnswerSchema,
  petOwnerAnswerSchema,
  savePetAnswerSchema,
  sympathyEmailAnswerSchema,
  updatePetGroomingAnswerSchema,
  updatePetNotesAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, isStaff, permissionOr } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadAppointment } from '../shared/loadStreams';
import { changeOwner, mayChangeOwner } from './changeOwner';
import { loadPet } from './lookups';
import { maySavePet, onlyHabitsOf, savePet } from './savePet';
import { sendSympathyEmail } from './sympathyEmail';

/** The pets feature's writes (part 1 §7 "Pets"). Pictures are in ../pictures. */
export async function petsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/pets/update',
    name: 'SavePet',
    answer: savePetAnswerSchema,
    schema: petUpdateSchema,
    permission: maySavePet,
    handle: (input, ctx) => savePet(input, ctx),
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/pets/delete',
    name: 'DeletePet',
    answer: deletePetAnswerSchema,
    schema: deletePetBodySchema,
    permission: 'EditPets',
    async handle({ petId }, ctx): Promise<DeletePetAnswer> {
      await ctx.execute(petStream(petId), petDecider, { type: 'DeletePet', data: { petId } });
      return { petId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/pets/updateOwner',
    name: 'ChangePetOwner',
    answer: petOwnerAnswerSchema,
    schema: updateOwnerSchema,
    permission: mayChangeOwner,
    handle: (input, ctx) => changeOwner(input, ctx),
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/pets/sendSympathyEmail',
    name: 'SendSympathyEmail',
    answer: sympathyEmailAnswerSchema,
    schema: sympathyEmailBodySchema,
    permission: 'EditPets',
    handle: ({ petId }, ctx): Promise<SympathyEmailAnswer> => sendSympathyEmail(petId, ctx),
  });

  // Part 1 §1: a customer may edit the habits note of their own pets; staff with EditPets any pet's.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/profile/updatePetNotes',
    name: 'UpdatePetNotes',
    answer: updatePetNotesAnswerSchema,
    schema: updatePetNotesBodySchema,
    permission: permissionOr('EditPets', 'a customer, for their own pets', (actor) => !isStaff(actor)),
    async handle({ petId, habits }, ctx): Promise<UpdatePetNotesAnswer> {
      await ctx.execute(petStream(petId), petDecider, {
        type: 'UpdatePetNotes',
        data: { petId, habits, onlyHabitsOf: onlyHabitsOf(ctx.actor) },
      });
      const pet = await loadPet(ctx, petId);
      return { petId, habits: pet.status === 'active' ? pet.details.habits : habits };
    },
  });

  // The groomer's van: 'Grooming and Cut' from the stylist's appointment. EditPets (the built-in
  // stylist has it), or the stylist assigned to the appointment (read from its own stream, as
  // appointments/start checks); the pet must be the appointment's customer's (the pet's decider checks
  // it against its stream).
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/pets/updateGrooming',
    name: 'UpdatePetGrooming',
    answer: updatePetGroomingAnswerSchema,
    schema: petGroomingBodySchema,
    permission: permissionOr<{ appointmentId: number }>('EditPets', "the appointment's assigned stylist", async (actor, { appointmentId }) => {
      const state = await loadAppointment(app.services.store, appointmentId);
      return state.kind === 'active' && state.employeeId === actor.userId;
    }),
    async handle({ appointmentId, petId, grooming }, ctx) {
      // From an appointment, always one of that appointment's customer's pets (EditPets or not).
      const appointment = await loadAppointment(app.services.store, appointmentId);
      const ofCustomer = appointment.kind === 'active' ? appointment.customerId : -1;
      await ctx.execute(petStream(petId), petDecider, { type: 'UpdatePetGrooming', data: { petId, grooming, ofCustomer } });
      return { petId, grooming };
    },
  });
}
