import { z } from 'zod';
import type { PermissionFlags } from './permissions';

/** The answers of the entrance's calls, declared once: command-api builds them, the web reads them. */

/** POST /api/v4/entrance/signup: the new customer, signed in. */
export const signUpAnswerSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  customerId: z.number(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** GET /api/v4/entrance/getFeedbackInfo?token=: who groomed, for the feedback form. */
export const feedbackInfoSchema = z.object({
  appointmentId: z.number(),
  stylistName: z.string().nullable(),
  stylistId: z.number().nullable(),
  /** 'MM-DD-YYYY' */
  appointmentDate: z.string().nullable(),
});
export type FeedbackInfo = z.infer<typeof feedbackInfoSchema>;

/** The signed-in user as the API describes it (login, check-session-user and the password reset's sign-in). */
export interface SessionUser {
  ID: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  userTypeId: number;
  /** The user type's name, e.g. 'Office'. */
  UserType: string | null;
  isAccount: boolean;
  customerId: number | null;
  /** Served by GET /api/v4/user/getProfilePicture (part 2 §7.3); null when there is none. */
  profilePictureUrl: string | null;
  permissions: PermissionFlags;
}

/** PUT /api/v4/entrance/login, POST update-password-and-login, GET check-session-user. */
export interface SignedInAnswer {
  user: SessionUser;
}

/** GET /csrfToken: the token a write sends back in X-CSRF-Token. */
export interface CsrfTokenAnswer {
  _csrf: string;
}

/** GET entrance/confirmEmail?token=: the address confirmed (command-api auth/linkRoutes.ts). */
export interface EmailConfirmedAnswer {
  userId: number;
  emailAddress: string;
  message: string;
}

/** GET entrance/confirmAppointment?token=: the appointment confirmed, its date 'MM-DD-YYYY' and time 'h:mm A'. */
export interface AppointmentConfirmedByLinkAnswer {
  appointmentId: number;
  appointmentDate: string | null;
  startTime: string | null;
  status: 'confirmed';
  message: string;
  /** On a replayed link: the global position to read after (appointments/answers.ts: every write answers it). */
  position?: string | number;
}

/** POST /api/v4/entrance/signup: the new customer and the last event's position. */
export interface SignUpResponse {
  userId: number;
  firstName: string;
  lastName: string;
  customerId: number;
  position: string | null;
}
