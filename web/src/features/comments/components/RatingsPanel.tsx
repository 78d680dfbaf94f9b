import { COMMENT_MESSAGES } from '@pawroute/domain';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useAddRating, useRatings } from '../api/ratings';
import { formatDateTime } from './formatDate';
import { Stars } from './Stars';
import '../../../styles/profile.css';

interface Props {
  userId: number;
  canView: boolean;
  canAdd: boolean;
}

/** A customer's ratings: 1-5 stars with a comment; the average to 1 decimal (part 1 §9). */
export function RatingsPanel({ userId, canView, canAdd }: Props) {
  const ratings = useRatings(userId, canView);
  const add = useAddRating(userId);
  const [stars, setStars] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const id = useId();

  useEffect(() => {
    if (ratings.isError) toast.error(COMMENT_MESSAGES.failedToRetrieveRatings, { id: `ratings-${userId}` });
  }, [ratings.isError, userId]);

  if (!canView && !canAdd) return null;

  const submit = async () => {
    if (stars < 1) return;
    try {
      await add.mutateAsync({ rating: stars, comment });
      setStars(0);
      setComment('');
      toast.success(COMMENT_MESSAGES.addedRating);
    } catch (error) {
      toast.error(COMMENT_MESSAGES.failedToAddRating, { description: isApiError(error) ? error.message : undefined });
    }
  };

  const list = ratings.data?.ratings ?? [];
  const average = ratings.data?.average ?? null;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel__head">
        <h2 id={`${id}-title`} className="panel__title">
          Ratings
        </h2>
        {canView && average !== null && (
          <span className="rating-average" data-testid="rating-average">
            <Stars value={average} label={`Average ${average.toFixed(1)} out of 5`} />
            {average.toFixed(1)}
          </span>
        )}
      </div>
      {canView &&
        (ratings.isError ? (
          <p className="muted-line">{COMMENT_MESSAGES.failedToRetrieveRatings}</p>
        ) : ratings.isPending ? (
          <p className="muted-line">Loading ratings…</p>
        ) : list.length === 0 ? (
          <p className="muted-line">No ratings yet.</p>
        ) : (
          <ul className="scroll-list" aria-label="Ratings">
            {list.map((r) => (
              <li key={r.appointmentId ? `a-${r.appointmentId}` : `r-${r.ID}`} className="comment" data-testid="rating">
                <div className="comment__meta">
                  <Stars value={r.rating} /> · {r.rater ? `${r.rater.firstName} ${r.rater.lastName}` : 'Unknown'} · {formatDateTime(r.DateAdded)}
                  {r.appointmentId ? ' · for an appointment' : ''}
                </div>
                {r.comment && <p className="comment__text">{r.comment}</p>}
              </li>
            ))}
          </ul>
        ))}
      {canAdd && (
        <form
          className="comment-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset className="star-input" aria-label="Rating" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                aria-label={`${n} star${n > 1 ? 's' : ''}`}
                aria-pressed={stars === n}
                className={n <= (hover || stars) ? 'is-lit' : undefined}
                onMouseEnter={() => setHover(n)}
                onClick={() => setStars(n)}
              >
                ★
              </button>
            ))}
          </fieldset>
          <label htmlFor={`${id}-comment`} className="visually-hidden">
            Rating comment
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={250}
            placeholder="Why this rating? (optional)"
            onChange={(e) => setComment(e.target.value)}
          />
          <div className="comment-form__actions">
            <button type="submit" className="button button--primary button--small" disabled={stars < 1 || add.isPending}>
              {add.isPending ? 'Saving…' : 'Add Rating'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
