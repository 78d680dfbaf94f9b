import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';

/** A labelled checkbox (primary, generator required). */
export const CheckboxField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(
  function CheckboxField({ label, ...input }, ref) {
    const id = useId();
    return (
      <div className="ct-check">
        <input ref={ref} id={id} type="checkbox" {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  },
);

/** A labelled note area with its error tied to it. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: FieldError }
>(function TextAreaField({ label, error, ...area }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} rows={3} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...area} />
      <p id={errorId} className="field__error" aria-live="polite">
        {error?.message}
      </p>
    </div>
  );
});

/** Yes or nothing, for table cells (a check mark with a text alternative). */
export function YesMark({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <span className="ct-yes" title={label}>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{label}</span>
    </span>
  ) : (
    <span className="muted">—</span>
  );
}

export function PrimaryBadge() {
  return <span className="ct-badge ct-badge--primary">Primary</span>;
}
