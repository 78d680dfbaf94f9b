import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../options';
import { PICTURE_FILE_NAME } from '../pictures';
import type { DomainEvent } from '../shared/decider';
import { int4, storableClockTime, storableId, storableLocalDate, storableText } from '../shared/storable';
import { CONFLICT_REASONS } from './schedule/conflicts';
import { APPOINTMENT_COMMENT_MAX, APPOINTMENT_NOTE_MAX } from './messages';

/**
 * The `Appointment-<id>` stream (part 1 §3 Appointment, §4, §7). Dates are business-local 'YYYY-MM-DD',
 * times 'HH:MM' (24 h); the HTTP layer converts the spec's 'MM-DD-YYYY' and 'h:mm A'. Instants
 * (`...At`) are UTC ISO strings from the command context.
 *
 * Why an appointment is `conflicting` (overlap, exception, outsideHours, notWorkingDay, tooManyPets) is
 * computed by the schedule rules (./schedule/conflicts.ts, where `ConflictReason` is defined) and
 * carried in the events that place an appointment on a stylist's day.
 */
export type { ConflictReason } from './schedule/conflicts';

export const appointmentStream = (appointmentId: number): string => `Appointment-${appointmentId}`;

const STATUS_NAMES = APPOINTMENT_STATUSES.map((s) => s.status) as [AppointmentStatus, ...AppointmentStatus[]];
export const appointmentStatusSchema = z.enum(STATUS_NAMES);

/**
 * The status each of these events sets, whatever else it carries: what the read models that keep only an
 * appointment's status (the reminders, the pet reminders' visits) apply.
 */
export const STATUS_SET_BY_EVENT: Readonly<Record<string, AppointmentStatus>> = {
  AppointmentConfirmed: 'confirmed',
  AppointmentRescheduled: 'rescheduled',
  AppointmentCancelled: 'cancelled',
  AppointmentStarted: 'inProgress',
  AppointmentServiceIssueCreated: 'serviceIssue',
  AppointmentStandingRequested: 'standingRequest',
  AppointmentCompleted: 'completed',
};
export const appointmentDateSchema = storableLocalDate();
export const appointmentTimeSchema = storableClockTime();
const conflictsSchema = z.array(z.enum(CONFLICT_REASONS));
const at = storableText().max(64);
const fileName = storableText().regex(PICTURE_FILE_NAME);

/** Where and when an appointment sits on a stylist's day, and what that placing conflicted with. */
const placement = {
  employeeId: storableId(),
  appointmentDate: appointmentDateSchema,
  startTime: appointmentTimeSchema,
  endTime: appointmentTimeSchema,
  conflicts: conflictsSchema,
  /** 'Resolve and Schedule' (part 1 §4): saved `scheduled` although it conflicts. */
  resolveConfliction: z.boolean(),
};

/** Made from an estimate: on the waiting list, or placed (`scheduled` or `conflicting`). */
export const appointmentCreatedSchema = z.object({
  appointmentId: storableId(),
  estimateId: storableId(),
  customerId: storableId(),
  status: z.enum(['waiting', 'scheduled', 'conflicting']),
  // Null only on the waiting list.
  employeeId: storableId().nullable(),
  appointmentDate: appointmentDateSchema.nullable(),
  startTime: appointmentTimeSchema.nullable(),
  endTime: appointmentTimeSchema.nullable(),
  conflicts: conflictsSchema,
  resolveConfliction: z.boolean(),
  /** Part 1 §5: the initial comment is optional. */
  initialComment: storableText().min(1).max(APPOINTMENT_NOTE_MAX).nullable(),
  isStanding: z.boolean(),
  standingId: storableId().nullable(),
  createdByUserId: storableId().nullable(),
  createdAt: at,
});
/** Save (update): date, times, stylist; the status recomputed from the conflicts. */
export const appointmentUpdatedSchema = z.object({
  appointmentId: storableId(),
  ...placement,
  status: appointmentStatusSchema,
  updatedAt: at,
});
/** 'Schedule' from the waiting list or a rescheduled appointment. */
export const appointmentScheduledSchema = z.object({
  appointmentId: storableId(),
  ...placement,
  status: z.enum(['scheduled', 'conflicting']),
  scheduledAt: at,
});
const plain = { appointmentId: storableId(), at };
export const appointmentConfirmedSchema = z.object(plain);
export const appointmentRescheduledSchema = z.object(plain);
export const appointmentCancelledSchema = z.object(plain);
/**
 * `notifyCustomer` (item 7; optional, absent in older events): 'En Route' pressed with the
 * customer told (appointments/notifyOnTheWay); the side effects reactor mails them from this event.
 */
export const appointmentStylistEnRouteSchema = z.object({ ...plain, notifyCustomer: z.boolean().optional() });
export const appointmentDeletedSchema = z.object(plain);
/** timeStarted (part 1 §3) is `at`. */
export const appointmentStartedSchema = z.object({ ...plain, startedByUserId: storableId().nullable() });
/** Created from an appointment with a comment (part 1 §4); `previousStatus` is where resolving returns. */
export const appointmentServiceIssueCreatedSchema = z.object({
  ...plain,
  comment: storableText().min(1).max(APPOINTMENT_COMMENT_MAX),
  previousStatus: appointmentStatusSchema,
});
/** Back to the status it had when the issue was raised (or `conflicting`, see decider.ts). */
export const appointmentServiceIssueResolvedSchema = z.object({
  ...plain,
  status: appointmentStatusSchema,
  conflicts: conflictsSchema,
});
export const appointmentStandingRequestedSchema = z.object({
  ...plain,
  comment: storableText().min(1).max(APPOINTMENT_COMMENT_MAX),
});
export const appointmentPictureUploadedSchema = z.object({ ...plain, fileName, visibleToCustomer: z.boolean() });
export const appointmentPictureRemovedSchema = z.object({ ...plain, fileName });
export const appointmentPictureVisibilitySetSchema = z.object({ ...plain, fileName, visibleToCustomer: z.boolean() });
/**
 * Completion (part 2 §4.1): from inProgress only. `transactionId` is the completion's ledger
 * row (Transaction-<id>), null when nothing was charged or received.
 */
