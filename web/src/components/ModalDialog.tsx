import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../lib/useModalDialog';
import '../styles/profile.css';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons, right-aligned (stacked full width on a phone). */
  actions?: ReactNode;
  /** While busy, Escape and the backdrop do not close it. */
  busy?: boolean;
  size?: 'normal' | 'wide';
}

/** A modal on the native <dialog>: focus stays inside and returns to the opener, Escape closes, the page behind is inert. */
export function ModalDialog({ open, title, onClose, children, actions, busy = false, size = 'normal' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && !busy) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose} disabled={busy}>
              ×
            </button>
          </div>
          {children}
          {actions && <div className="modal__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
