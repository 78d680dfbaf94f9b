import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { groomingReportWrittenSchema, type GroomingReportWritten, type GroomingReportWrittenData } from './events';
import { GROOMING_REPORT_MESSAGES as M } from './messages';

/**
 * The report's view of an Appointment-<id> stream: whether the appointment exists and is completed, its
 * pictures and whether the customer sees each (in upload order), and the last report.
 */
export interface GroomingReportState {
  exists: boolean;
  completed: boolean;
  pictures: ReadonlyMap<string, boolean>;
  report: GroomingReportWrittenData | null;
}

export const initialGroomingReportState = (): GroomingReportState => ({ exists: false, completed: false, pictures: new Map(), report: null });

type Data = { fileName?: string; visibleToCustomer?: boolean };

export function evolveGroomingReport(given: GroomingReportState, event: DomainEvent): GroomingReportState {
  const d = event.data as Data;
  // Any event of the stream says the appointment is there (created, started on the spot, made from a standing).
  const state = given.exists || event.type === 'AppointmentDeleted' ? given : { ...given, exists: true };
  switch (event.type) {
    case 'AppointmentCompleted':
      return { ...state, exists: true, completed: true };
    case 'AppointmentDeleted':
      return { ...state, exists: false };
    case 'AppointmentPictureUploaded':
    case 'AppointmentPictureVisibilitySet':
      return { ...state, pictures: new Map(state.pictures).set(d.fileName!, d.visibleToCustomer === true) };
    case 'AppointmentPictureRemoved': {
      const pictures = new Map(state.pictures);
      pictures.delete(d.fileName!);
      return { ...state, pictures };
    }
    case 'GroomingReportWritten':
      return { ...state, report: (event as GroomingReportWritten).data };
    default:
      return state;
  }
}

/** `today`: the business-local date the handler read from the one clock ('YYYY-MM-DD'). */
export interface WriteGroomingReport {
  type: 'WriteGroomingReport';
  data: { appointmentId: number; note: string; nextSuggestedDate: string | null; today: string };
}

const sameReport = (a: GroomingReportWrittenData, b: Pick<GroomingReportWrittenData, 'note' | 'nextSuggestedDate' | 'photos'>) =>
  a.note === b.note && a.nextSuggestedDate === b.nextSuggestedDate && a.photos.join('|') === b.photos.join('|');

/**
 * Decided from the appointment's stream: only a completed appointment has a report; the next date is not
 * in the past; a report says something (a note, a date or a visible photo); the same report again (a
 * retried or queued send) is no new event.
 */
export function decideGroomingReport(command: WriteGroomingReport, state: GroomingReportState, ctx: CommandContext): GroomingReportWritten[] {
  const { appointmentId, note, nextSuggestedDate, today } = command.data;
  if (!state.exists && !state.completed) throw new DomainError(404, M.appointmentNotFound);
  if (!state.completed) throw new DomainError(409, M.notCompleted);
  if (nextSuggestedDate !== null && nextSuggestedDate < today) throw new DomainError(400, M.nextDateInPast, { nextSuggestedDate: M.nextDateInPast });
  const photos = [...state.pictures].filter(([, visible]) => visible).map(([name]) => name);
  if (note === '' && nextSuggestedDate === null && photos.length === 0) throw new DomainError(400, M.empty);
  if (state.report && sameReport(state.report, { note, nextSuggestedDate, photos })) return [];
  const data = groomingReportWrittenSchema.parse({ appointmentId, note, nextSuggestedDate, photos, writtenBy: ctx.actorUserId, writtenAt: ctx.now });
  return [{ type: 'GroomingReportWritten', data }];
}

export const groomingReportDecider: Decider<WriteGroomingReport, GroomingReportWritten, GroomingReportState> = {
  initialState: initialGroomingReportState,
  evolve: evolveGroomingReport,
  decide: decideGroomingReport,
};
