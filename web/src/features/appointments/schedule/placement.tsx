import {
  APPOINTMENT_MESSAGES,
  BLOCKED_BY_COMPLAINT,
  FAILS_REQUIREMENTS,
  toSpecDate,
  toSpecTime,
  type AppointmentStatus,
  type ConflictReason,
  type Eligibility,
  type EligibilityWarning,
} from '@pawroute/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { TOAST_MS } from '../../../lib/toast';
import { useCreateAppointment, useScheduleAppointment, useUpdateAppointment } from '../api/commands';
import { checkConflicts } from '../api/queries';
import type { CreatedAnswer, PlacedAnswer } from '../api/types';
import { ChoiceDialog } from './ChoiceDialog';
import { CONFLICT_CONSEQUENCE, conflictLabel, HOW_TO_RESOLVE } from './conflictLabels';
import { warningSentence } from './eligibilityReasons';

/**
 * Placing an appointment (a drag, a slot click, the panel's Save), the way part 1 §4–§5 asks:
 * GET checkConflicts; a blocked stylist is refused with the spec's message; a stylist failing the
 * requirements asks the force-confirm question; conflicts ask 'Save anyway' (the spec's 'Keep
 * Confliction and Save'), 'Schedule anyway' ('Resolve and Schedule') or 'Pick another time' (nothing
 * written; docs/DECISIONS.md "Conflict buttons in plain words"); then the write. Null when nothing was written (cancelled, refused, failed): the caller
 * puts a dragged event back.
 */
export interface PlacementRequest {
  /** The appointment being moved; null books the estimate as a new appointment. */
  appointment: { ID: number; status: AppointmentStatus } | null;
  estimateId: number;
  employeeId: number;
  /** ISO 'YYYY-MM-DD', 'HH:MM'. */
  date: string;
  start: string;
  /** Left out: the server's (start + the appointment's length). */
  end?: string | null;
  initialComment?: string;
}

export interface PlacementResult {
  appointmentId: number;
  status: AppointmentStatus;
  conflicts: ConflictReason[];
}

type Prompt =
  | { kind: 'eligibility'; warnings: readonly EligibilityWarning[]; answer(ok: boolean): void }
  | { kind: 'conflicts'; conflicts: ConflictReason[]; answer(choice: 'keep' | 'resolve' | 'another' | null): void };

/** Waiting and rescheduled appointments are placed by Schedule (ours: docs/APPOINTMENTS.md), others by Save. */
export const placesBySchedule = (status: AppointmentStatus): boolean => status === 'waiting' || status === 'rescheduled';

const serverMessage = (error: unknown): string | undefined => (isApiError(error) && error.statusCode > 0 ? error.message : undefined);

