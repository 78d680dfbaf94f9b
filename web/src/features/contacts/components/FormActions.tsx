/** A contacts dialog's footer: Cancel, and the submit button that reads 'Saving…' while busy. */
export function FormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel(): void }) {
  return (
    <div className="form__actions">
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </div>
  );
}
