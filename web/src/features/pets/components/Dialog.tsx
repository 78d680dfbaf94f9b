import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons, right-aligned (stacked full width on a phone). */
  actions: ReactNode;
  /** While busy, Escape and the backdrop do not close it. */
  busy?: boolean;
}

/** A modal on the native <dialog>: focus is trapped, Escape closes, the page behind is inert. */
export function Dialog({ open, title, onClose, children, actions, busy = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="pet-dialog"
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
        <div className="pet-dialog__body">
          <h2 id={titleId} className="pet-dialog__title">
            {title}
          </h2>
          {children}
          <div className="pet-dialog__actions">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
