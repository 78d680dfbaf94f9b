import { DomainError, fromSpecTime, standingTimes, toSpecTime, updateStandingInputSchema, type UpdateStandingBody } from '@pawroute/domain';
import type { StandingTableRow } from '@pawroute/domain';

/**
 * 'Edit Standing Appointment' (appointments/updateStanding): the standing's stylist and times. The form is
 * checked by the body's own schema (domain updateStandingInputSchema, the one the server parses with) and
 * the standing's time rule (domain standingTimes, the one its decider applies), so the form and the server
 * answer the same words.
 */
export interface StandingEditForm {
  employeeId: string;
  /** 'HH:MM', as <input type="time"> holds it. */
  startTime: string;
  endTime: string;
}

export type StandingEditErrors = Partial<Record<'employeeId' | 'startTime' | 'endTime' | 'form', string>>;

export const standingEditFormOf = (standing: Pick<StandingTableRow, 'employeeId' | 'startTime' | 'endTime'>): StandingEditForm => ({
  employeeId: String(standing.employeeId),
  startTime: fromSpecTime(standing.startTime) ?? '',
  endTime: fromSpecTime(standing.endTime) ?? '',
});

const FIELDS = new Set(['employeeId', 'startTime', 'endTime']);
const fieldOf = (name: unknown): keyof StandingEditErrors => (typeof name === 'string' && FIELDS.has(name) ? (name as keyof StandingEditErrors) : 'form');

/** The body to send (times in the spec's 'h:mm A'), or the errors to show on the form. */
export function checkStandingEdit(appointmentId: number, form: StandingEditForm): { body: UpdateStandingBody } | { errors: StandingEditErrors } {
  const body: UpdateStandingBody = {
    appointmentId,
    employeeId: form.employeeId,
    startTime: form.startTime ? toSpecTime(form.startTime) : '',
    endTime: form.endTime ? toSpecTime(form.endTime) : '',
  };
  const errors: StandingEditErrors = {};
  const parsed = updateStandingInputSchema.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[fieldOf(issue.path[0])] ??= issue.message;
  try {
    standingTimes(form.startTime || null, form.endTime || null);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    for (const [field, message] of Object.entries(error.fieldErrors ?? { form: error.message })) errors[fieldOf(field)] ??= message;
  }
  return Object.keys(errors).length ? { errors } : { body };
}

/** A refusal's field errors on the form's fields, else its message under the form. */
export function standingEditErrorsOf(fieldErrors: Record<string, string> | undefined, message: string): StandingEditErrors {
  const errors: StandingEditErrors = {};
  for (const [field, text] of Object.entries(fieldErrors ?? {})) errors[fieldOf(field)] ??= text;
  return Object.keys(errors).length ? errors : { form: message };
}
