import { APPOINTMENT_MESSAGES } from '@pawroute/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { TOAST_MS } from '../../../lib/toast';
import { useSubmitRating } from '../api/commands';
import type { AppointmentRow } from '../api/types';

const STARS = [1, 2, 3, 4, 5] as const;
const RATING_COMMENT_MAX = 250;

/**
 * Part 2 §5.5: the Rate button. A comment is required ('A comment is required to rate an appointment');
 * the button is disabled once the appointment has its rating or one was just submitted. Only a started or
 * completed appointment can be rated (the decider's rule).
 */
export function RateAppointment({ appointment }: { appointment: AppointmentRow }) {
  const id = useId();
  const submit = useSubmitRating();
  const [open, setOpen] = useState(false);
  const [justRated, setJustRated] = useState(false);
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rated = appointment.rated === true || justRated;

  const send = async () => {
    if (!comment.trim()) return setProblem(APPOINTMENT_MESSAGES.ratingCommentRequired);
    setProblem(null);
    try {
      await submit.mutateAsync({ appointmentId: appointment.ID, rating, comment: comment.trim() });
      setJustRated(true);
      setOpen(false);
      toast.success(APPOINTMENT_MESSAGES.ratingSubmitted, { duration: TOAST_MS });
    } catch (error) {
      toast.error(APPOINTMENT_MESSAGES.ratingFailed, { description: error instanceof Error ? error.message : undefined, duration: TOAST_MS });
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary button--small" disabled={rated} onClick={() => setOpen(true)}>
        {rated ? 'Rated' : 'Rate'}
      </button>
      <ModalDialog
        open={open}
        title="Rate Appointment"
        onClose={() => setOpen(false)}
        busy={submit.isPending}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)} disabled={submit.isPending}>
              Close
            </button>
            <button type="button" className="button button--primary" disabled={submit.isPending} onClick={() => void send()}>
              {submit.isPending ? 'Saving…' : 'Submit Rating'}
            </button>
          </>
        }
      >
        <fieldset className="field">
          <legend className="field__label">Stars</legend>
          <div role="radiogroup" aria-label="Stars" className="rate-stars">
            {STARS.map((n) => (
              <label key={n} className="rate-stars__star">
                <input type="radio" name={`${id}-stars`} value={n} checked={rating === n} onChange={() => setRating(n)} />
                {n} ★
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comment`} className="field__label">
            Comment
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__input"
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setComment(e.target.value);
              if (problem && e.target.value.trim()) setProblem(null);
            }}
          />
          {problem && (
            <p className="form__error" role="alert">
              {problem}
            </p>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
