import { APPOINTMENT_COMMENT_MAX } from '@pawroute/domain';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/ModalDialog';

interface Props {
  title: string;
  submitLabel: string;
  /** Shown when the comment is left empty (the server says the same). */
  requiredMessage: string;
  busy: boolean;
  error: string | null;
  onSubmit(comment: string): void;
  onClose(): void;
}

/** 'Create Service Issue' and 'Request Standing Appointment': each is made with a comment (part 1 §4). */
export function CommentDialog({ title, submitLabel, requiredMessage, busy, error, onSubmit, onClose }: Props) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <ModalDialog
      open
      title={title}
      onClose={onClose}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Close
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              if (!comment.trim()) return setProblem(requiredMessage);
              setProblem(null);
              onSubmit(comment.trim());
            }}
          >
            {busy ? 'Saving…' : submitLabel}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-comment`} className="field__label">
          Comment
        </label>
        <textarea
          id={`${id}-comment`}
          className="field__input"
          rows={4}
          maxLength={APPOINTMENT_COMMENT_MAX}
          value={comment}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => setComment(e.target.value)}
          autoFocus
        />
        {shown && (
          <p id={`${id}-error`} className="form__error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
