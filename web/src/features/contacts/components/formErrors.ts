import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';

/**
 * A failed write: the spec's failure toast, with the server's message under it (part 1 §8: a 400's
 * message is passed on), and the server's field errors on the form's fields.
 */
export function reportWriteFailure<Form extends FieldValues>(
  error: unknown,
  failure: string,
  fields?: { names: readonly string[]; setError: UseFormSetError<Form> },
): void {
  const message = error instanceof Error ? error.message : undefined;
  toast.error(failure, message && message !== failure ? { description: message } : undefined);
  if (fields && isApiError(error) && error.fieldErrors) {
    for (const [name, text] of Object.entries(error.fieldErrors)) {
      if (fields.names.includes(name)) fields.setError(name as Path<Form>, { message: text });
    }
  }
}

/** zod issues of a domain schema as react-hook-form errors (only for the form's own fields). */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  names: readonly string[],
): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (names.includes(name) && !(name in errors)) errors[name] = { type: 'validate', message: issue.message };
  }
  return errors;
}
