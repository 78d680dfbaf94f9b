import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { APPOINTMENT_MESSAGES, FEEDBACK_MAX_STARS, LINK_MESSAGES } from '@pawroute/domain';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFeedbackInfo, useSubmitFeedback } from '../api/entrance';
import { LinkPage, linkErrorMessage, type LinkPageState } from './LinkPage';

/**
 * /appointmentFeedback?token= (part 2 §2.1): the stylist's name from the token lookup, a star rating,
 * a comment, and 'set as preferred'. States: form, success, error.
 */
export function AppointmentFeedbackPage() {
  useDocumentTitle('Appointment feedback — Pawroute');
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const info = useFeedbackInfo(token);
  const submit = useSubmitFeedback();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [preferred, setPreferred] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Part 2 §5.5: a comment is required.
    if (!comment.trim()) {
      setFormError(APPOINTMENT_MESSAGES.ratingCommentRequired);
      return;
    }
    setFormError(null);
    try {
      const answer = await submit.mutateAsync({ token, rating, comment: comment.trim(), setStylistAsPreferred: preferred });
      setDone(answer.message);
    } catch (error) {
      const message = linkErrorMessage(error, LINK_MESSAGES.feedbackFailed);
      toast.error(LINK_MESSAGES.feedbackFailed);
      // A token refusal ends the form; a rule broken (the comment) keeps it.
      if (/link/.test(message)) setFailed(message);
      else setFormError(message);
    }
  };

  let state: LinkPageState | null = null;
  if (!token) state = { kind: 'error', message: LINK_MESSAGES.feedback.invalid };
  else if (failed) state = { kind: 'error', message: failed };
  else if (done) state = { kind: 'success', message: <p>{done}</p> };
  else if (info.isPending) state = { kind: 'loading' };
  else if (info.isError) state = { kind: 'error', message: linkErrorMessage(info.error, LINK_MESSAGES.feedback.invalid) };
  if (state) return <LinkPage title="Appointment feedback" state={state} />;

  const stylistName = info.data?.stylistName ?? 'your stylist';
  return (
    <LinkPage title="Appointment feedback" state={{ kind: 'success', message: <p>How did {stylistName} do{info.data?.appointmentDate ? ` on ${info.data.appointmentDate}` : ''}?</p> }}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <fieldset className="stars">
          <legend>Stylist: {stylistName}</legend>
          {Array.from({ length: FEEDBACK_MAX_STARS }, (_, i) => i + 1).map((n) => (
            <label key={n} className={`stars__star ${n <= rating ? 'stars__star--on' : ''}`}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`} />
              <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
            </label>
          ))}
        </fieldset>
        <div className={`field ${formError ? 'field--invalid' : ''}`}>
          <label htmlFor="feedback-comment">Comment</label>
          <textarea id="feedback-comment" rows={4} maxLength={250} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={preferred} onChange={(e) => setPreferred(e.target.checked)} /> Set {stylistName} as my preferred stylist
        </label>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit feedback'}
        </button>
      </form>
    </LinkPage>
  );
}
