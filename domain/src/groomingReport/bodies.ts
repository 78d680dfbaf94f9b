import { z } from 'zod';
import { fromSpecDate } from '../shared/wire';
import { idParam, storableText } from '../shared/storable';
import { GROOMING_REPORT_NOTE_MAX } from './events';
import { GROOMING_REPORT_MESSAGES as M } from './messages';

/** 'MM-DD-YYYY' (the API's) or 'YYYY-MM-DD' (a date input's), kept as 'YYYY-MM-DD'; empty is none. */
const nextDate = z
  .union([storableText(), z.null()])
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return null;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? fromSpecDate(`${text.slice(5, 7)}-${text.slice(8, 10)}-${text.slice(0, 4)}`) : fromSpecDate(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: M.nextDateInvalid, path: [] });
      return z.NEVER;
    }
    return iso;
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
