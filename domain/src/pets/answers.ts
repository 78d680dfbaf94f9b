import { z } from 'zod';
import { ageOn, toUsDate } from './dates';
import type { PetDetails } from './details';

/**
 * A pet as the API answers it (pets/findByCustomer, pets/update): the spec's field names; money in
 * cents (lastFee, overrideGroomingFeePrice); dates 'MM-DD-YYYY'; age from the birthday when known.
 */
export interface PetView extends PetDetails {
  ID: number;
  /** What an edit sends back as expectedVersion (editVersion: the Pet stream's revision); reads only. */
  version?: string;
  customerId: number;
  userId: number;
  commentGroupId: number | null;
  /** File names (GET pets/getPicture?petId=&fileName=). */
  pictures: string[];
  sympathyEmailSent: boolean;
  /**
   * The pet's next booked visit (the portal's pet card), from today on: date 'MM-DD-YYYY',
   * start 'h:mm AM'. Only pets/findByCustomer fills it (null when none); other answers leave it out.
   */
  nextAppointment?: { date: string; startTime: string | null } | null;
}

export interface FindPetsByCustomerResponse {
  pets: PetView[];
}

export interface SavePetResponse {
  pet: PetView;
  /** True when this save marked the pet deceased (the UI then offers the sympathy email). */
  becameDeceased: boolean;
  position: string | null;
}

export function petView(
  pet: { petId: number; customerId: number; userId: number; details: PetDetails; pictures: readonly { fileName: string }[]; sympathyEmailSent: boolean },
  today: string,
): PetView {
  const d = pet.details;
  return {
    ID: pet.petId,
    customerId: pet.customerId,
    userId: pet.userId,
    commentGroupId: null,
    ...d,
    age: d.birthday ? ageOn(d.birthday, today) : d.age,
    birthday: toUsDate(d.birthday),
    lastGroomDate: toUsDate(d.lastGroomDate),
    pictures: pet.pictures.map((p) => p.fileName),
    sympathyEmailSent: pet.sympathyEmailSent,
  };
}

/** What the form posts back: the view minus read-only and null fields ("null values removed"). */
export function petUpdateBodyOf(view: PetView): Record<string, unknown> {
  const { pictures: _pictures, sympathyEmailSent: _sent, commentGroupId: _group, userId: _user, nextAppointment: _next, ...rest } = view;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null && value !== undefined));
}

/** The pets' writes. savePet answers the pet's view (PetView) and whether it became deceased; the schema checks the id and the flag, and parsing (not strict) lets the view's other fields through. */
export const savePetAnswerSchema = z.object({ ID: z.number(), becameDeceased: z.boolean() });
export type SavePetAnswer = z.infer<typeof savePetAnswerSchema>;
/** DELETE pets/delete?petId=: the pet deleted. */
export const deletePetAnswerSchema = z.object({ petId: z.number() });
export type DeletePetAnswer = z.infer<typeof deletePetAnswerSchema>;
/** POST pets/updateOwner: the pet's customer now. */
export const petOwnerAnswerSchema = z.object({ customerID: z.number() });
export type PetOwnerAnswer = z.infer<typeof petOwnerAnswerSchema>;
/** POST pets/sendSympathyEmail: whether this request sent the mail (once per pet). */
export const sympathyEmailAnswerSchema = z.object({ petId: z.number(), sent: z.boolean() });
export type SympathyEmailAnswer = z.infer<typeof sympathyEmailAnswerSchema>;
/** POST profile/updatePetNotes: the pet's habits note now. */
export const updatePetNotesAnswerSchema = z.object({ petId: z.number(), habits: z.string().nullable() });
export type UpdatePetNotesAnswer = z.infer<typeof updatePetNotesAnswerSchema>;
export const updatePetGroomingAnswerSchema = z.object({ petId: z.number(), grooming: z.string().nullable() });
export type UpdatePetGroomingAnswer = z.infer<typeof updatePetGroomingAnswerSchema>;
