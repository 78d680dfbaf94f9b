import type { ConflictReason } from './schedule/conflicts';

/**
 * The commands of the `Appointment-<id>` stream (part 1 §7 appointments). The decider is pure: the
 * caller brings the scheduling facts it needs, computed from the stylist's bookings, exceptions and
 * hours (./schedule): `conflicts` for the placing asked for (empty: it may be `scheduled`), and
 * `blocked` (a blocking complaint of the customer against the stylist, part 1 §5). Required fields
 * may arrive missing (null or undefined) and are refused with the spec's message.
 */
export interface Placement {
  employeeId: number | null | undefined;
  /** Business-local 'YYYY-MM-DD'. */
  appointmentDate: string | null | undefined;
  /** Business-local 'HH:MM' (24 h); the caller fills endTime from the appointment's length when not sent. */
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  /** 'Resolve and Schedule' (part 1 §4). */
  resolveConfliction: boolean;
  conflicts: readonly ConflictReason[];
  blocked: boolean;
}

export interface CreateAppointment {
  type: 'CreateAppointment';
  data: Placement & {
    appointmentId: number;
    estimateId: number | null | undefined;
    customerId: number;
    /** 'Add Appointment to Waiting List': no date, time or stylist needed. */
    addToWaitingList: boolean;
    initialComment: string | null | undefined;
    isStanding: boolean;
    standingId: number | null;
  };
}
export interface UpdateAppointment {
  type: 'UpdateAppointment';
  data: Placement & { appointmentId: number };
}
export interface ScheduleAppointment {
  type: 'ScheduleAppointment';
  data: Placement & { appointmentId: number };
}
type Plain<T extends string> = { type: T; data: { appointmentId: number } };
export type ConfirmAppointment = Plain<'ConfirmAppointment'>;
export type RescheduleAppointment = Plain<'RescheduleAppointment'>;
export type CancelAppointment = Plain<'CancelAppointment'>;
export type StartAppointment = Plain<'StartAppointment'>;
/** `notifyCustomer`: the customer is told the stylist is on the way (a mail from the event). */
export interface MarkStylistEnRoute {
  type: 'MarkStylistEnRoute';
  data: { appointmentId: number; notifyCustomer?: boolean };
}
export type DeleteAppointment = Plain<'DeleteAppointment'>;
/** `conflicts`: of the appointment's own placing now, if resolving puts it back on the stylist's day. */
export interface ResolveServiceIssue {
  type: 'ResolveServiceIssue';
  data: { appointmentId: number; conflicts: readonly ConflictReason[] };
}
export interface CreateServiceIssue {
  type: 'CreateServiceIssue';
  data: { appointmentId: number; comment: string | null | undefined };
}
export interface RequestStanding {
  type: 'RequestStanding';
  data: { appointmentId: number; comment: string | null | undefined };
}
/** The server names the file (pictures/fileName.ts); images only is the upload route's check. */
export interface UploadAppointmentPicture {
  type: 'UploadAppointmentPicture';
  data: { appointmentId: number; fileName: string; visibleToCustomer: boolean };
}
export interface RemoveAppointmentPicture {
  type: 'RemoveAppointmentPicture';
  data: { appointmentId: number; fileName: string };
}
export interface SetAppointmentPictureVisibility {
  type: 'SetAppointmentPictureVisibility';
  data: { appointmentId: number; fileName: string; visibleToCustomer: boolean };
}
export interface SubmitAppointmentRating {
  type: 'SubmitAppointmentRating';
  /** `byCustomer`: the customer rates from the portal, which asks a completed appointment (part 2 §5.5). */
  data: { appointmentId: number; rating: number; comment: string | null | undefined; byCustomer?: boolean };
}

/** Part 2 §4.1: completion, from inProgress only; `transactionId` is the completion's ledger row or null. */
export interface CompleteAppointment {
  type: 'CompleteAppointment';
  data: { appointmentId: number; isCustomerAbsent: boolean; transactionId: number | null; signatureFileName: string | null };
}

/** appointments/createTransaction: the payment of an appointment in progress, once. */
export interface RecordAppointmentPayment {
  type: 'RecordAppointmentPayment';
  data: { appointmentId: number; transactionId: number };
}

export type AppointmentCommand =
  | CreateAppointment
  | UpdateAppointment
  | ScheduleAppointment
  | ConfirmAppointment
  | RescheduleAppointment
  | CancelAppointment
  | StartAppointment
  | MarkStylistEnRoute
  | DeleteAppointment
  | ResolveServiceIssue
  | CreateServiceIssue
  | RequestStanding
  | UploadAppointmentPicture
  | RemoveAppointmentPicture
  | SetAppointmentPictureVisibility
  | SubmitAppointmentRating
  | RecordAppointmentPayment
  | CompleteAppointment;
