import type { AppointmentStatus } from '../options';
import type { DomainEvent } from '../shared/decider';
import type { AppointmentEvent, ConflictReason } from './events';

/** What the decider needs to know of one appointment. */
export interface AppointmentFacts {
  appointmentId: number;
  estimateId: number;
  customerId: number;
  status: AppointmentStatus;
  employeeId: number | null;
  appointmentDate: string | null;
  startTime: string | null;
  endTime: string | null;
  conflicts: ConflictReason[];
  isStanding: boolean;
  standingId: number | null;
  /** timeStarted (part 1 §3), an instant; null until started. */
  timeStarted: string | null;
  stylistEnRouteAt: string | null;
  /** The status a service issue was raised from, where resolving it returns. */
  statusBeforeServiceIssue: AppointmentStatus | null;
  pictures: { fileName: string; visibleToCustomer: boolean }[];
  rated: boolean;
  /** appointments/createTransaction's Transaction-<id>, recorded before the completion; null until then. */
  paymentTransactionId: number | null;
}

export type AppointmentState =
  | { kind: 'none' }
  | ({ kind: 'active' } & AppointmentFacts)
  | { kind: 'deleted'; appointmentId: number };

export const initialAppointmentState = (): AppointmentState => ({ kind: 'none' });

/** Total: events this state does not read (other features', unknown types) leave it unchanged. */
export function evolveAppointment(state: AppointmentState, anyEvent: DomainEvent): AppointmentState {
  const event = anyEvent as AppointmentEvent;
  if (event.type === 'AppointmentCreated') {
    if (state.kind !== 'none') return state;
    const d = event.data;
    return {
      kind: 'active',
      appointmentId: d.appointmentId,
      estimateId: d.estimateId,
      customerId: d.customerId,
      status: d.status,
      employeeId: d.employeeId,
      appointmentDate: d.appointmentDate,
      startTime: d.startTime,
      endTime: d.endTime,
      conflicts: [...d.conflicts],
      isStanding: d.isStanding,
      standingId: d.standingId,
      timeStarted: null,
      stylistEnRouteAt: null,
      statusBeforeServiceIssue: null,
      pictures: [],
      rated: false,
      paymentTransactionId: null,
    };
  }
  if (state.kind !== 'active') return state;
  switch (event.type) {
    case 'AppointmentUpdated':
    case 'AppointmentScheduled': {
      const { employeeId, appointmentDate, startTime, endTime, conflicts, status } = event.data;
      return { ...state, employeeId, appointmentDate, startTime, endTime, conflicts: [...conflicts], status };
    }
    case 'AppointmentConfirmed':
      return { ...state, status: 'confirmed' };
    case 'AppointmentRescheduled':
      return { ...state, status: 'rescheduled' };
    case 'AppointmentCancelled':
      return { ...state, status: 'cancelled' };
    case 'AppointmentStarted':
      return { ...state, status: 'inProgress', timeStarted: event.data.at };
    case 'AppointmentStylistEnRoute':
      return { ...state, stylistEnRouteAt: event.data.at };
    case 'AppointmentServiceIssueCreated':
      return { ...state, status: 'serviceIssue', statusBeforeServiceIssue: event.data.previousStatus };
    case 'AppointmentServiceIssueResolved':
      return { ...state, status: event.data.status, conflicts: [...event.data.conflicts], statusBeforeServiceIssue: null };
    case 'AppointmentStandingRequested':
      return { ...state, status: 'standingRequest' };
    case 'AppointmentDeleted':
      return { kind: 'deleted', appointmentId: state.appointmentId };
    case 'AppointmentPictureUploaded': {
      const { fileName, visibleToCustomer } = event.data;
      if (state.pictures.some((p) => p.fileName === fileName)) return state;
      return { ...state, pictures: [...state.pictures, { fileName, visibleToCustomer }] };
    }
    case 'AppointmentPictureRemoved':
      return { ...state, pictures: state.pictures.filter((p) => p.fileName !== event.data.fileName) };
    case 'AppointmentPictureVisibilitySet': {
      const { fileName, visibleToCustomer } = event.data;
      return { ...state, pictures: state.pictures.map((p) => (p.fileName === fileName ? { fileName, visibleToCustomer } : p)) };
    }
    case 'AppointmentRated':
      return { ...state, rated: true };
    case 'AppointmentCompleted':
      return { ...state, status: 'completed' };
    case 'AppointmentPaymentRecorded':
      return { ...state, paymentTransactionId: event.data.transactionId };
    default:
      return state;
  }
}
