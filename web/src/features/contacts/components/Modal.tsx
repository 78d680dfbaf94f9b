import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose(): void;
  /** While saving, Escape and the backdrop do not close it. */
  busy?: boolean;
  children: ReactNode;
}

/** A modal dialog: labelled, Escape closes, focus starts on the first field. Full screen on phones. */
export function Modal({ title, onClose, busy = false, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.ct-modal__close)');
    first?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, onClose]);

  return (
    <div className="ct-modal" role="presentation">
      <div className="ct-modal__backdrop" onClick={busy ? undefined : onClose} />
      <div ref={panel} className="ct-modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
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
    </div>
  );
}
