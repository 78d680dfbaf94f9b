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

/** DELETE pets/delete?petId=: the pet deleted. */
export interface DeletePetAnswer {
  petId: number;
}

/** POST pets/sendSympathyEmail: whether this request sent the mail (once per pet). */
export interface SympathyEmailAnswer {
  petId: number;
  sent: boolean;
}

/** POST profile/updatePetNotes: the pet's habits note now. */
export interface UpdatePetNotesAnswer {
  petId: number;
  habits: string | null;
}

/** POST pets/updateOwner: the pet's customer now. */
export interface PetOwnerAnswer {
  customerID: number;
}
