import { PICTURE_FILE_NAME } from '../pictures';
import { holdsTime } from './schedule/bookings';
import type { AppointmentStatus } from '../options';
import type { CommandContext, Decider } from '../shared/decider';
import { isDateOnly } from '../shared/calendarDates';
import { DomainError } from '../shared/errors';
import { ISO_TIME } from '../shared/wire';
import { actionRefusedMessage, offersAction, type AppointmentAction } from './actions';
import type { AppointmentCommand, Placement } from './commands';
import type { AppointmentEvent, ConflictReason } from './events';
import { evolveAppointment, initialAppointmentState, type AppointmentFacts, type AppointmentState } from './evolve';
import { APPOINTMENT_COMMENT_MAX, APPOINTMENT_MESSAGES as M, APPOINTMENT_NOTE_MAX, APPOINTMENT_PICTURES_MAX } from './messages';


const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

type Placed = { employeeId: number; appointmentDate: string; startTime: string; endTime: string };

/** Part 1 §5: the placing's fields, their formats, then the blocking complaint. */
function checkPlacement(p: Placement, required: boolean): Partial<Placed> {
  const missing = (['employeeId', 'appointmentDate', 'startTime', 'endTime'] as const).filter((f) => blank(p[f]));
  if (required && missing.length > 0) throw new DomainError(400, M.requiredFields, Object.fromEntries(missing.map((f) => [f, M.requiredFields])));
  const date = blank(p.appointmentDate) ? undefined : String(p.appointmentDate).trim();
  const start = blank(p.startTime) ? undefined : String(p.startTime).trim();
  const end = blank(p.endTime) ? undefined : String(p.endTime).trim();
  if (date !== undefined && !isDateOnly(date)) throw new DomainError(400, M.invalidDate, { appointmentDate: M.invalidDate });
  for (const [field, value] of [['startTime', start], ['endTime', end]] as const) {
    if (value !== undefined && !ISO_TIME.test(value)) throw new DomainError(400, M.invalidTime, { [field]: M.invalidTime });
  }
  if (start !== undefined && end !== undefined && minutes(end) <= minutes(start)) throw new DomainError(400, M.endBeforeStart, { endTime: M.endBeforeStart });
  const employeeId = blank(p.employeeId) ? undefined : (p.employeeId as number);
  // Part 1 §5: whatever the client sends, a stylist blocked for the customer is never assigned.
  if (employeeId !== undefined && p.blocked) throw new DomainError(400, M.blockedStylist, { employeeId: M.blockedStylist });
  return { employeeId, appointmentDate: date, startTime: start, endTime: end };
}

/**
 * The status a placing gives (part 1 §4): with conflicts it is saved `conflicting` unless
 * resolveConfliction, which sets scheduled. An appointment in progress stays in progress (its groom is
 * under way; the conflicts are kept on it); a confirmed one stays confirmed when nothing conflicts.
 */
export function placedStatus(current: AppointmentStatus, conflicts: readonly ConflictReason[], resolveConfliction: boolean): AppointmentStatus {
  if (current === 'inProgress') return 'inProgress';
  if (conflicts.length > 0 && !resolveConfliction) return 'conflicting';
  return current === 'confirmed' ? 'confirmed' : 'scheduled';
}

function comment(value: string | null | undefined, requiredMessage: string, max: number, tooLong: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new DomainError(400, requiredMessage, { comment: requiredMessage });
  if (text.length > max) throw new DomainError(400, tooLong, { comment: tooLong });
  return text;
}

function active(state: AppointmentState): AppointmentFacts {
  if (state.kind !== 'active') throw new DomainError(404, M.notFound);
  return state;
}

/** The appointment, if its status offers `action` (part 1 §4, actions.ts); else a 409. */
function offering(state: AppointmentState, action: AppointmentAction): AppointmentFacts {
  const facts = active(state);
  if (!offersAction(facts.status, action)) throw new DomainError(409, actionRefusedMessage(facts.status, action));
  return facts;
}

