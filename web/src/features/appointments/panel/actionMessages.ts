import { APPOINTMENT_MESSAGES as M, type AppointmentAction } from '@pawroute/domain';

/** The toasts of part 1 §8, word for word; Stylist En Route has none in the spec (ours). */
export const ACTION_MESSAGES: Partial<Record<AppointmentAction, { ok: string; failed: string }>> = {
  confirm: { ok: M.confirmed, failed: M.failedToConfirm },
  reschedule: { ok: M.rescheduled, failed: M.failedToReschedule },
  cancel: { ok: M.cancelled, failed: M.failedToCancel },
  start: { ok: M.started, failed: M.failedToStart },
  stylistEnRoute: { ok: 'Stylist marked en route.', failed: 'Failed to mark the stylist en route.' },
  resolveServiceIssue: { ok: M.resolvedServiceIssue, failed: M.failedToResolveServiceIssue },
  createServiceIssue: { ok: M.createdServiceIssue, failed: M.failedToCreateServiceIssue },
  requestStanding: { ok: M.requestedStanding, failed: M.failedToRequestStanding },
  delete: { ok: M.deleted, failed: M.failedToDelete },
};

/** The buttons' words (part 1 §4). */
export const ACTION_LABELS: Partial<Record<AppointmentAction, string>> = {
  confirm: 'Confirm',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  start: 'Start',
  stylistEnRoute: 'Stylist En Route',
  resolveServiceIssue: 'Resolve Service Issue',
  createServiceIssue: 'Create Service Issue',
  requestStanding: 'Request Standing Appointment',
  delete: 'Delete',
};
