import { statusLabel, type AppointmentStatus } from '../options';

/**
 * The actions of part 1 §4 "Actions available by status", as data: the decider accepts an action only
 * in a status that offers it, and the web shows the buttons of the same table.
 *
 * Part 1 §4 lists waiting, rescheduled, scheduled, inProgress, serviceIssue, completed and cancelled.
 * Where it is silent (ours, named here so a test can hold it):
 * - confirmed offers what scheduled does but Confirm (it is confirmed already); Start and Stylist En
 *   Route are offered in scheduled and confirmed (part 2 §4.2: "non-standing appointments that are
 *   scheduled or confirmed").
 * - conflicting offers Save, Reschedule and Cancel: saving it again with resolveConfliction is how it
 *   becomes scheduled (§4); it is confirmed or started only once scheduled.
 * - a service issue and a standing request "are created from an appointment with a comment" (§4): from
 *   every status that is not terminal; a standing request not from inProgress (the groom is under way)
 *   nor from a standingRequest; a service issue not from a standingRequest.
 * - standingRequest offers Cancel (and Delete); the standing itself is made on its own stream.
 * - Schedule is offered where the estimate's Schedule button shows: waiting or rescheduled (§4).
 * - Delete is offered in every status but serviceIssue (§4); the DeleteAppointments permission is the
 *   route's.
 * Completion (complete, complete with the customer absent) is part 2's and is not in this table.
 */
export const APPOINTMENT_ACTIONS = [
  'schedule',
  'update',
  'confirm',
  'reschedule',
  'cancel',
  'start',
  'stylistEnRoute',
  'createServiceIssue',
  'resolveServiceIssue',
  'requestStanding',
  'delete',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export const ACTIONS_BY_STATUS: Readonly<Record<AppointmentStatus, readonly AppointmentAction[]>> = {
  waiting: ['schedule', 'cancel', 'createServiceIssue', 'requestStanding', 'delete'],
  rescheduled: ['schedule', 'update', 'cancel', 'createServiceIssue', 'requestStanding', 'delete'],
  scheduled: ['update', 'confirm', 'reschedule', 'cancel', 'start', 'stylistEnRoute', 'createServiceIssue', 'requestStanding', 'delete'],
  confirmed: ['update', 'reschedule', 'cancel', 'start', 'stylistEnRoute', 'createServiceIssue', 'requestStanding', 'delete'],
  conflicting: ['update', 'reschedule', 'cancel', 'createServiceIssue', 'requestStanding', 'delete'],
  inProgress: ['update', 'reschedule', 'cancel', 'createServiceIssue', 'delete'],
  standingRequest: ['cancel', 'delete'],
  serviceIssue: ['resolveServiceIssue'],
  completed: ['delete'],
  cancelled: ['delete'],
};

/** Part 1 §4: completed, cancelled and serviceIssue are terminal; the estimate becomes read-only. */
export const TERMINAL_STATUSES = ['completed', 'cancelled', 'serviceIssue'] as const satisfies readonly AppointmentStatus[];
export const isTerminalStatus = (status: AppointmentStatus): boolean => (TERMINAL_STATUSES as readonly string[]).includes(status);

export const actionsFor = (status: AppointmentStatus): readonly AppointmentAction[] => ACTIONS_BY_STATUS[status];
export const offersAction = (status: AppointmentStatus, action: AppointmentAction): boolean => ACTIONS_BY_STATUS[status].includes(action);

/** How a refusal names the action (ours). */
const ACTION_PHRASES: Record<AppointmentAction, string> = {
  schedule: 'scheduled',
  update: 'saved',
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
  start: 'started',
  stylistEnRoute: 'marked as stylist en route',
  createServiceIssue: 'made a service issue',
  resolveServiceIssue: 'resolved as a service issue',
  requestStanding: 'made a standing request',
  delete: 'deleted',
};

/** The 409 message of an action the status does not offer (ours): 'A Cancelled appointment cannot be confirmed.' */
export const actionRefusedMessage = (status: AppointmentStatus, action: AppointmentAction): string =>
  `${/^[AEIOU]/.test(statusLabel(status)) ? 'An' : 'A'} ${statusLabel(status)} appointment cannot be ${ACTION_PHRASES[action]}.`;
