import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../../lib/useModalDialog';

interface Props {
  title: string;
  onClose(): void;
  /** While saving, Escape and the backdrop do not close it. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> (shared useModalDialog): labelled, focus kept inside and given
 * back to the opener on close, Escape closes, focus starts on the first field. Full screen on phones.
 */
export function Modal({ title, onClose, busy = false, children }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, true);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.ct-modal__close)');
    first?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="ct-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog closes through its owner's state, never by itself.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="ct-modal__backdrop" onClick={busy ? undefined : onClose} />
      <div ref={panel} className="ct-modal__panel">
        <div className="ct-modal__header">
          <h2 id={titleId} className="ct-modal__title">
            {title}
          </h2>
          <button type="button" className="button button--ghost button--small ct-modal__close" onClick={onClose} disabled={busy} aria-label="Close">
            ✕
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
