import { z } from 'zod';
/** What the /book routes answer (the web takes its types from here). */
export interface PublicBookingOptionsAnswer {
  enabled: boolean;
  acceptMode: 'automatic' | 'request';
  /** The service area is drawn by Mapsco (SA-KIND): the address step asks for one. */
  askMapsco: boolean;
}
export interface PublicAddressAnswer {
  inside: boolean;
  message: string;
}
export interface PublicSendCodeAnswer {
  sentTo: string;
  expiresInMinutes: number;
  message: string;
}
export interface PublicVerifyCodeAnswer {
  userId: number;
  customerId: number;
  firstName: string;
  inside: boolean;
}

/** POST publicBooking/addPet: the pet added. */
export const publicAddPetAnswerSchema = z.object({ petId: z.number(), petName: z.string() });
export type PublicAddPetAnswer = z.infer<typeof publicAddPetAnswerSchema>;
