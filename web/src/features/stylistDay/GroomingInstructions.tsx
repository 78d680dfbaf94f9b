import { petGroomingBodySchema, type PetGroomingBody } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/apiClient';
import { sendOrQueue } from '../../lib/offline/sendOrQueue';
import './grooming.css';

export const GROOMING_MESSAGES = {
  saved: 'Grooming and Cut saved.',
  queued: 'No connection: the new Grooming and Cut is saved and will be sent when the connection returns.',
  none: 'No grooming instructions on file.',
} as const;

/**
 * The groomer's van: the pet's 'Grooming and Cut' text, first on the pet's card at the door and on the
 * completion; the stylist may update it after the groom (pets/updateGrooming, for this appointment's
 * pets), queued in the outbox without a signal like the other stylist actions (docs/OFFLINE.md).
 * The text is plain text (React escapes it), line breaks kept.
 */
export function GroomingInstructions({
  appointmentId,
  petId,
  petName,
  grooming,
  editable = true,
}: {
  appointmentId: number;
  petId: number;
  petName: string;
  grooming: string | null;
  editable?: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(grooming ?? '');
  const [error, setError] = useState<string | null>(null);
  /** What was saved here, shown until the read catches up (or while it waits in the outbox). */
  const [saved, setSaved] = useState<{ text: string | null; queued: boolean } | null>(null);
  const shown = saved ? saved.text : grooming;
  const save = useMutation({
    networkMode: 'always',
    mutationFn: (body: PetGroomingBody) =>
      sendOrQueue({
        label: `Grooming and Cut (${petName})`,
        method: 'POST',
        path: '/api/v4/pets/updateGrooming',
        body: { kind: 'json', value: body },
        effect: { appointmentId },
      }),
  });

  const submit = () => {
    // The one schema the server validates with (its message for the field).
    const parsed = petGroomingBodySchema.safeParse({ appointmentId, petId, grooming: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the text.');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setSaved({ text: parsed.data.grooming, queued: result.queued });
        setEditing(false);
        if (result.queued) {
          toast.info(GROOMING_MESSAGES.queued);
          return;
        }
        toast.success(GROOMING_MESSAGES.saved);
        void client.invalidateQueries({ queryKey: ['appointments'] });
      },
      onError: (e) => setError(isApiError(e) ? e.message : 'The instructions could not be saved.'),
    });
  };

  return (
    <div className="grooming" data-testid="pet-grooming">
      <span className="grooming__label" id={`${id}-label`}>
        Grooming and Cut
        {saved?.queued && <span className="grooming__queued"> · queued</span>}
      </span>
      {editing ? (
        <form
          className="grooming__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <textarea
            className="grooming__input"
            aria-labelledby={`${id}-label`}
            aria-invalid={error !== null}
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="grooming__actions">
            <button type="button" className="button button--ghost grooming__big" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </button>
            <button type="submit" className="button button--primary grooming__big" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={`grooming__text${shown ? '' : ' muted'}`} data-testid="pet-grooming-text">
            {shown ?? GROOMING_MESSAGES.none}
          </p>
          {editable && (
            <button
              type="button"
              className="button button--secondary grooming__edit"
              onClick={() => {
                setDraft(shown ?? '');
                setError(null);
                setEditing(true);
              }}
            >
              Update Grooming and Cut
            </button>
          )}
        </>
      )}
    </div>
  );
}
