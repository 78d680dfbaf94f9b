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
export interface PublicAddPetAnswer {
  petId: number;
  petName: string;
}
