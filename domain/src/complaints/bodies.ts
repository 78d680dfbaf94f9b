import { z } from 'zod';
import { idParam, storableText } from '../shared/storable';
import { COMPLAINT_MAX, COMPLAINT_MESSAGES as M } from './messages';

/** POST /api/v4/complaints/create {customerId, employeeId, complaint, isBlocking} (path ours: not shown in the spec). */
export const createComplaintSchema = z.object({
  customerId: idParam(M.customerRequired),
  employeeId: idParam(M.employeeRequired),
  complaint: storableText({ error: M.explanationRequired })
    .trim()
    .min(1, { error: M.explanationRequired })
    .max(COMPLAINT_MAX, { error: M.explanationTooLong }),
  // Part 2 §3: blocking defaults to on.
  isBlocking: z.boolean({ error: M.blockingRequired }).nullish().transform((v) => v ?? true),
});
/** What the New Complaint form sends. */
export type CreateComplaintBody = z.input<typeof createComplaintSchema>;

/** POST /api/v4/complaints/setBlocking {complaintId, isBlocking} (part 2 §7.7). */
export const setComplaintBlockingSchema = z.object({
  complaintId: idParam(M.complaintRequired),
  isBlocking: z.boolean({ error: M.blockingRequired }),
});

/** GET /api/v4/complaints/findAll (optional showTerminated=true, part 2 §9). */
export const findComplaintsQuerySchema = z.object({
  showTerminated: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

/** POST /api/v4/complaints/setBlocking */
export type SetComplaintBlockingBody = z.output<typeof setComplaintBlockingSchema>;