export const appointmentCompletedSchema = z.object({
  ...plain,
  isCustomerAbsent: z.boolean(),
  transactionId: storableId().nullable(),
  /** The customer's signature (appointments/uploadSignature: `<sha256>.<ext>` in the blob store), or null. */
  signatureFileName: fileName.nullable().default(null),
});
/**
 * appointments/createTransaction (part 1 §7, part 2 §7.4 "payment submit"): the appointment's payment
 * recorded before its completion. `transactionId` is the Transaction-<id> that charges its fees; the
 * completion that follows names the same transaction instead of recording another.
 */
export const appointmentPaymentRecordedSchema = z.object({ ...plain, transactionId: storableId() });
export const appointmentRatedSchema = z.object({
  ...plain,
  rating: int4().min(1).max(5),
  comment: storableText().min(1).max(APPOINTMENT_NOTE_MAX),
  raterUserId: storableId().nullable(),
});

type E<T extends string, S extends z.ZodType> = DomainEvent<T, z.infer<S>>;
export type AppointmentCreated = E<'AppointmentCreated', typeof appointmentCreatedSchema>;
export type AppointmentUpdated = E<'AppointmentUpdated', typeof appointmentUpdatedSchema>;
export type AppointmentScheduled = E<'AppointmentScheduled', typeof appointmentScheduledSchema>;
export type AppointmentConfirmed = E<'AppointmentConfirmed', typeof appointmentConfirmedSchema>;
export type AppointmentRescheduled = E<'AppointmentRescheduled', typeof appointmentRescheduledSchema>;
export type AppointmentCancelled = E<'AppointmentCancelled', typeof appointmentCancelledSchema>;
export type AppointmentStarted = E<'AppointmentStarted', typeof appointmentStartedSchema>;
export type AppointmentStylistEnRoute = E<'AppointmentStylistEnRoute', typeof appointmentStylistEnRouteSchema>;
export type AppointmentServiceIssueCreated = E<'AppointmentServiceIssueCreated', typeof appointmentServiceIssueCreatedSchema>;
export type AppointmentServiceIssueResolved = E<'AppointmentServiceIssueResolved', typeof appointmentServiceIssueResolvedSchema>;
export type AppointmentStandingRequested = E<'AppointmentStandingRequested', typeof appointmentStandingRequestedSchema>;
export type AppointmentDeleted = E<'AppointmentDeleted', typeof appointmentDeletedSchema>;
export type AppointmentPictureUploaded = E<'AppointmentPictureUploaded', typeof appointmentPictureUploadedSchema>;
export type AppointmentPictureRemoved = E<'AppointmentPictureRemoved', typeof appointmentPictureRemovedSchema>;
export type AppointmentPictureVisibilitySet = E<'AppointmentPictureVisibilitySet', typeof appointmentPictureVisibilitySetSchema>;
export type AppointmentRated = E<'AppointmentRated', typeof appointmentRatedSchema>;
export type AppointmentCompleted = E<'AppointmentCompleted', typeof appointmentCompletedSchema>;
export type AppointmentPaymentRecorded = E<'AppointmentPaymentRecorded', typeof appointmentPaymentRecordedSchema>;

export type AppointmentEvent =
  | AppointmentCreated
  | AppointmentUpdated
  | AppointmentScheduled
  | AppointmentConfirmed
  | AppointmentRescheduled
  | AppointmentCancelled
  | AppointmentStarted
  | AppointmentStylistEnRoute
  | AppointmentServiceIssueCreated
  | AppointmentServiceIssueResolved
  | AppointmentStandingRequested
  | AppointmentDeleted
  | AppointmentPictureUploaded
  | AppointmentPictureRemoved
  | AppointmentPictureVisibilitySet
  | AppointmentRated
  | AppointmentCompleted
  | AppointmentPaymentRecorded;

/** For the event-schema registry. */
export const APPOINTMENT_EVENT_SCHEMAS = {
  AppointmentCreated: appointmentCreatedSchema,
  AppointmentUpdated: appointmentUpdatedSchema,
  AppointmentScheduled: appointmentScheduledSchema,
  AppointmentConfirmed: appointmentConfirmedSchema,
  AppointmentRescheduled: appointmentRescheduledSchema,
  AppointmentCancelled: appointmentCancelledSchema,
  AppointmentStarted: appointmentStartedSchema,
  AppointmentStylistEnRoute: appointmentStylistEnRouteSchema,
  AppointmentServiceIssueCreated: appointmentServiceIssueCreatedSchema,
  AppointmentServiceIssueResolved: appointmentServiceIssueResolvedSchema,
  AppointmentStandingRequested: appointmentStandingRequestedSchema,
  AppointmentDeleted: appointmentDeletedSchema,
  AppointmentPictureUploaded: appointmentPictureUploadedSchema,
  AppointmentPictureRemoved: appointmentPictureRemovedSchema,
  AppointmentPictureVisibilitySet: appointmentPictureVisibilitySetSchema,
  AppointmentRated: appointmentRatedSchema,
  AppointmentCompleted: appointmentCompletedSchema,
  AppointmentPaymentRecorded: appointmentPaymentRecordedSchema,
} as const;
