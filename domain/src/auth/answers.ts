import { z } from 'zod';

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
