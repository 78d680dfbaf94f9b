import { z } from 'zod';
import { idParam, storableText } from '../shared/storable';
import { wireDateToIso } from '../shared/wireFields';
import { GROOMING_REPORT_NOTE_MAX } from './events';
import { GROOMING_REPORT_MESSAGES as M } from './messages';

/** 'MM-DD-YYYY' (the API's) or 'YYYY-MM-DD' (a date input's), kept as 'YYYY-MM-DD'; empty is none. */
const nextDate = z
  .union([storableText(), z.null()])
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    return text === '' ? null : wireDateToIso(M.nextDateInvalid)(text, ctx);
  });

/**
 * POST groomingReport/write: the report of a completed appointment (a note, the next suggested date; the
 * photos are the appointment's pictures visible to the customer). One schema for the server and the form.
 */
export const groomingReportBodySchema = z.object({
  appointmentId: idParam(M.appointmentRequired),
  note: z
    .union([storableText(), z.null()])
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(GROOMING_REPORT_NOTE_MAX, { error: M.noteTooLong })),
  nextSuggestedDate: nextDate,
});
export type GroomingReportBody = z.input<typeof groomingReportBodySchema>;
