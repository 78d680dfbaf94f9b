import {
  APPOINTMENT_EVENT_SCHEMAS,
  STATUS_IDS,
  type AppointmentEvent,
  type AppointmentStatus,
  type ConflictReason,
} from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import type { Selectable } from 'kysely';
import type { AppointmentsTable } from './tables';
import { parseEventData } from '../runner/parsedData';

/**
 * One `appointments` row as the projector holds it while folding a batch (column names as keys, so it
 * is written as it is). Pure: the projector loads the rows a batch touches, folds every event here, and
 * writes them back in one statement.
 */
export type AppointmentRecord = Omit<Selectable<AppointmentsTable>, 'status' | 'conflicts' | 'time_started' | 'time_ended' | 'stylist_en_route_at' | 'date_added' | 'updated_at'> & {
  status: AppointmentStatus;
  conflicts: ConflictReason[];
  /** The table's timestamps, as ISO strings. */
  time_started: string | null;
  time_ended: string | null;
  stylist_en_route_at: string | null;
  date_added: string;
  updated_at: string;
};

export type AppointmentEventType = keyof typeof APPOINTMENT_EVENT_SCHEMAS;
export const APPOINTMENT_EVENT_TYPES = Object.keys(APPOINTMENT_EVENT_SCHEMAS) as AppointmentEventType[];

/** The event's data, checked against its registered schema (a malformed event faults the projector). */
export function parseAppointmentEvent(event: RecordedEvent): AppointmentEvent {
  const schema = APPOINTMENT_EVENT_SCHEMAS[event.type as AppointmentEventType];
  if (!schema) throw new Error(`appointments projector: unexpected event type ${event.type}`);
  return { type: event.type, data: parseEventData(schema, event) } as AppointmentEvent;
}

const withStatus = (record: AppointmentRecord, status: AppointmentStatus, at: string): AppointmentRecord => ({
  ...record,
  status,
  status_id: STATUS_IDS[status],
  updated_at: at,
});

/**
 * The row after `event`; `customerUserId` is the customer's user as known when the appointment is made.
 * Events about an appointment the table does not hold leave it absent (like the domain's evolve, this
 * never throws on an event it does not expect).
 */
export function foldAppointment(record: AppointmentRecord | null, event: AppointmentEvent, customerUserId: number | null): AppointmentRecord | null {
  if (event.type === 'AppointmentCreated') {
    if (record) return record;
    const d = event.data;
    return {
      id: d.appointmentId,
      estimate_id: d.estimateId,
      customer_id: d.customerId,
      customer_user_id: customerUserId,
      status: d.status,
      status_id: STATUS_IDS[d.status],
      conflicts: [...d.conflicts],
      employee_id: d.employeeId,
      date: d.appointmentDate,
      start_time: d.startTime,
      end_time: d.endTime,
      is_standing: d.isStanding,
      standing_id: d.standingId,
      initial_comment: d.initialComment,
      last_comment: d.initialComment,
      time_started: null,
      time_ended: null,
      stylist_en_route_at: null,
      created_by_user_id: d.createdByUserId,
      date_added: d.createdAt,
      updated_at: d.createdAt,
      is_deleted: false,
    };
  }
  if (!record) return null;
  switch (event.type) {
    case 'AppointmentUpdated':
    case 'AppointmentScheduled': {
      const d = event.data;
      const at = event.type === 'AppointmentUpdated' ? event.data.updatedAt : event.data.scheduledAt;
      return {
        ...withStatus(record, d.status, at),
        employee_id: d.employeeId,
        date: d.appointmentDate,
        start_time: d.startTime,
        end_time: d.endTime,
        conflicts: [...d.conflicts],
      };
    }
    case 'AppointmentConfirmed':
      return withStatus(record, 'confirmed', event.data.at);
    case 'AppointmentRescheduled':
      return withStatus(record, 'rescheduled', event.data.at);
    case 'AppointmentCancelled':
      return withStatus(record, 'cancelled', event.data.at);
    case 'AppointmentStarted':
      return { ...withStatus(record, 'inProgress', event.data.at), time_started: event.data.at };
    case 'AppointmentCompleted':
      return { ...withStatus(record, 'completed', event.data.at), time_ended: event.data.at };
    case 'AppointmentStylistEnRoute':
      return { ...record, stylist_en_route_at: event.data.at, updated_at: event.data.at };
    case 'AppointmentServiceIssueCreated':
      return { ...withStatus(record, 'serviceIssue', event.data.at), last_comment: event.data.comment };
    case 'AppointmentServiceIssueResolved':
      return { ...withStatus(record, event.data.status, event.data.at), conflicts: [...event.data.conflicts] };
    case 'AppointmentStandingRequested':
      return { ...withStatus(record, 'standingRequest', event.data.at), last_comment: event.data.comment };
    case 'AppointmentDeleted':
      return { ...record, is_deleted: true, updated_at: event.data.at };
    // Pictures and ratings have tables of their own; the row only records that it changed.
    case 'AppointmentPictureUploaded':
    case 'AppointmentPictureRemoved':
    case 'AppointmentPictureVisibilitySet':
    case 'AppointmentRated':
      return { ...record, updated_at: event.data.at };
    default:
      return record;
  }
}
