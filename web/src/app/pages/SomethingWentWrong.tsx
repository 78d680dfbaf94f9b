/** Part 1 §1/§8: a generic banner when a screen fails to render (the error is reported to the server). */
export function SomethingWentWrong({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="page">
      <section className="panel panel--empty" role="alert">
        <p className="panel__lead">Something went wrong</p>
        <p className="muted">The problem has been reported. Reloading the page usually helps.</p>
        <button type="button" className="button button--secondary" onClick={onRetry ?? (() => window.location.reload())}>
          Reload
        </button>
      </section>
    </div>
  );
}
