import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useManagementWrite } from '../api';

/**
 * One Management setting picked among a few choices (radio buttons and Save): the current value from its
 * read, the write through `path`, the server checking the same schema.
 */
export function ChoiceSetting<Value extends string, Body>({
  label,
  path,
  choices,
  current,
  loadFailed,
  loading,
  body,
  saved,
}: {
  label: string;
  path: string;
  choices: readonly { value: Value; label: string }[];
  current: Value;
  loadFailed: boolean;
  loading: boolean;
  /** The write's body for a value, parsed by the domain's schema: the message of its refusal, or the body. */
  body(value: Value): { error: string } | { body: Body };
  saved(value: Value): string;
}) {
  const save = useManagementWrite<Body>(path);
  const [picked, setPicked] = useState<Value | null>(null);
  const value = picked ?? current;
  const submit = () => {
    const parsed = body(value);
    if ('error' in parsed) return toast.error(parsed.error);
    save.mutate(parsed.body, {
      onSuccess: () => {
        toast.success(saved(value));
        setPicked(null);
      },
      onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to update other options'),
    });
  };
  return (
    <form
      className="mgmt-form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="field">
        <legend>{label}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="mgmt-radio">
            <input type="radio" name={path} value={choice.value} checked={value === choice.value} onChange={() => setPicked(choice.value)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {loadFailed && <p role="alert">Failed to get the setting</p>}
      <button type="submit" className="button" disabled={save.isPending || loading}>
        Save
      </button>
    </form>
  );
}
