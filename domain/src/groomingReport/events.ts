import { z } from 'zod';
import { PICTURE_FILE_NAME } from '../pictures';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableLocalDate, storableText } from '../shared/storable';

/** The report's note: short (a line or two for the customer), plain text. */
export const GROOMING_REPORT_NOTE_MAX = 500;

/**
 * On Appointment-<id>: the stylist's report of a completed groom, which goes with the receipt and shows
 * on the completed appointment in the portal. `photos`: the appointment's pictures visible to the
 * customer when it was written (`<sha256>.<ext>`, the pictures' own names); the note is plain text,
 * never HTML; the next suggested date is business-local 'YYYY-MM-DD'. A later one replaces it.
 */
export const groomingReportWrittenSchema = z.object({
  appointmentId: storableId(),
  note: storableText().max(GROOMING_REPORT_NOTE_MAX),
  nextSuggestedDate: storableLocalDate().nullable(),
  photos: z.array(storableText().regex(PICTURE_FILE_NAME)).max(20),
  writtenBy: storableId().nullable(),
  writtenAt: storableText(),
});
export type GroomingReportWrittenData = z.infer<typeof groomingReportWrittenSchema>;
export type GroomingReportWritten = DomainEvent<'GroomingReportWritten', GroomingReportWrittenData>;

export const GROOMING_REPORT_EVENT_SCHEMAS = { GroomingReportWritten: groomingReportWrittenSchema } as const;
export const GROOMING_REPORT_EVENT_TYPES = Object.keys(GROOMING_REPORT_EVENT_SCHEMAS) as (keyof typeof GROOMING_REPORT_EVENT_SCHEMAS)[];
