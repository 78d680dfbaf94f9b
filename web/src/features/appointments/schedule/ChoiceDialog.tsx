import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line under the label (the spec's own words beside plain ones). */
  note?: string;
  primary?: boolean;
  /** The choice the dialog opens on (else its first button): the safe one, so Enter does not save by accident. */
  focus?: boolean;
}

interface Props<T extends string> {
  title: string;
  children: ReactNode;
  choices: readonly Choice<T>[];
  onChoose(value: T): void;
  /** Escape or a click on the backdrop: nothing chosen. */
  onCancel(): void;
}

/**
 * A modal question whose only buttons are its choices (part 1 §4: the conflict question's 'Keep Confliction
 * and Save' and 'Resolve and Schedule', each beside plain words); Escape or the backdrop leaves it unanswered.
 */
export function ChoiceDialog<T extends string>({ title, children, choices, onChoose, onCancel }: Props<T>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal choice-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCancel();
      }}
    >
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        </div>
        <div className="choice-dialog__text">{children}</div>
        <div className="modal__actions">
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={`button ${choice.primary ? 'button--primary' : 'button--secondary'}`}
              autoFocus={choice.focus === true}
              onClick={() => onChoose(choice.value)}
            >
              {choice.label}
              {choice.note && <span className="choice-dialog__note"> ({choice.note})</span>}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
