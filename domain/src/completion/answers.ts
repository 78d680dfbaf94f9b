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

/** POST appointments/createTransaction: the payment recorded (`ID` and `status` repeat transactionId and cardStatus). */
export interface AppointmentPaymentAnswer {
  appointmentId: number;
  transactionId: number | null;
  ID: number | null;
  status: string | null;
  cardStatus: string | null;
  totalFee: number;
  message: string;
  position?: string;
}

/** POST appointments/notifyOnTheWay: whether the customer is told; `sentNow` when this press asked for it. */
export interface NotifyOnTheWayAnswer {
  appointmentId: number;
  notified: boolean;
  sentNow?: boolean;
  message: string;
}

/** POST appointments/uploadSignature: the stored image's name, named again in appointments/complete. */
export interface UploadSignatureAnswer {
  appointmentId: number;
  fileName: string;
  message: string;
}
