import { z } from 'zod';
import { fromSpecOrIsoDate } from '../shared/wire';
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
    const iso = fromSpecOrIsoDate(text);
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
