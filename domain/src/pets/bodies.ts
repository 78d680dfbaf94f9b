import { z } from 'zod';
import { idParam, storableText } from '../shared/storable';
import { FIELD_MESSAGES, NOTE_MAX } from '../shared/validators';
import { PET_MESSAGES } from './messages';

/** The wire bodies of the pets' writes, declared once: command-api validates with them, the web sends their input. */

const id = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).nullish().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** Part 1 §7: newCustomer carries Address, Name, emailAddress, phoneNumber and isAccount. */
// Passed on to user/create's schema (its rules and messages); here only storable and bounded.
const passedOn = storableText().max(254, { error: FIELD_MESSAGES.tooLong(254) }).nullish();
const newCustomerSchema = z.object({
  Name: z.object({ firstName: passedOn, middleName: passedOn, lastName: passedOn }).nullish(),
  Address: z.record(z.string(), z.unknown()).nullish(),
  emailAddress: passedOn,
  phoneNumber: passedOn,
  isAccount: z.boolean().nullish(),
});

export const updateOwnerSchema = z
  .object({
    petID: id(PET_MESSAGES.petRequiredForOwnerChange),
    customerID: id('The customer ID must be a number.'),
    newCustomer: newCustomerSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.petID === null) ctx.addIssue({ code: 'custom', path: ['petID'], message: PET_MESSAGES.petRequiredForOwnerChange });
    else if (input.customerID === null && !input.newCustomer) {
      ctx.addIssue({ code: 'custom', path: ['customerID'], message: 'Please choose a customer or create a new one.' });
    }
  });
export type UpdateOwnerBody = z.output<typeof updateOwnerSchema>;
/** What a client sends (the web's change-owner form). */
export type UpdateOwnerRequest = z.input<typeof updateOwnerSchema>;

/**
 * POST pets/updateGrooming (the groomer's van): the pet's 'Grooming and Cut' text, from the stylist's
 * appointment `appointmentId` (the assigned stylist may change it for that appointment's customer's pets).
 * One schema for the server and the stylist's form.
 */
export const petGroomingBodySchema = z.object({
  appointmentId: z.number({ error: PET_MESSAGES.appointmentRequired }).int({ error: PET_MESSAGES.appointmentRequired }).positive({ error: PET_MESSAGES.appointmentRequired }).max(2_147_483_647, { error: PET_MESSAGES.appointmentRequired }),
  petId: z.number({ error: PET_MESSAGES.petIdRequired }).int({ error: PET_MESSAGES.petIdRequired }).positive({ error: PET_MESSAGES.petIdRequired }).max(2_147_483_647, { error: PET_MESSAGES.petIdRequired }),
  grooming: storableText({ error: FIELD_MESSAGES.tooLong(NOTE_MAX) })
    .trim()
    .max(NOTE_MAX, { error: FIELD_MESSAGES.tooLong(NOTE_MAX) })
    .nullish()
    .transform((value) => value || null),
});
export type PetGroomingBody = z.input<typeof petGroomingBodySchema>;

/** DELETE pets/delete?petId=. */
export const deletePetBodySchema = z.object({ petId: idParam(PET_MESSAGES.petIdRequired) });
export type DeletePetBody = z.input<typeof deletePetBodySchema>;

/** POST profile/updatePetNotes: the habits note (a customer's only edit of their pets). */
export const updatePetNotesBodySchema = z.object({
  petId: idParam(PET_MESSAGES.petIdRequired),
  habits: storableText({ error: FIELD_MESSAGES.tooLong(NOTE_MAX) })
    .trim()
    .max(NOTE_MAX, { error: FIELD_MESSAGES.tooLong(NOTE_MAX) })
    .nullish()
    .transform((value) => value || null),
});
export type UpdatePetNotesBody = z.input<typeof updatePetNotesBodySchema>;

/** POST pets/sendSympathyEmail. */
export const sympathyEmailBodySchema = z.object({ petId: idParam(PET_MESSAGES.noPetIdForSympathy) });
export type SympathyEmailBody = z.input<typeof sympathyEmailBodySchema>;
