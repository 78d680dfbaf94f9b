/**
 * The appointment reads' answers and the writes' bodies, declared once in domain
 * (domain/src/appointments/answers.ts, the bodies from domain/src/appointments/input.ts's schemas).
 * Re-exported here under the names the web has used.
 */
export type {
  AppointmentCustomer,
  AppointmentRow,
  PersonRef,
  StandingPlaceholder,
  StylistOnSchedule as ScheduleStylist,
  DayScheduleAnswer as DaySchedule,
  PagedAppointments,
  ServiceIssuesPage,
  StandingTableRow,
  StandingsPage,
  AppointmentRows,
  PagedRows,
  UpcomingItem,
  UpcomingAnswer,
  PicturePathsAnswer,
  FindAppointmentResponse,
  OpenSlotAnswer as OpenSlot,
  OpenSlotsAnswer as OpenSlotsResponse,
  CheckConflictsAnswer as CheckConflictsResponse,
  PictureRow,
  PlacedAnswer,
  CreatedAnswer,
  StatusAnswer,
  DeletedAnswer,
  StandingAnswer,
  PictureNameAnswer,
  CreateAppointmentBody,
  PlaceAppointmentBody,
  CommentBody,
  CreateStandingBody,
  UpdateStandingBody,
} from '@pawroute/domain';
export { isPlaceholder } from '@pawroute/domain';
