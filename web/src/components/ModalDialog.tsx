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

/** A form dialog's Cancel and submit buttons (the submit button sits outside the form, tied by `formId`). */
export function FormDialogActions({ formId, busy, onClose, label, busyLabel }: {
  formId: string;
  busy: boolean;
  onClose: () => void;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
        Cancel
      </button>
      <button type="submit" form={formId} className="button button--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
