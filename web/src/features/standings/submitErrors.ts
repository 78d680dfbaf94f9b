import { isApiError } from '../../lib/apiClient';
import { formFieldOf, type RecurrenceDraft } from './recurrence';

export type FormErrors = Partial<Record<keyof RecurrenceDraft | 'form' | 'employeeId' | 'startTime' | 'endTime', string>>;

/** Field errors (ours or the server's, by the server's field names) on the form's fields. */
export function toFormErrors(fieldErrors: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const key = field === 'employeeId' || field === 'startTime' || field === 'endTime' ? field : formFieldOf(field);
    errors[key] ??= message;
  }
  return errors;
}

/** A refused write: its field errors when it names fields, else the message under the form. */
export function errorsOfFailure(error: unknown): FormErrors {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return error.fieldErrors && Object.keys(error.fieldErrors).length ? toFormErrors(error.fieldErrors) : { form: error.message };
  }
  return {};
}

/** The server's words for a refusal (a 4xx), shown under the spec's failure toast. */
export const failureDetail = (error: unknown): string | undefined =>
  isApiError(error) && error.statusCode >= 400 && error.statusCode < 500 ? error.message : undefined;
