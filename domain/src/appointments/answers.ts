import { z } from 'zod';
import type { AppointmentStatus } from '../options';
import type { StandingEvent } from '../standings';
import type { DayClosedBy, GapClosedBy } from './schedule/closedGaps';
import type { ConflictReason } from './schedule/conflicts';
import type { Eligibility } from './schedule/eligibility';

/**
 * The answers of docs/APPOINTMENTS.md "Reads", declared once: query-api builds them, the web reads them.
 * `AppointmentRow` (at the end) is built by the projections package, because the projector pushes the same row.
 */

/** A standing's occurrence on the schedule ('Create Instance' makes it an appointment). */
export interface StandingPlaceholder {
  isPlaceholder: true;
  standingId: number;
  /** ISO 'YYYY-MM-DD' and 'HH:MM', and the spec's 'MM-DD-YYYY' / 'h:mm A'. */
  date: string;
  start: string;
  end: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  /** UTC instants of the occurrence (daylight saving applied). */
  startsAt: string;
  endsAt: string;
  employeeId: number;
  Employee: PersonRef;
  Customer: AppointmentCustomer;
  customerUserId: number;
  Standing: { title: string };
  pets: PersonRef[];
  estimateId: number;
  /** The appointment made from this occurrence, if any (it is then on the day itself). */
  instanceAppointmentId: number | null;
}

export interface StylistOnSchedule {
  employeeId: number;
  name: string;
  isNoLongerWorking: boolean;
  /** 'HH:MM' stretches: working hours (usual and extra), and time off. */
  hours: { start: string; end: string }[];
  off: { start: string; end: string }[];
  minutesPerPet: number;
}

export interface DayScheduleAnswer {
  date: string;
  appointmentDate: string;
  appointments: AppointmentRow[];
  standings: StandingPlaceholder[];
  stylists: StylistOnSchedule[];
}

export interface PagedAppointments {
  appointments: AppointmentRow[];
  pages: number;
}

export interface StandingTableRow {
  standingId: number;
  appointmentId: number;
  Customer: AppointmentCustomer;
  customerUserId: number;
  Title: string;
  employeeId: number;
  PreferredStylist: PersonRef | null;
  Employee: PersonRef;
  Pets: PersonRef[];
  LastComment: string | null;
  /** Of its latest instance; 'standingRequest' before the first. */
  status: AppointmentStatus;
  /** 'h:mm A' */
  startTime: string;
  endTime: string;
  /** The standing's Event (title, dates, RecurringPattern with its RRULE). */
  event: StandingEvent;
}

export interface OpenSlotAnswer {
  employeeId: number;
  stylistName: string;
  startTime: string;
  endTime: string;
  start: string;
  end: string;
  eligibility: Eligibility;
}

export interface OpenSlotsAnswer {
  date: string;
  appointmentDate: string;
  length: number;
  slots: OpenSlotAnswer[];
  notOffered: { employeeId: number; stylistName: string; eligibility: Eligibility }[];
  /** Each offered stylist's free gaps and what closed them (closedGaps, SCH-SLOTS): the office's "why no open time". */
  closed: ClosedStylistDayAnswer[];
}

export interface ClosedStylistDayAnswer {
  employeeId: number;
  stylistName: string;
  closedBy: DayClosedBy;
  petsHeld: number;
  petsPerDay: number;
  /** Local 'HH:MM'; firstStart the first slot start not past, or null. */
  gaps: { start: string; end: string; closedBy: GapClosedBy | null; firstStart: string | null }[];
}

export interface CheckConflictsAnswer {
  conflicts: ConflictReason[];
  eligibility: Eligibility;
  /** 'h:mm A' (and ISO 'HH:MM' as `end`): the end the server uses when none is sent (start + length). */
  endTime: string;
  end: string;
  length: number;
}

/** GET appointments/getAll?statuses=serviceIssue,standingRequest */
export interface ServiceIssuesPage {
  data: PagedAppointments;
}

export interface StandingsPage {
  standings: StandingTableRow[];
  pages: number;
}