export function usePlacement() {
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const schedule = useScheduleAppointment();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const ask = <T,>(make: (answer: (value: T) => void) => Prompt) =>
    new Promise<T>((resolve) => {
      setPrompt(
        make((value: T) => {
          setPrompt(null);
          resolve(value);
        }),
      );
    });

  const place = useCallback(
    async (request: PlacementRequest): Promise<PlacementResult | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      const isNew = request.appointment === null;
      const failure = isNew ? APPOINTMENT_MESSAGES.failedToCreate : APPOINTMENT_MESSAGES.failedToUpdate;
      try {
        const appointmentDate = toSpecDate(request.date);
        const startTime = toSpecTime(request.start);
        let check: { conflicts: ConflictReason[]; eligibility: Eligibility; endTime: string };
        try {
          check = await checkConflicts({
            employeeId: request.employeeId,
            appointmentDate,
            startTime,
            endTime: request.end ? toSpecTime(request.end) : undefined,
            estimateId: request.estimateId,
            appointmentId: request.appointment?.ID,
          });
        } catch (error) {
          // A blocked stylist may be refused outright (400 with the spec's message): say it as it is.
          if (serverMessage(error) === BLOCKED_BY_COMPLAINT) toast.error(BLOCKED_BY_COMPLAINT, { duration: TOAST_MS });
          else toast.error(failure, { description: serverMessage(error), duration: TOAST_MS });
          return null;
        }
        if (check.eligibility.blocked) {
          toast.error(BLOCKED_BY_COMPLAINT, { duration: TOAST_MS });
          return null;
        }
        if (check.eligibility.warnings.length > 0) {
          const warnings = check.eligibility.warnings;
          const ok = await ask<boolean>((answer) => ({ kind: 'eligibility', warnings, answer }));
          if (!ok) return null;
        }
        let resolveConfliction = false;
        if (check.conflicts.length > 0) {
          const choice = await ask<'keep' | 'resolve' | 'another' | null>((answer) => ({ kind: 'conflicts', conflicts: check.conflicts, answer }));
          if (choice === null || choice === 'another') return null;
          resolveConfliction = choice === 'resolve';
        }
        const endTime = request.end ? toSpecTime(request.end) : check.endTime;
        try {
          let result: PlacementResult;
          if (request.appointment === null) {
            const answer: CreatedAnswer = await create.mutateAsync({
              estimateId: request.estimateId,
              appointmentDate,
              startTime,
              endTime,
              employeeId: request.employeeId,
              resolveConfliction,
              ...(request.initialComment ? { initialComment: request.initialComment } : {}),
            });
            result = { appointmentId: answer.newAppointmentId, status: answer.status, conflicts: answer.conflicts ?? [] };
          } else {
            const body = { appointmentId: request.appointment.ID, appointmentDate, startTime, endTime, employeeId: request.employeeId, resolveConfliction };
            const answer: PlacedAnswer = placesBySchedule(request.appointment.status)
              ? await schedule.mutateAsync(body)
              : await update.mutateAsync(body);
            result = { appointmentId: answer.appointmentId, status: answer.status, conflicts: answer.conflicts ?? [] };
          }
          const saved = isNew ? APPOINTMENT_MESSAGES.created : APPOINTMENT_MESSAGES.updated;
          // The write side decides again: another office may have taken the time in between.
          if (result.status === 'conflicting' && resolveConfliction === false && check.conflicts.length === 0) {
            toast.warning(saved, { description: `Saved as Conflicting: ${result.conflicts.map(conflictLabel).join(' ')}`, duration: TOAST_MS });
          } else {
            toast.success(saved, { duration: TOAST_MS });
          }
          return result;
        } catch (error) {
          const message = serverMessage(error);
          if (message === BLOCKED_BY_COMPLAINT) toast.error(BLOCKED_BY_COMPLAINT, { duration: TOAST_MS });
          else toast.error(failure, { description: message, duration: TOAST_MS });
          return null;
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [create, update, schedule],
  );

  let dialog: ReactNode = null;
  if (prompt?.kind === 'eligibility') {
    dialog = (
      <ChoiceDialog
        title="Stylist Requirements"
        choices={[
          { value: 'no', label: 'Cancel' },
          { value: 'yes', label: 'Select Stylist', primary: true },
        ]}
        onChoose={(value) => prompt.answer(value === 'yes')}
        onCancel={() => prompt.answer(false)}
      >
        <p>{FAILS_REQUIREMENTS}</p>
        <ul className="choice-dialog__reasons" data-testid="eligibility-reasons">
          {prompt.warnings.map((w) => (
            <li key={w}>{warningSentence(w)}</li>
          ))}
        </ul>
      </ChoiceDialog>
    );
  } else if (prompt?.kind === 'conflicts') {
    dialog = (
      <ChoiceDialog
        title="Scheduling Conflict"
        choices={[
          { value: 'keep', label: 'Save anyway', note: 'Keep Confliction and Save' },
          { value: 'resolve', label: 'Schedule anyway, conflict settled', note: 'Resolve and Schedule' },
          { value: 'another', label: 'Pick another time', primary: true, focus: true },
        ]}
        onChoose={(value) => prompt.answer(value)}
        onCancel={() => prompt.answer(null)}
      >
        <ul className="choice-dialog__reasons">
          {prompt.conflicts.map((reason) => (
            <li key={reason}>{conflictLabel(reason)}</li>
          ))}
        </ul>
        <p data-testid="conflict-consequence">{CONFLICT_CONSEQUENCE}</p>
        <p className="muted">{HOW_TO_RESOLVE}</p>
        <p className="muted">&lsquo;Pick another time&rsquo; (or Escape) leaves it where it was.</p>
      </ChoiceDialog>
    );
  }
  return { place, dialog, busy };
}
