import type { AppointmentStatus, ConflictReason, Eligibility, StandingEventInput } from '@pawroute/domain';

/**
 * The read answers of docs/APPOINTMENTS.md "Reads", as the web sees them (the same shapes as
 * query-api/src/shared/appointmentRows.ts). Dates and times come twice: the spec's 'MM-DD-YYYY' / 'h:mm A'
 * (appointmentDate, startTime, endTime) and ISO 'YYYY-MM-DD' / 'HH:MM' (date, start, end) for sorting and
 * for the calendar.
 */
export type { AppointmentCustomer, AppointmentRow, PersonRef } from '@pawroute/domain';
import type { AppointmentCustomer, AppointmentRow, PersonRef } from '@pawroute/domain';

/** A standing's occurrence with no appointment yet ('Create Instance' makes one). */
export interface StandingPlaceholder {
  isPlaceholder: true;
  standingId: number;
  date: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  employeeId: number | null;
  Employee: PersonRef | null;
  Customer: AppointmentCustomer;
  customerUserId: number;
  Standing: { title: string } | null;
  pets: PersonRef[];
  estimateId: number | null;
  /** The instance made for this date, if any (then the appointment itself is on the day). */
  instanceAppointmentId: number | null;
}

/** 'HH:MM' local wall-clock stretch. */
export interface TimeStretch {
  start: string;
  end: string;
}

export interface ScheduleStylist {
  employeeId: number;
  name: string;
  isNoLongerWorking: boolean;
  hours: TimeStretch[];
  off: TimeStretch[];
  minutesPerPet: number;
}

/** GET appointments/getAll?date=YYYY-MM-DD[&employeeId=]: the day schedule. */
export interface DaySchedule {
  date: string;
  appointments: AppointmentRow[];
  standings: StandingPlaceholder[];
  stylists: ScheduleStylist[];
}

export interface PagedAppointments {
  appointments: AppointmentRow[];
  pages: number;
}

/** GET appointments/getAll?statuses=serviceIssue,standingRequest */
export interface ServiceIssuesPage {
  data: PagedAppointments;
}

export interface StandingTableRow {
  standingId: number;
  appointmentId: number;
  Customer: AppointmentCustomer;
  customerUserId: number;
  Title: string;
  employeeId: number | null;
  PreferredStylist: PersonRef | null;
  Employee: PersonRef | null;
  Pets: PersonRef[];
  LastComment: string | null;
  status: AppointmentStatus;
  startTime: string;
  endTime: string;
  /** The recurrence as stored (title, RecurringPattern.rrule …). */
  event: unknown;
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

export const isPlaceholder = (item: AppointmentRow | StandingPlaceholder): item is StandingPlaceholder =>
  (item as StandingPlaceholder).isPlaceholder === true;

/** GET appointments/findById */
export interface FindAppointmentResponse {
  appointment: AppointmentRow;
}

export interface OpenSlot {
  employeeId: number;
  stylistName: string;
  /** 'h:mm A' */
  startTime: string;
  endTime: string;
  eligibility: Eligibility;
}

export interface NotOfferedStylist {
  employeeId: number;
  stylistName: string;
  eligibility: Eligibility;
}

/** GET appointments/getOpenSlots?date=MM-DD-YYYY&estimateId= */
export interface OpenSlotsResponse {
  date: string;
  /** The appointment's length in minutes. */
  length: number;
  slots: OpenSlot[];
  notOffered: NotOfferedStylist[];
}

/** GET appointments/checkConflicts */
export interface CheckConflictsResponse {
  conflicts: ConflictReason[];
  eligibility: Eligibility;
  /** 'h:mm A': the end the server would use (startTime + length when none was sent). */
  endTime: string;
}

export interface PictureRow {
  name: string;
  visibleToCustomer: boolean;
}

// ---- command answers -------------------------------------------------------------------------------

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

export interface StandingAnswer extends Positioned {
  standingId: number;
}

export interface PictureNameAnswer extends Positioned {
  name: string;
}

// ---- command bodies (wire formats: 'MM-DD-YYYY', 'h:mm A') ---------------------------------------------

export interface CreateAppointmentBody {
  estimateId: number;
  appointmentDate?: string;
  startTime?: string;
  endTime?: string;
  employeeId?: number;
  initialComment?: string;
  resolveConfliction?: boolean;
  addToWaitingList?: boolean;
}

export interface PlaceAppointmentBody {
  appointmentId: number;
  appointmentDate: string;
  startTime: string;
  endTime?: string;
  employeeId: number;
  resolveConfliction?: boolean;
}

export interface CommentBody {
  appointmentId: number;
  comment: string;
}

export interface CreateStandingBody {
  appointmentId: number;
  employeeId: number;
  startTime: string;
  endTime: string;
  /** The recurrence (title, dates, RecurringPattern.rrule …), as the dialog sends it. */
  event: StandingEventInput;
}

export interface UpdateStandingBody {
  appointmentId: number;
  employeeId: number;
  startTime: string;
  endTime: string;
  resolveConfliction?: boolean;
  statusId?: number;
}