export interface AppointmentRows {
  rows: AppointmentRow[];
}

export interface PagedRows {
  rows: AppointmentRow[];
  pages: number;
}

/** Upcoming of a customer: their appointments and their standings' placeholders (8 weeks). */
export type UpcomingItem = AppointmentRow | StandingPlaceholder;

/** GET appointments/findUpcomingByCustomer */
export interface UpcomingAnswer {
  rows: UpcomingItem[];
}

export const isPlaceholder = (item: AppointmentRow | StandingPlaceholder): item is StandingPlaceholder =>
  (item as StandingPlaceholder).isPlaceholder === true;

/** one pet of the visit, as the groomer needs it at the door. */
export interface VisitPet {
  ID: number;
  petName: string;
  /** The breed's name now (options), else the one the estimate saved. */
  breed: string | null;
  /** The estimate's package for this pet ('b&b', 'deluxe', 'add-on special') and its add-ons' names. */
  estimatePackage: string;
  addons: string[];
  otherDescription: string;
  /** Whole pounds. */
  weight: number | null;
  /** The pet's 'Grooming and Cut' text (the groomer's van: shown first at the door). */
  grooming: string | null;
  /** Groomed every N weeks (the pet's details), for the grooming report's next date; null when not set. */
  groomingFrequencyWeeks: number | null;
  habits: string | null;
  notes: string | null;
  /** 'MM-DD-YYYY' (part 1 §9), null when never groomed. */
  lastGroomDate: string | null;
  isServicePet: boolean;
  /** Whether the pet has a picture (GET pets/getPetProfilePicture draws it). */
  hasPicture: boolean;
}

/**
 * what the stylist needs at the door, beside the appointment row (staff only): the customer's
 * phone and notes, the address the estimate chose with its notes, each pet of the estimate.
 */
export interface AppointmentVisit {
  phoneNumber: string | null;
  customerNotes: string | null;
  address: { line: string; notes: string | null; needsGenerator: boolean } | null;
  pets: VisitPet[];
}

/** GET appointments/findById (`visit` for staff only). */
export interface FindAppointmentResponse {
  appointment: AppointmentRow;
  visit?: AppointmentVisit;
}

export interface PictureRow {
  name: string;
  visibleToCustomer: boolean;
}

/** GET appointments/getPicturePaths */
export interface PicturePathsAnswer {
  rows: PictureRow[];
}

// ---- command answers (every write also answers its `position`) -----------------------------------------

interface Positioned {
  position?: string | number;
}

export interface PlacedAnswer extends Positioned {
  appointmentId: number;
  status: AppointmentStatus;
  conflicts: ConflictReason[];
}

export interface CreatedAnswer extends Positioned {
  newAppointmentId: number;
  status: AppointmentStatus;
  conflicts: ConflictReason[];
}

export interface StatusAnswer extends Positioned {
  appointmentId: number;
  status: AppointmentStatus;
}

export interface DeletedAnswer extends Positioned {
  appointmentId: number;
}


export interface PictureNameAnswer extends Positioned {
  name: string;
}

/** POST appointments/sendConfirmation (the confirmation board's Send/Resend): to whom, and whether it was a resend. */
export const sendConfirmationAnswerSchema = z.object({
  appointmentId: z.number(),
  emailAddress: z.string(),
  resend: z.boolean(),
  message: z.string(),
});
export type SendConfirmationAnswer = z.infer<typeof sendConfirmationAnswerSchema>;

/**
 * `AppointmentRow` (docs/APPOINTMENTS.md "Reads"): what every appointment read answers and what the
 * createdAppointment / updatedAppointment pushes carry. One type for the server that builds it
 * (projections/src/appointments/rows.ts) and the web that shows it.
 */
export interface PersonRef {
  ID: number;
  name: string;
}

export interface AppointmentCustomer {
  ID: number;
  userId: number;
  name: string;
  /** The average of the customer's ratings (customer detail ratings and appointment ratings), 2 decimals; null when none. */
  rating: number | null;
  preferredStylistId: number | null;
}

