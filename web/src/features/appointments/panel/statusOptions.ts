import { actionsFor, statusLabel, type AppointmentAction, type AppointmentStatus } from '@pawroute/domain';

/**
 * The status dropdown (EditAppointmentStatus, part 1 §4): the statuses the current status's actions
 * reach, each calling that action's route (docs/APPOINTMENTS.md). Resolving a service issue returns the
 * appointment to where it was, so that option says what it does rather than a status.
 */
export type StatusAction = Extract<
  AppointmentAction,
  'confirm' | 'reschedule' | 'cancel' | 'start' | 'createServiceIssue' | 'requestStanding' | 'resolveServiceIssue'
>;

const REACHES: Record<StatusAction, AppointmentStatus | null> = {
  confirm: 'confirmed',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
  start: 'inProgress',
  createServiceIssue: 'serviceIssue',
  requestStanding: 'standingRequest',
  resolveServiceIssue: null,
};

export interface StatusOption {
  action: StatusAction;
  label: string;
}

export function statusOptions(status: AppointmentStatus, options: { canStart: boolean }): StatusOption[] {
  return actionsFor(status)
    .filter((a): a is StatusAction => a in REACHES)
    .filter((a) => a !== 'start' || options.canStart)
    .map((action) => {
      const target = REACHES[action];
      return { action, label: target ? statusLabel(target) : 'Resolve Service Issue' };
    });
}
