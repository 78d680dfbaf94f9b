import { z } from 'zod';

/**
 * The answers of the completion's writes, declared once: command-api builds them, the web reads them.
 * Every write's reply also carries its `position` (the consistency token, added by commandRoute).
 */

/**
 * POST appointments/complete: the transaction the completion recorded (null when nothing was charged),
 * the card's status at the gateway and the estimate's total.
 */
export const completeAnswerSchema = z.object({
  appointmentId: z.number(),
  transactionId: z.number().nullable(),
  cardStatus: z.string().nullable(),
  totalFee: z.number(),
  status: z.literal('completed'),
  message: z.string(),
  position: z.union([z.string(), z.number()]).optional(),
});
export type CompleteAnswer = z.infer<typeof completeAnswerSchema>;

/** POST appointments/startFromEstimate (completing without an appointment): the appointment made and started. */
export const startedFromEstimateSchema = z.object({
  appointmentId: z.number(),
  newAppointmentId: z.number(),
  estimateId: z.number(),
  customerUserId: z.number(),
  status: z.string().nullable(),
  message: z.string(),
});
export type StartedFromEstimate = z.infer<typeof startedFromEstimateSchema>;

/** POST appointments/uploadSignature: the stored image's name, named again in appointments/complete. */
export interface UploadSignatureAnswer {
  appointmentId: number;
  fileName: string;
  message: string;
}

/** POST appointments/createTransaction and notifyOnTheWay as schemas. */
/** POST appointments/createTransaction: the payment recorded (`ID` and `status` repeat transactionId and cardStatus). */
export const appointmentPaymentAnswerSchema = z.object({
  appointmentId: z.number(),
  transactionId: z.number().nullable(),
  ID: z.number().nullable(),
  status: z.string().nullable(),
  cardStatus: z.string().nullable(),
  totalFee: z.number(),
  message: z.string(),
  position: z.string().optional(),
});
export type AppointmentPaymentAnswer = z.infer<typeof appointmentPaymentAnswerSchema>;
/** POST appointments/notifyOnTheWay: whether the customer is told; `sentNow` when this press asked for it. */
export const notifyOnTheWayAnswerSchema = z.object({
  appointmentId: z.number(),
  notified: z.boolean(),
  sentNow: z.boolean().optional(),
  message: z.string(),
});
export type NotifyOnTheWayAnswer = z.infer<typeof notifyOnTheWayAnswerSchema>;