export interface AppointmentRow {
  ID: number;
  /** The spec's 'MM-DD-YYYY' and 'h:mm A'; null on the waiting list. */
  appointmentDate: string | null;
  startTime: string | null;
  endTime: string | null;
  /** ISO 'YYYY-MM-DD' and 'HH:MM', for sorting and the calendar. */
  date: string | null;
  start: string | null;
  end: string | null;
  status: AppointmentStatus;
  statusId: number;
  conflicts: ConflictReason[];
  employeeId: number | null;
  Employee: PersonRef | null;
  customerId: number;
  customerUserId: number;
  Customer: AppointmentCustomer;
  estimateId: number;
  isStanding: boolean;
  standingId: number | null;
  Standing: { title: string } | null;
  pets: PersonRef[];
  address: string | null;
  lastComment: string | null;
  initialComment: string | null;
  /** Instants, ISO. */
  timeStarted: string | null;
  timeEnded: string | null;
  /** When the stylist marked 'En Route' (AppointmentStylistEnRoute), an instant; null before. */
  stylistEnRouteAt?: string | null;
  pictureCount: number;
  /** Whether the appointment has its rating (part 2 §5.5: the Rate button is then disabled). */
  rated?: boolean;
  /** completed, and its payment was voided with no replacement recorded yet. */
  paymentVoided: boolean;
  DateAdded: string;
  /** Only a push says true (reads leave deleted appointments out): lists drop the row. */
  isDeleted: boolean;
}

const conflictReasonSchema = z.enum(['overlap', 'exception', 'outsideHours', 'notWorkingDay', 'tooManyPets']);
/** The appointments' writes: placing answers the conflicts the booking recorded, status actions the status now. */
export const appointmentCreatedAnswerSchema = z.object({
  newAppointmentId: z.number(),
  status: z.string().nullable(),
  conflicts: z.array(conflictReasonSchema),
});
export type AppointmentCreatedAnswer = z.infer<typeof appointmentCreatedAnswerSchema>;
export const appointmentPlacedAnswerSchema = z.object({
  appointmentId: z.number(),
  status: z.string().nullable(),
  conflicts: z.array(conflictReasonSchema),
});
export type AppointmentPlacedAnswer = z.infer<typeof appointmentPlacedAnswerSchema>;
export const appointmentStatusAnswerSchema = z.object({ appointmentId: z.number(), status: z.string().nullable() });
export type AppointmentStatusAnswer = z.infer<typeof appointmentStatusAnswerSchema>;
export const appointmentIdAnswerSchema = z.object({ appointmentId: z.number() });
export type AppointmentIdAnswer = z.infer<typeof appointmentIdAnswerSchema>;
export const appointmentCancelledAnswerSchema = z.object({
  cancelFee: z.number(),
  cancelFeeTransactionId: z.number().nullable(),
  appointmentId: z.number(),
  status: z.string().nullable(),
});
export type AppointmentCancelledAnswer = z.infer<typeof appointmentCancelledAnswerSchema>;
export const appointmentRatedAnswerSchema = z.object({ appointmentId: z.number(), rating: z.number() });
export type AppointmentRatedAnswer = z.infer<typeof appointmentRatedAnswerSchema>;
export const appointmentPictureRemovedAnswerSchema = z.object({ appointmentId: z.number(), fileName: z.string() });
export type AppointmentPictureRemovedAnswer = z.infer<typeof appointmentPictureRemovedAnswerSchema>;
export const appointmentPictureVisibilityAnswerSchema = z.object({
  appointmentId: z.number(),
  fileName: z.string(),
  visibleToCustomer: z.boolean(),
});
export type AppointmentPictureVisibilityAnswer = z.infer<typeof appointmentPictureVisibilityAnswerSchema>;
/** The standings' writes (standing appointments live in this feature). */
export const standingAnswerSchema = z.object({ standingId: z.number() });
export type StandingAnswer = z.infer<typeof standingAnswerSchema>;
