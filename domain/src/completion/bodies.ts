import { z } from 'zod';
import { APPOINTMENT_MESSAGES } from '../appointments';
import { idParam, storableText } from '../shared/storable';
import { transactionBodySchema } from '../transactions';

/**
 * The request bodies of the completion's writes, declared once (docs/ARCHITECTURE.md "Contracts"):
 * command-api checks them, the web types its calls with them.
 */

/** POST appointments/complete: the transaction form's fields; the charge is the estimate's, computed by the server. */
export const completeBodySchema = z.object({
  appointmentId: idParam(),
  isCustomerAbsent: z.boolean().nullish().transform((v) => v ?? false),
  transaction: transactionBodySchema.nullish().transform((v) => v ?? transactionBodySchema.parse({})),
  /** From appointments/uploadSignature. */
  signatureFileName: storableText().max(120).nullish().transform((v) => v ?? null),
  /** Beyond the spec: "Save this card for next time" on a one-time card (Accept.js opaque data only). */
  saveCard: z.boolean().nullish().transform((v) => v ?? false),
  /** Beyond the spec: the percent the tip step chose; the gratuity must be that percent of TIP-BASE's base. */
  gratuityPercent: z.number().min(0).max(100).nullish().transform((v) => v ?? null),
});
export type CompleteBody = z.input<typeof completeBodySchema>;

/** POST appointments/notifyOnTheWay and appointments/uploadSignature (multipart field): the appointment. */
export const completionAppointmentIdBodySchema = z.object({ appointmentId: idParam() });
export type CompletionAppointmentIdBody = z.input<typeof completionAppointmentIdBodySchema>;

/** POST appointments/createTransaction: the payment of an appointment in progress. */
export const createAppointmentTransactionBodySchema = z.object({
  appointmentId: idParam(),
  transaction: transactionBodySchema.nullish().transform((v) => v ?? transactionBodySchema.parse({})),
});
export type CreateAppointmentTransactionBody = z.input<typeof createAppointmentTransactionBodySchema>;

/** POST appointments/startFromEstimate (completing without an appointment). */
export const startFromEstimateBodySchema = z.object({
  estimateId: idParam(APPOINTMENT_MESSAGES.informationMissing),
  /** The stylist who grooms; the signed-in user when left out. */
  employeeId: idParam().nullish().transform((v) => v ?? null),
});
export type StartFromEstimateBody = z.input<typeof startFromEstimateBodySchema>;
