import { z } from 'zod';
import { statusLabel, type AppointmentStatus } from '../options';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { storableId, storableText } from '../shared/storable';

/**
 * Which appointment an estimate has (part 1 §3: an Estimate has one Appointment), written on the
 * `Estimate-<id>` stream by appointments/create. The write side needs it twice, and neither may trust a
 * read model that lags: create refuses a second live appointment for one estimate, and estimate/save
 * reads the linked `Appointment-<id>` stream to refuse a save once that appointment is terminal
 * (part 1 §4: completed, cancelled and serviceIssue make the estimate read-only). Standing instances
 * share their standing's estimate and are not linked: the standing request's appointment is.
 */
export const estimateAppointmentLinkedSchema = z.object({
  estimateId: storableId(),
  appointmentId: storableId(),
  linkedAt: storableText().max(64),
});
export type EstimateAppointmentLinked = DomainEvent<'EstimateAppointmentLinked', z.infer<typeof estimateAppointmentLinkedSchema>>;

/** For the event-schema registry. */
export const ESTIMATE_LINK_EVENT_SCHEMAS = { EstimateAppointmentLinked: estimateAppointmentLinkedSchema } as const;

export const ESTIMATE_LINK_MESSAGES = {
  // ours: the estimate's Schedule button schedules its existing appointment (part 1 §4)
  alreadyHasAppointment: 'This estimate already has an appointment.',
  estimateNotFound: 'Estimate not found.',
} as const;

/** The 409 of estimate/save for a terminal appointment (docs/APPOINTMENTS.md): 'This estimate is read-only: its appointment is Completed.' */
export const estimateReadOnlyMessage = (status: AppointmentStatus): string => `This estimate is read-only: its appointment is ${statusLabel(status)}.`;

/**
 * Link `appointmentId` to the estimate. `goneAppointmentIds`: the linked appointments the caller
 * found deleted (or never written); any other linked appointment is live and refuses the link. A
 * concurrent create retried after the first one's link sees a new id, not in that list: refused.
 */
export interface LinkEstimateAppointment {
  type: 'LinkEstimateAppointment';
  data: { estimateId: number; appointmentId: number; goneAppointmentIds: readonly number[] };
}

export interface EstimateLinkState {
  saved: boolean;
  /** Oldest first. */
  appointmentIds: number[];
}

export const initialEstimateLinkState = (): EstimateLinkState => ({ saved: false, appointmentIds: [] });

/** Total: the estimate's own events only say it exists. */
export function evolveEstimateLink(state: EstimateLinkState, event: DomainEvent): EstimateLinkState {
  switch (event.type) {
    case 'EstimateSaved':
      return state.saved ? state : { ...state, saved: true };
    case 'EstimateAppointmentLinked': {
      const { appointmentId } = (event as EstimateAppointmentLinked).data;
      return state.appointmentIds.includes(appointmentId) ? state : { ...state, appointmentIds: [...state.appointmentIds, appointmentId] };
    }
    default:
      return state;
  }
}

export function decideEstimateLink(command: LinkEstimateAppointment, state: EstimateLinkState, { now }: CommandContext): EstimateAppointmentLinked[] {
  const { estimateId, appointmentId, goneAppointmentIds } = command.data;
  if (!state.saved) throw new DomainError(404, ESTIMATE_LINK_MESSAGES.estimateNotFound, { estimateId: ESTIMATE_LINK_MESSAGES.estimateNotFound });
  if (state.appointmentIds.includes(appointmentId)) return [];
  if (state.appointmentIds.some((id) => !goneAppointmentIds.includes(id))) throw new DomainError(409, ESTIMATE_LINK_MESSAGES.alreadyHasAppointment);
  return [{ type: 'EstimateAppointmentLinked', data: { estimateId, appointmentId, linkedAt: now } }];
}

export const estimateLinkDecider: Decider<LinkEstimateAppointment, EstimateAppointmentLinked, EstimateLinkState> = {
  initialState: initialEstimateLinkState,
  evolve: evolveEstimateLink,
  decide: decideEstimateLink,
};