export function decideAppointment(command: AppointmentCommand, state: AppointmentState, { now, actorUserId }: CommandContext): AppointmentEvent[] {
  switch (command.type) {
    case 'CreateAppointment': {
      if (state.kind !== 'none') throw new DomainError(409, M.exists);
      const d = command.data;
      if (blank(d.estimateId)) throw new DomainError(400, M.requiredFields, { estimateId: M.requiredFields });
      const waiting = d.addToWaitingList;
      const placed = checkPlacement(d, !waiting);
      const initialComment = blank(d.initialComment) ? null : String(d.initialComment).trim();
      if (initialComment !== null && initialComment.length > APPOINTMENT_NOTE_MAX) throw new DomainError(400, M.initialCommentTooLong, { initialComment: M.initialCommentTooLong });
      const conflicts = waiting ? [] : [...d.conflicts];
      const status = waiting ? 'waiting' : conflicts.length > 0 && !d.resolveConfliction ? 'conflicting' : 'scheduled';
      return [
        {
          type: 'AppointmentCreated',
          data: {
            appointmentId: d.appointmentId,
            estimateId: d.estimateId as number,
            customerId: d.customerId,
            status,
            employeeId: placed.employeeId ?? null,
            appointmentDate: placed.appointmentDate ?? null,
            startTime: placed.startTime ?? null,
            endTime: placed.endTime ?? null,
            conflicts,
            resolveConfliction: !waiting && d.resolveConfliction,
            initialComment,
            isStanding: d.isStanding,
            standingId: d.standingId,
            createdByUserId: actorUserId,
            createdAt: now,
          },
        },
      ];
    }
    case 'UpdateAppointment':
    case 'ScheduleAppointment': {
      const scheduling = command.type === 'ScheduleAppointment';
      const facts = offering(state, scheduling ? 'schedule' : 'update');
      const p = checkPlacement(command.data, true) as Placed;
      const conflicts = [...command.data.conflicts];
      const { resolveConfliction } = command.data;
      const placing = { appointmentId: facts.appointmentId, ...p, conflicts, resolveConfliction };
      if (scheduling) {
        const status = conflicts.length > 0 && !resolveConfliction ? 'conflicting' : 'scheduled';
        return [{ type: 'AppointmentScheduled', data: { ...placing, status, scheduledAt: now } }];
      }
      return [{ type: 'AppointmentUpdated', data: { ...placing, status: placedStatus(facts.status, conflicts, resolveConfliction), updatedAt: now } }];
    }
    case 'ConfirmAppointment':
      return [{ type: 'AppointmentConfirmed', data: { appointmentId: offering(state, 'confirm').appointmentId, at: now } }];
    case 'RescheduleAppointment':
      return [{ type: 'AppointmentRescheduled', data: { appointmentId: offering(state, 'reschedule').appointmentId, at: now } }];
    case 'CancelAppointment':
      return [{ type: 'AppointmentCancelled', data: { appointmentId: offering(state, 'cancel').appointmentId, at: now } }];
    case 'StartAppointment': {
      const facts = offering(state, 'start');
      // Part 2 §4.2: Start is for non-standing appointments.
      if (facts.isStanding) throw new DomainError(409, M.standingCannotStart);
      return [{ type: 'AppointmentStarted', data: { appointmentId: facts.appointmentId, at: now, startedByUserId: actorUserId } }];
    }
    case 'MarkStylistEnRoute':
      return [
        {
          type: 'AppointmentStylistEnRoute',
          data: { appointmentId: offering(state, 'stylistEnRoute').appointmentId, at: now, ...(command.data.notifyCustomer ? { notifyCustomer: true } : {}) },
        },
      ];
    case 'DeleteAppointment':
      return [{ type: 'AppointmentDeleted', data: { appointmentId: offering(state, 'delete').appointmentId, at: now } }];
    case 'CreateServiceIssue': {
      const facts = offering(state, 'createServiceIssue');
      const text = comment(command.data.comment, M.serviceIssueCommentRequired, APPOINTMENT_COMMENT_MAX, M.commentTooLong);
      return [{ type: 'AppointmentServiceIssueCreated', data: { appointmentId: facts.appointmentId, at: now, comment: text, previousStatus: facts.status } }];
    }
    case 'ResolveServiceIssue': {
      const facts = offering(state, 'resolveServiceIssue');
      // Ours: resolving returns the appointment to the status it was raised from. One that holds time
      // goes back on the stylist's day: `conflicting` if its placing now conflicts, else `scheduled`
      // (or `confirmed`); one in progress stays in progress.
      const previous = facts.statusBeforeServiceIssue ?? 'scheduled';
      const placedAgain = holdsTime(previous);
      const conflicts = placedAgain ? [...command.data.conflicts] : [];
      const status = placedAgain ? placedStatus(previous === 'conflicting' ? 'scheduled' : previous, conflicts, false) : previous;
      return [{ type: 'AppointmentServiceIssueResolved', data: { appointmentId: facts.appointmentId, at: now, status, conflicts } }];
    }
    case 'RequestStanding': {
      const facts = offering(state, 'requestStanding');
      const text = comment(command.data.comment, M.standingRequestCommentRequired, APPOINTMENT_COMMENT_MAX, M.commentTooLong);
      return [{ type: 'AppointmentStandingRequested', data: { appointmentId: facts.appointmentId, at: now, comment: text } }];
    }
    case 'UploadAppointmentPicture': {
      const facts = active(state);
      const { fileName, visibleToCustomer } = command.data;
      if (!PICTURE_FILE_NAME.test(fileName)) throw new DomainError(400, M.invalidPictureName);
      if (facts.pictures.some((p) => p.fileName === fileName)) throw new DomainError(409, M.pictureExists);
      // Part 1 §5: at most 20 uploaded files per appointment.
      if (facts.pictures.length >= APPOINTMENT_PICTURES_MAX) throw new DomainError(400, M.tooManyPictures);
      return [{ type: 'AppointmentPictureUploaded', data: { appointmentId: facts.appointmentId, at: now, fileName, visibleToCustomer } }];
    }
    case 'RemoveAppointmentPicture': {
      const facts = active(state);
      if (!facts.pictures.some((p) => p.fileName === command.data.fileName)) throw new DomainError(404, M.pictureNotFound);
      return [{ type: 'AppointmentPictureRemoved', data: { appointmentId: facts.appointmentId, at: now, fileName: command.data.fileName } }];
    }
    case 'SetAppointmentPictureVisibility': {
      const facts = active(state);
      const { fileName, visibleToCustomer } = command.data;
      const picture = facts.pictures.find((p) => p.fileName === fileName);
      if (!picture) throw new DomainError(404, M.pictureNotFound);
      if (picture.visibleToCustomer === visibleToCustomer) return [];
      return [{ type: 'AppointmentPictureVisibilitySet', data: { appointmentId: facts.appointmentId, at: now, fileName, visibleToCustomer } }];
    }
    case 'SubmitAppointmentRating': {
      const facts = active(state);
      const { rating } = command.data;
      // Part 1 §3 and §9: ratings are 1-5 stars.
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError(400, M.ratingRange, { rating: M.ratingRange });
      const text = comment(command.data.comment, M.ratingCommentRequired, APPOINTMENT_NOTE_MAX, M.ratingCommentTooLong);
      // Ours: an appointment is rated once, after it has started.
      if (facts.rated) throw new DomainError(409, M.alreadyRated);
      if (facts.timeStarted === null) throw new DomainError(409, M.ratingNotYet);
      // Part 2 §5.5 in the portal: the customer rates the appointment once it is completed.
      if (command.data.byCustomer === true && facts.status !== 'completed') throw new DomainError(409, M.ratingNotCompleted);
      return [{ type: 'AppointmentRated', data: { appointmentId: facts.appointmentId, at: now, rating, comment: text, raterUserId: actorUserId } }];
    }
    case 'CompleteAppointment': {
      const facts = active(state);
      // completion is refused for an appointment that is not inProgress.
      if (facts.status !== 'inProgress') throw new DomainError(409, M.completionNotInProgress);
      const { isCustomerAbsent, transactionId, signatureFileName } = command.data;
      if (signatureFileName !== null && !PICTURE_FILE_NAME.test(signatureFileName)) throw new DomainError(400, M.invalidPictureName);
      return [{ type: 'AppointmentCompleted', data: { appointmentId: facts.appointmentId, at: now, isCustomerAbsent, transactionId, signatureFileName } }];
    }
    case 'RecordAppointmentPayment': {
      const facts = active(state);
      // Like the completion it precedes: only while the groom is under way, and its fees are charged once.
      if (facts.status !== 'inProgress') throw new DomainError(409, M.completionNotInProgress);
      if (facts.paymentTransactionId !== null) throw new DomainError(409, M.paymentAlreadyRecorded(facts.paymentTransactionId));
      return [{ type: 'AppointmentPaymentRecorded', data: { appointmentId: facts.appointmentId, at: now, transactionId: command.data.transactionId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown appointment command ${JSON.stringify(unknown)}`);
    }
  }
}

export const appointmentDecider: Decider<AppointmentCommand, AppointmentEvent, AppointmentState> = {
  initialState: initialAppointmentState,
  evolve: evolveAppointment,
  decide: decideAppointment,
};
