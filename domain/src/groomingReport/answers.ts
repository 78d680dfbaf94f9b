import { z } from 'zod';
/** A completed appointment's grooming report as the portal and the office read it (dates 'MM-DD-YYYY'). */
export interface GroomingReportView {
  appointmentId: number;
  note: string;
  nextSuggestedDate: string | null;
  /** The photos' names; appointments/getPicture serves each (the customer only the visible ones). */
  photos: string[];
  writtenAt: string;
}

/** GET groomingReport/get: the report, or null when none was written. */
export interface GroomingReportAnswer {
  report: GroomingReportView | null;
}

/** POST groomingReport/write. */
/** POST groomingReport/write. */
export const writeGroomingReportAnswerSchema = z.object({ appointmentId: z.number(), photos: z.number(), message: z.string() });
export type WriteGroomingReportAnswer = z.infer<typeof writeGroomingReportAnswerSchema>;
